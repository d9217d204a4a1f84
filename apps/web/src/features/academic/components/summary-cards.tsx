import type { ReactNode } from 'react';
import { Card, Col, Row } from 'antd';
import type { TClazzSummary } from '../api/clazz-summary';
import { DOWN_COLOR, fmtFixed, fmtNum, fmtPct, UP_COLOR } from '../../../lib/report-format';
import { DirectionHint, type Direction } from './direction-hint';

type Item = { key: string; title: string; value: ReactNode; sub: ReactNode; dir: Direction; tip: string; better?: boolean | null };

/** Whether the class did better than the grade on a figure, given which direction is better. */
function better(clazz: number | null, grade: number | null, dir: Direction): boolean | null {
  if (clazz == null || grade == null || dir === 'neutral' || clazz === grade) return null;
  return dir === 'up' ? clazz > grade : clazz < grade;
}

/** The class's statistics cards, each against the grade and with the better direction. */
export function SummaryCards({ data }: { data: TClazzSummary }) {
  const c = data.clazz;
  const g = data.grade;
  const items: Item[] = [
    { key: 'participants', title: '参考人数', value: c.participants, sub: `全年级 ${g.participants} 人`, dir: 'neutral', tip: '本班参加考试（未缺考）的学生人数' },
    { key: 'absent', title: '缺考', value: c.absent, sub: `全年级 ${g.absent} 人`, dir: 'neutral', tip: '缺考学生不计入任何统计' },
    {
      key: 'average',
      title: '平均分',
      value: fmtFixed(c.average),
      sub: `年级平均分 ${fmtFixed(g.average)}`,
      dir: 'up',
      tip: '参考学生得分之和 ÷ 参考人数',
      better: better(c.average, g.average, 'up'),
    },
    { key: 'max', title: '最高分', value: fmtNum(c.max), sub: `年级最高 ${fmtNum(g.max)}`, dir: 'up', tip: '本班参考学生中的最高分' },
    { key: 'min', title: '最低分', value: fmtNum(c.min), sub: `年级最低 ${fmtNum(g.min)}`, dir: 'up', tip: '本班参考学生中的最低分' },
    { key: 'median', title: '中位数', value: fmtNum(c.median), sub: `年级中位数 ${fmtNum(g.median)}`, dir: 'up', tip: '成绩排序后位于中间的分数（偶数人时取中间两人的平均）', better: better(c.median, g.median, 'up') },
    { key: 'stdDev', title: '标准差', value: fmtFixed(c.stdDev), sub: `年级标准差 ${fmtFixed(g.stdDev)}`, dir: 'neutral', tip: '成绩的离散程度（总体标准差）：越大表示分数越分散，本身无好坏之分' },
    {
      key: 'pass',
      title: '及格率',
      value: fmtPct(c.pass.rate),
      sub: `${c.pass.count} 人 · 年级 ${fmtPct(g.pass.rate)}`,
      dir: 'up',
      tip: `得分 ≥ 及格线 ${fmtNum(data.lines.pass)} 分的人数 ÷ 参考人数`,
      better: better(c.pass.rate, g.pass.rate, 'up'),
    },
    {
      key: 'excellent',
      title: '优秀率',
      value: fmtPct(c.excellent.rate),
      sub: `${c.excellent.count} 人 · 年级 ${fmtPct(g.excellent.rate)}`,
      dir: 'up',
      tip: `得分 ≥ 优秀线 ${fmtNum(data.lines.excellent)} 分的人数 ÷ 参考人数`,
      better: better(c.excellent.rate, g.excellent.rate, 'up'),
    },
    {
      key: 'low',
      title: '低分率',
      value: fmtPct(c.low.rate),
      sub: `${c.low.count} 人 · 年级 ${fmtPct(g.low.rate)}`,
      dir: 'down',
      tip: `得分 < 低分线 ${fmtNum(data.lines.low)} 分的人数 ÷ 参考人数`,
      better: better(c.low.rate, g.low.rate, 'down'),
    },
    {
      key: 'rank',
      title: '班级排名',
      value: c.rank != null ? `${c.rank}/${data.clazzCount}` : '-',
      sub: `共 ${data.clazzCount} 个班级`,
      dir: 'down',
      tip: '按班级平均分在年级各班中的名次，1 为最好',
    },
    {
      key: 'aboveAverage',
      title: '超均率',
      value: fmtPct(c.aboveAverageRate),
      sub: '（班级均分 − 年级均分）÷ 年级均分',
      dir: 'up',
      tip: '正数表示班级平均分高于年级平均分',
      better: c.aboveAverageRate != null && c.aboveAverageRate !== 0 ? c.aboveAverageRate > 0 : null,
    },
  ];
  return (
    <Row gutter={[12, 12]} className="summary-cards">
      {items.map((it) => (
        <Col key={it.key} xs={12} md={8} lg={6} xxl={4}>
          <Card size="small" className="summary-card" aria-label={it.title}>
            <div className="summary-card-head">
              <span className="summary-card-title">{it.title}</span>
              <DirectionHint dir={it.dir} tip={it.tip} lowerLabel={it.key === 'rank' ? '越小越好' : undefined} />
            </div>
            <div className="summary-card-value" data-testid={`card-${it.key}`} style={it.better == null ? undefined : { color: it.better ? UP_COLOR : DOWN_COLOR }}>
              {it.value}
            </div>
            <div className="summary-card-sub">{it.sub}</div>
          </Card>
        </Col>
      ))}
    </Row>
  );
}
