import type { TPaperTopic } from '@app/contract';

/**
 * The number a question is shown with: its own number, or the range of its sub-question numbers
 * when they are numbered consecutively (a cloze of 21-35); 17(1), 17(2) … keep the number 17.
 */
export function topicNumberLabel(t: Pick<TPaperTopic, 'topicNo' | 'slaveTopicNos'>): string {
  const nos = t.slaveTopicNos;
  if (nos.length > 1 && nos.every((n) => /^\d+$/.test(n))) return `${nos[0]}-${nos[nos.length - 1]}`;
  return t.topicNo;
}

/** A sub-question's title is only its blank number (1, 2 …) for blanks inside a passage. */
export function isBareNumber(html: string): boolean {
  return /^\s*\d+\s*$/.test(html);
}
