import { Checkbox, InputNumber, Space } from 'antd';
import type { TSubjectOption } from '@app/contract';

export type SubjectScore = { subjectId: number; fullScore: number };

/** 语文, 数学 and 英语 are usually out of 150, the other subjects out of 100. */
const CORE_SUBJECTS = [9, 3, 8, 29, 23, 28];
export const defaultFullScore = (subjectId: number) => (CORE_SUBJECTS.includes(subjectId) ? 150 : 100);

type Props = {
  value?: SubjectScore[];
  onChange?: (v: SubjectScore[]) => void;
  options: TSubjectOption[];
  /** Subjects whose full score is fixed (it follows the paper structure once set). */
  lockedIds?: number[];
};

/** 学科 with 满分: tick the subjects of the exam and give each its full score. */
export function SubjectScoresField({ value = [], onChange, options, lockedIds = [] }: Props) {
  const set = (subjectId: number, checked: boolean) =>
    onChange?.(checked ? [...value, { subjectId, fullScore: defaultFullScore(subjectId) }] : value.filter((v) => v.subjectId !== subjectId));
  const setScore = (subjectId: number, fullScore: number | null) => onChange?.(value.map((v) => (v.subjectId === subjectId ? { ...v, fullScore: fullScore ?? 0 } : v)));
  return (
    <div className="subject-scores" role="group" aria-label="学科">
      {options.map((s) => {
        const chosen = value.find((v) => v.subjectId === s.subjectId);
        return (
          <Space key={s.subjectId} className="subject-score-item" size={6}>
            <Checkbox checked={!!chosen} onChange={(e) => set(s.subjectId, e.target.checked)}>
              {s.subjectName}
            </Checkbox>
            {chosen && (
              <InputNumber
                size="small"
                min={1}
                max={1000}
                value={chosen.fullScore}
                disabled={lockedIds.includes(s.subjectId)}
                onChange={(v) => setScore(s.subjectId, v)}
                suffix="分"
                aria-label={`${s.subjectName}满分`}
                style={{ width: 92 }}
              />
            )}
          </Space>
        );
      })}
    </div>
  );
}
