import { Descriptions, Table, Typography } from 'antd';
import type { TPriorMark } from '../api/types';
import { fmtScore } from '../lib/format';
import { round2 } from '../lib/score-rules';

/** Arbitration: both markers' scores (per question and in total) and their difference against the tolerance. */
export function PriorMarks({ marks, questionNos, tolerance }: { marks: TPriorMark[]; questionNos: string[]; tolerance: number }) {
  const diff = marks.length >= 2 ? round2(Math.abs(marks[0]!.score - marks[1]!.score)) : null;
  return (
    <div className="mk-prior">
      <Table<TPriorMark>
        size="small"
        rowKey="round"
        pagination={false}
        aria-label="两位阅卷老师的给分"
        dataSource={marks}
        columns={[
          { title: '评次', dataIndex: 'round', width: 56, render: (r: number) => `${r}评` },
          { title: '阅卷老师', dataIndex: 'teacherName', width: 84 },
          ...questionNos.map((no, i) => ({ title: `第${no}题`, key: `q${i}`, render: (_v: unknown, m: TPriorMark) => fmtScore(m.scores[i]) })),
          { title: '总分', dataIndex: 'score', width: 60, render: (v: number) => <b>{fmtScore(v)}</b> },
        ]}
      />
      <Descriptions
        size="small"
        column={2}
        className="mk-prior-diff"
        items={[
          {
            key: 'diff',
            label: '分差',
            children: (
              <Typography.Text type="danger" strong data-testid="arbitration-difference">
                {diff == null ? '-' : `${fmtScore(diff)} 分`}
              </Typography.Text>
            ),
          },
          { key: 'tolerance', label: '允许误差', children: `${fmtScore(tolerance)} 分` },
        ]}
      />
    </div>
  );
}
