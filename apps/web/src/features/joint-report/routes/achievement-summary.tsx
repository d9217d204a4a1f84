import { useMemo } from 'react';
import { Card, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useQuery } from '@tanstack/react-query';
import type { TJointSummary } from '@app/contract';
import { compareNullable, DASH, fmtFixed, fmtNum } from '../../../lib/report-format';
import { summaryQuery } from '../api/summary';
import { ReportFrame } from '../components/report-frame';
import { UnionRow } from '../components/school-table';
import { mineRowClass, SchoolName } from '../components/school-name';
import { useReportParams } from '../lib/report-params';

type SchoolRow = TJointSummary['schools'][number];
type Cell = SchoolRow['cells'][number];

const cellOf = (s: SchoolRow, subjectId: number): Cell | undefined => s.cells.find((c) => c.subjectId === subjectId);

/** 成绩汇总 (testachievementsummary): every school's average and rank in each subject and the total, the union's averages below. */
export default function AchievementSummaryPage() {
  const { jointId } = useReportParams();
  const summary = useQuery({ ...summaryQuery(jointId ?? 0), enabled: jointId != null });
  return (
    <ReportFrame title="成绩汇总" query={summary} head={(d) => ({ builtAt: d.builtAt })}>
      {(d) => <SummaryBody data={d} />}
    </ReportFrame>
  );
}

function SummaryBody({ data }: { data: TJointSummary }) {
  // In the order of the first column (the 总分 when there is one).
  const first = data.subjects[0]?.subjectId;
  const rows = useMemo(
    () => [...data.schools].sort((a, b) => (first == null ? 0 : compareNullable(cellOf(a, first)?.rank, cellOf(b, first)?.rank)) || a.schoolKey - b.schoolKey),
    [data.schools, first],
  );
  const columns: ColumnsType<SchoolRow> = [
    { title: '学校', key: 'school', width: 160, fixed: 'left', render: (_v, s) => <SchoolName school={s} /> },
    ...data.subjects.map((subj) => ({
      title: `${subj.subjectName}（满分${fmtNum(subj.fullScore)}）`,
      key: `s-${subj.subjectId}`,
      children: [
        {
          title: '平均分',
          key: `avg-${subj.subjectId}`,
          width: 88,
          sorter: (a: SchoolRow, b: SchoolRow) => compareNullable(cellOf(a, subj.subjectId)?.average, cellOf(b, subj.subjectId)?.average),
          render: (_v: unknown, s: SchoolRow) => fmtFixed(cellOf(s, subj.subjectId)?.average),
        },
        { title: '排名', key: `rank-${subj.subjectId}`, width: 64, render: (_v: unknown, s: SchoolRow) => cellOf(s, subj.subjectId)?.rank ?? DASH },
      ],
    })),
  ];
  return (
    <Card size="small" title="各校各学科平均分与排名">
      <Table<SchoolRow>
        rowKey="schoolKey"
        size="small"
        bordered
        aria-label="各校各学科成绩汇总表"
        columns={columns}
        dataSource={rows}
        pagination={false}
        scroll={{ x: 160 + data.subjects.length * 152 }}
        rowClassName={mineRowClass}
        summary={() => <UnionRow cells={data.subjects.flatMap((s) => [fmtFixed(s.unionAverage), DASH])} />}
      />
      <Typography.Text className="joint-note">排名按学校在该学科的平均分；总分只统计参加了全部学科的考生。</Typography.Text>
    </Card>
  );
}
