import { useMemo } from 'react';
import { Card, Table, theme, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useQuery } from '@tanstack/react-query';
import type { TJointOverview } from '@app/contract';
import type { EChartOption } from '../../../components/echart';
import { compareNullable, DASH, DOWN_COLOR, fmtFixed, fmtNum, fmtPct, round } from '../../../lib/report-format';
import { overviewQuery } from '../api/overview';
import { betterThan, FigureCards, SignedRate, type Figure } from '../components/figures';
import { ReportChart } from '../components/report-chart';
import { ReportFrame } from '../components/report-frame';
import { byRank, UnionRow } from '../components/school-table';
import { mineRowClass, SchoolName } from '../components/school-name';
import { useReportParams } from '../lib/report-params';

type School = TJointOverview['schools'][number];

/** 联考概况 (jointdetail): the union's figures, every school against it, and the schools' averages. */
export default function OverviewPage() {
  const { jointId, subjectId } = useReportParams();
  const overview = useQuery({ ...overviewQuery(jointId ?? 0, subjectId), enabled: jointId != null });
  return (
    <ReportFrame title="联考概况" query={overview} head={(d) => d}>
      {(d) => <OverviewBody data={d} />}
    </ReportFrame>
  );
}

function OverviewBody({ data }: { data: TJointOverview }) {
  const { token } = theme.useToken();
  const u = data.union;
  const schools = useMemo(() => byRank(data.schools), [data.schools]);
  const mine = schools.find((s) => s.mine);
  const mineSub = (text: string | null) => (mine && text != null ? ` · 本校 ${text}` : '');

  const cards: Figure[] = [
    { key: 'schools', title: '参考学校', value: schools.length, sub: `参考班级 ${data.classCount} 个` },
    { key: 'participants', title: '参考人数', value: u.participants, sub: `缺考 ${u.absent} 人`, tip: '参加考试（未缺考）的学生人数，缺考学生不计入任何统计' },
    { key: 'average', title: '平均分', value: fmtFixed(u.average), sub: `满分 ${fmtNum(data.fullScore)}${mineSub(mine ? fmtFixed(mine.average) : null)}`, tip: '参考学生得分之和 ÷ 参考人数' },
    { key: 'max', title: '最高分', value: fmtNum(u.max), sub: mine ? `本校 ${fmtNum(mine.max)}` : undefined },
    { key: 'min', title: '最低分', value: fmtNum(u.min), sub: mine ? `本校 ${fmtNum(mine.min)}` : undefined },
    { key: 'median', title: '中位数', value: fmtNum(u.median), sub: mine ? `本校 ${fmtNum(mine.median)}` : undefined, tip: '成绩排序后位于中间的分数（偶数人时取中间两人的平均）' },
    { key: 'stdDev', title: '标准差', value: fmtFixed(u.stdDev), sub: mine ? `本校 ${fmtFixed(mine.stdDev)}` : undefined, tip: '成绩的离散程度（总体标准差）：越大表示分数越分散，本身无好坏之分' },
    { key: 'pass', title: '及格率', value: fmtPct(u.pass.rate), sub: `${u.pass.count} 人${mineSub(mine ? fmtPct(mine.pass.rate) : null)}` },
    { key: 'good', title: '良好率', value: fmtPct(u.good.rate), sub: `${u.good.count} 人${mineSub(mine ? fmtPct(mine.good.rate) : null)}` },
    { key: 'excellent', title: '优秀率', value: fmtPct(u.excellent.rate), sub: `${u.excellent.count} 人${mineSub(mine ? fmtPct(mine.excellent.rate) : null)}` },
    { key: 'low', title: '低分率', value: fmtPct(u.low.rate), sub: `${u.low.count} 人${mineSub(mine ? fmtPct(mine.low.rate) : null)}`, tip: '低分率越低越好' },
  ];
  if (mine)
    cards.push(
      { key: 'rank', title: '本校名次', value: mine.rank != null ? `${mine.rank}/${schools.length}` : DASH, sub: '按学校平均分排名', tip: '本校平均分在参考学校中的名次，1 为最好' },
      { key: 'aboveAverage', title: '本校超均率', value: fmtPct(mine.aboveAverageRate), sub: '（本校均分 − 联考均分）÷ 联考均分', better: betterThan(mine.aboveAverageRate, 0) },
    );

  const option = useMemo<EChartOption>(
    () => ({
      color: [token.colorPrimary],
      grid: { left: 48, right: 24, top: 32, bottom: 48 },
      tooltip: { trigger: 'axis' },
      xAxis: { type: 'category', data: schools.map((s) => (s.mine ? `${s.schoolName}（本校）` : s.schoolName)), axisLabel: { interval: 0, rotate: schools.length > 8 ? 30 : 0 } },
      yAxis: { type: 'value', name: '平均分', max: data.fullScore },
      series: [
        {
          name: '学校平均分',
          type: 'bar',
          barMaxWidth: 36,
          label: { show: true, position: 'top', formatter: (p: unknown) => fmtFixed((p as { value: number | null }).value) },
          data: schools.map((s) => ({ value: round(s.average, 2), itemStyle: s.mine ? { color: token.colorWarning } : undefined })),
          markLine: u.average == null ? undefined : { symbol: 'none', data: [{ yAxis: round(u.average, 2) ?? 0, name: '联考平均分' }], label: { formatter: '联考平均分 {c}', position: 'insideEndTop' }, lineStyle: { color: DOWN_COLOR, type: 'dashed' } },
        },
      ],
    }),
    [schools, data.fullScore, u.average, token.colorPrimary, token.colorWarning],
  );

  const columns: ColumnsType<School> = [
    { title: '排名', dataIndex: 'rank', width: 64, sorter: (a, b) => compareNullable(a.rank, b.rank), render: (v: number | null) => v ?? DASH },
    { title: '学校', key: 'school', render: (_v, s) => <SchoolName school={s} /> },
    { title: '参考人数', dataIndex: 'participants', sorter: (a, b) => a.participants - b.participants },
    { title: '缺考', dataIndex: 'absent' },
    { title: '平均分', dataIndex: 'average', sorter: (a, b) => compareNullable(a.average, b.average), render: (v: number | null) => fmtFixed(v) },
    { title: '超均率', dataIndex: 'aboveAverageRate', sorter: (a, b) => compareNullable(a.aboveAverageRate, b.aboveAverageRate), render: (v: number | null) => <SignedRate rate={v} /> },
    { title: '最高分', dataIndex: 'max', render: (v: number | null) => fmtNum(v) },
    { title: '最低分', dataIndex: 'min', render: (v: number | null) => fmtNum(v) },
    { title: '中位数', dataIndex: 'median', render: (v: number | null) => fmtNum(v) },
    { title: '标准差', dataIndex: 'stdDev', render: (v: number | null) => fmtFixed(v) },
    { title: '及格率', key: 'pass', sorter: (a, b) => compareNullable(a.pass.rate, b.pass.rate), render: (_v, s) => fmtPct(s.pass.rate) },
    { title: '良好率', key: 'good', sorter: (a, b) => compareNullable(a.good.rate, b.good.rate), render: (_v, s) => fmtPct(s.good.rate) },
    { title: '优秀率', key: 'excellent', sorter: (a, b) => compareNullable(a.excellent.rate, b.excellent.rate), render: (_v, s) => fmtPct(s.excellent.rate) },
    { title: '低分率', key: 'low', sorter: (a, b) => compareNullable(a.low.rate, b.low.rate), render: (_v, s) => fmtPct(s.low.rate) },
  ];

  return (
    <>
      <FigureCards items={cards} />
      <Card size="small" title="各校成绩">
        <Table<School>
          rowKey="schoolKey"
          size="small"
          aria-label="各校成绩表"
          columns={columns}
          dataSource={schools}
          pagination={false}
          scroll={{ x: 1100 }}
          rowClassName={mineRowClass}
          summary={() => (
            <UnionRow
              span={2}
              cells={[
                u.participants,
                u.absent,
                fmtFixed(u.average),
                DASH,
                fmtNum(u.max),
                fmtNum(u.min),
                fmtNum(u.median),
                fmtFixed(u.stdDev),
                fmtPct(u.pass.rate),
                fmtPct(u.good.rate),
                fmtPct(u.excellent.rate),
                fmtPct(u.low.rate),
              ]}
            />
          )}
        />
        <Typography.Text className="joint-note">排名按学校平均分；超均率 =（学校平均分 − 联考平均分）÷ 联考平均分，越高越好；低分率越低越好。</Typography.Text>
      </Card>
      <Card size="small" title={`各校平均分（虚线为联考平均分 ${fmtFixed(u.average)}）`}>
        <ReportChart option={option} ariaLabel="各校平均分与联考平均分柱状图" />
      </Card>
    </>
  );
}
