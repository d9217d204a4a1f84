import { Progress } from 'antd';
import type { TMarkingCounters } from '../api/types';
import { percent } from '../lib/format';

type Props = { counters: TMarkingCounters | undefined; mode: 'mark' | 'arbitrate' };

/** 我已阅 / 任务量 / 题组总量 / 题组进度 (marking) or 我已仲裁 / 待仲裁 (arbitration). */
export function CountersBar({ counters: c, mode }: Props) {
  if (!c) return null;
  const items =
    mode === 'mark'
      ? [
          { label: '我已阅', value: c.myMarked },
          { label: '任务量', value: c.myQuota == null ? '不限' : c.myQuota },
          { label: '题组总量', value: c.groupTotal },
        ]
      : [
          { label: '我已仲裁', value: c.myArbitrated },
          { label: '待仲裁', value: c.arbitrationPending },
          { label: '题组答卷', value: c.answersTotal },
        ];
  const done = mode === 'mark' ? c.groupDone : c.answersFinal;
  const total = mode === 'mark' ? c.groupTotal : c.answersTotal;
  return (
    <div className="mk-counters" aria-label="阅卷计数">
      {items.map((it) => (
        <div key={it.label} className="mk-counter">
          <span className="mk-counter-label">{it.label}</span>
          <span className="mk-counter-value" data-testid={`counter-${it.label}`}>
            {it.value}
          </span>
        </div>
      ))}
      <div className="mk-counter mk-counter-progress">
        <span className="mk-counter-label">{mode === 'mark' ? '题组进度' : '完成进度'}</span>
        <span className="mk-counter-value" data-testid="counter-题组进度">
          {done}/{total}
        </span>
        <Progress percent={percent(done, total)} size="small" showInfo={false} style={{ width: 90, margin: 0 }} />
      </div>
    </div>
  );
}
