import type { TLengthTopic, TTopicTypeGroup } from '@app/contract';

/** The length-check input of a paper's type groups: each question's type and sub-question count. */
export function lengthTopicsOf(groups: readonly TTopicTypeGroup[]): TLengthTopic[] {
  return groups.flatMap((g) => g.paperTopics.map((t) => ({ type: t.listType, slaveCount: t.slaves.length })));
}
