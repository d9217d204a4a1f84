import { useMemo } from 'react';
import { Card, Empty, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useQuery } from '@tanstack/react-query';
import type { TJointLines } from '@app/contract';
import type { EChartOption } from '../../../components/echart';
import { fmtNum, fmtPct, GRADE_SERIES_COLOR, pct } from '../../../lib/report-format';
import { linesQuery } from '../api/lines';
import { ReportChart } from '../components/report-chart';
import { ReportFrame } from '../components/report-frame';
import { UnionRow } from '../components/school-table';
import { mineRowClass, SchoolName } from '../components/school-name';
import { useReportParams } from '../lib/report-params';

type Line = TJointLines['lines'][number];
type Count = TJointLines['union']['counts'][number];
type SchoolRow = TJointLines['schools'][number];
type ClazzRow = TJointLines['classes'][number];

/** How a line is drawn: a score line by its score, a top-share line by its share and the score it came to. */
function lineText(l: Line): string {
  return l.kind === 'score' ? `${fmtNum(l.value)}分` : `前${fmtNum(l.value * 100)}%，划线分 ${fmtNum(l.score)}`;
}

/** The columns of the lines: per line its count and rate. */
function lineColumns<T extends { counts: Count[] }>(lines: Line[]): ColumnsType<T> {
  return lines.map((l, i) => ({
    title: (
      <span>
        {l.name}
        <br />
        <span className="joint-note">{lineText(l)}</span>
      </span>
    ),
    key: `line-${i}`,
    children: [
      { title: '上线人数', key: `count-${i}`, width: 88, render: (_v: unknown, r: T) => r.counts[i]?.count ?? 0 },
      { title: '上线率', key: `rate-${i}`, width: 88, render: (_v: unknown, r: T) => fmtPct(r.counts[i]?.rate) },
    ],
  }));
}

const countCells = (counts: Count[]) => counts.flatMap((c) => [c.count, fmtPct(c.rate)]);

/** 上线统计 (gradinglinestatistics): per grading line, how many reached it in the union, every school and the viewer's classes. */
export default function GradingLinesPage() {
  const { jointId, subjectId } = useReportParams();
  const lines = useQuery({ ...linesQuery(jointId ?? 0, subjectId), enabled: jointId != null });
  return (
    <ReportFrame title="上线统计" query={lines} head={(d) => d}>
      {(d) => (d.lines.length ? <LinesBody data={d} /> : <Empty description="联考未设置该学科的分数线" />)}
    </ReportFrame>
  );
}

function LinesBody({ data }: { data: TJointLines }) {
  const mine = data.schools.find((s) => s.mine);
  const option = useMemo<EChartOption>(
    () => ({
      grid: { left: 48, right: 16, top: 48, bottom: 32 },
      legend: { top: 0, type: 'scroll' },
      tooltip: { trigger: 'axis', valueFormatter: (v) => (v == null ? '-' : `${String(v)}%`) },
      xAxis: { type: 'category', data: data.lines.map((l) => l.name) },
      yAxis: { type: 'value', name: '上线率(%)', max: 100, axisLabel: { formatter: '{value}%' } },
      series: [
        { name: '联考', type: 'bar', barMaxWidth: 24, itemStyle: { color: GRADE_SERIES_COLOR }, data: data.union.counts.map((c) => pct(c.rate)) },
        ...data.schools.map((s) => ({ name: s.mine ? `${s.schoolName}（本校）` : s.schoolName, type: 'bar' as const, barMaxWidth: 24, data: s.counts.map((c) => pct(c.rate)) })),
      ],
    }),
    [data],
  );

  const schoolColumns: ColumnsType<SchoolRow> = [
    { title: '学校', key: 'school', width: 160, fixed: 'left', render: (_v, s) => <SchoolName school={s} /> },
    { title: '参考人数', dataIndex: 'participants', width: 88 },
    ...lineColumns<SchoolRow>(data.lines),
  ];
  const clazzColumns: ColumnsType<ClazzRow> = [
    { title: '班级', dataIndex: 'clazzName', width: 160, fixed: 'left' },
    { title: '参考人数', dataIndex: 'participants', width: 88 },
    ...lineColumns<ClazzRow>(data.lines),
  ];
  const x = 250 + data.lines.length * 176;

  return (
    <>
      <Card size="small" title="各校上线情况">
        <Table<SchoolRow>
          rowKey="schoolKey"
          size="small"
          bordered
          aria-label="各校上线情况表"
          columns={schoolColumns}
          dataSource={data.schools}
          pagination={false}
          scroll={{ x }}
          rowClassName={mineRowClass}
          summary={() => <UnionRow cells={[data.union.participants, ...countCells(data.union.counts)]} />}
        />
        <Typography.Text className="joint-note">分数线：得分不低于该分数即为上线；前百分比线：划线分为联考名次在该比例处考生的得分，与其同分者同样上线。</Typography.Text>
      </Card>
      <Card size="small" title="各校上线率">
        <ReportChart option={option} ariaLabel="联考与各校各分数线上线率柱状图" />
      </Card>
      {data.classes.length > 0 && (
        <Card size="small" title="本校各班上线情况">
          <Table<ClazzRow>
            rowKey="clazzId"
            size="small"
            bordered
            aria-label="本校各班上线情况表"
            columns={clazzColumns}
            dataSource={data.classes}
            pagination={data.classes.length > 30 ? { pageSize: 30 } : false}
            scroll={{ x }}
            summary={() => (mine ? <UnionRow label="本校" cells={[mine.participants, ...countCells(mine.counts)]} /> : null)}
          />
        </Card>
      )}
    </>
  );
}
