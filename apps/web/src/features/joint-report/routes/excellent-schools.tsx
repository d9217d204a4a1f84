import { useMemo } from 'react';
import { Card, Table, theme, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useQuery } from '@tanstack/react-query';
import type { TJointExcellentSchools } from '@app/contract';
import type { EChartOption } from '../../../components/echart';
import { compareNullable, fmtFixed, fmtNum, fmtPct, pct } from '../../../lib/report-format';
import { excellentSchoolsQuery } from '../api/excellent-schools';
import { ReportChart } from '../components/report-chart';
import { ReportFrame } from '../components/report-frame';
import { mineRowClass, SchoolName } from '../components/school-name';
import { useReportParams } from '../lib/report-params';

type School = TJointExcellentSchools['schools'][number];

/** 优秀学校 (excellentschool): the schools by 优秀率, with how many of each are in the union's top shares. */
export default function ExcellentSchoolsPage() {
  const { jointId, subjectId } = useReportParams();
  const schools = useQuery({ ...excellentSchoolsQuery(jointId ?? 0, subjectId), enabled: jointId != null });
  return (
    <ReportFrame title="优秀学校" query={schools} head={(d) => d}>
      {(d) => <ExcellentSchoolsBody data={d} />}
    </ReportFrame>
  );
}

function ExcellentSchoolsBody({ data }: { data: TJointExcellentSchools }) {
  const { token } = theme.useToken();
  const option = useMemo<EChartOption>(
    () => ({
      color: [token.colorPrimary],
      grid: { left: 48, right: 16, top: 32, bottom: 48 },
      tooltip: { trigger: 'axis', valueFormatter: (v) => (v == null ? '-' : `${String(v)}%`) },
      xAxis: { type: 'category', data: data.schools.map((s) => (s.mine ? `${s.schoolName}（本校）` : s.schoolName)), axisLabel: { interval: 0, rotate: data.schools.length > 8 ? 30 : 0 } },
      yAxis: { type: 'value', name: '优秀率(%)', axisLabel: { formatter: '{value}%' } },
      series: [
        {
          name: '优秀率',
          type: 'bar',
          barMaxWidth: 36,
          label: { show: true, position: 'top', formatter: '{c}%' },
          data: data.schools.map((s) => ({ value: pct(s.excellent.rate), itemStyle: s.mine ? { color: token.colorWarning } : undefined })),
        },
      ],
    }),
    [data.schools, token.colorPrimary, token.colorWarning],
  );

  const columns: ColumnsType<School> = [
    { title: '序号', key: 'order', width: 64, render: (_v, _s, i) => i + 1 },
    { title: '学校', key: 'school', width: 150, render: (_v, s) => <SchoolName school={s} /> },
    { title: '参考人数', dataIndex: 'participants', width: 88 },
    { title: '优秀人数', key: 'excellentCount', width: 88, render: (_v, s) => s.excellent.count },
    { title: '优秀率', key: 'excellentRate', width: 88, sorter: (a, b) => compareNullable(a.excellent.rate, b.excellent.rate), render: (_v, s) => fmtPct(s.excellent.rate) },
    { title: '良好人数', key: 'goodCount', width: 88, render: (_v, s) => s.good.count },
    { title: '良好率', key: 'goodRate', width: 88, sorter: (a, b) => compareNullable(a.good.rate, b.good.rate), render: (_v, s) => fmtPct(s.good.rate) },
    { title: '平均分', dataIndex: 'average', width: 88, sorter: (a, b) => compareNullable(a.average, b.average), render: (v: number | null) => fmtFixed(v) },
    ...data.topShares.map((share, i) => ({
      title: `联考前${fmtNum(share * 100)}%人数`,
      key: `top-${i}`,
      width: 120,
      sorter: (a: School, b: School) => (a.inTop[i] ?? 0) - (b.inTop[i] ?? 0),
      render: (_v: unknown, s: School) => s.inTop[i] ?? 0,
    })),
  ];

  return (
    <>
      <Card size="small" title="各校优秀率">
        <ReportChart option={option} ariaLabel="各校优秀率柱状图" />
      </Card>
      <Card size="small" title="优秀学校（按优秀率）">
        <Table<School> rowKey="schoolKey" size="small" aria-label="优秀学校表" columns={columns} dataSource={data.schools} pagination={false} scroll={{ x: 800 }} rowClassName={mineRowClass} />
        <Typography.Text className="joint-note">优秀率、良好率按学校报告设置的优秀线、良好线计算；联考前 N% 人数为该校考生中联考名次在前 N% 的人数。</Typography.Text>
      </Card>
    </>
  );
}
