/**
 * The scored items of a paper as an exam sees them: one per question, or one per sub-question of
 * passage types, with objective keys taken from the options marked isTrue (七选五 sub-questions
 * answer a letter of the passage's seven options). Used for the exam questions created by a send
 * to print and for the answer sheet.
 */
import { scoredItemCount } from '@app/contract';
import type { PlacedTopic } from './paper-content.js';
import { itemNosOf, optionsOf, slavesOf } from './topics.js';

export type ExamItem = {
  questionNo: string;
  topicId: number;
  type: string;
  objective: boolean;
  choiceKind: 'single' | 'multiple' | null;
  /** Option letters, e.g. 'ABCD' */
  options: string | null;
  answerKey: string | null;
  fullScore: number;
  knowledgePointIds: number[];
};

const SEVEN_FIVE_LETTERS = 'ABCDEFG';

function choice(type: string, opts: { optionNo: string; isTrue: number }[]): Pick<ExamItem, 'objective' | 'choiceKind' | 'options' | 'answerKey'> {
  const trues = opts.filter((o) => o.isTrue === 1).map((o) => o.optionNo);
  const letters = opts.map((o) => o.optionNo).join('');
  if (trues.length === 0 || !/^[A-H]{2,8}$/.test(letters)) return { objective: false, choiceKind: null, options: null, answerKey: null };
  return { objective: true, choiceKind: type === '多选题' || trues.length > 1 ? 'multiple' : 'single', options: letters, answerKey: trues.join('') };
}

export function examItems(placed: readonly PlacedTopic[]): ExamItem[] {
  return placed.flatMap((p) => {
    const t = p.topic;
    const nos = itemNosOf(t, p.topicNo);
    const slaves = slavesOf(t);
    if (slaves.length > 0 && scoredItemCount(t.type, slaves.length) === slaves.length) {
      const share = p.score / nos.length;
      return nos.map((no, i) => {
        const s = slaves[i]!;
        let c = choice(t.type, s.options ?? []);
        if (!c.objective && t.type === '七选五' && /^[A-G]$/.test(s.answer.trim())) {
          c = { objective: true, choiceKind: 'single', options: SEVEN_FIVE_LETTERS, answerKey: s.answer.trim() };
        }
        return { questionNo: no, topicId: t.id, type: t.type, ...c, fullScore: share, knowledgePointIds: t.knowledgePointIds };
      });
    }
    return [{ questionNo: p.topicNo, topicId: t.id, type: t.type, ...(slaves.length ? { objective: false, choiceKind: null, options: null, answerKey: null } : choice(t.type, optionsOf(t))), fullScore: p.score, knowledgePointIds: t.knowledgePointIds }];
  });
}
