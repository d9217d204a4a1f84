import { Button, Result, Spin } from 'antd';
import { FullscreenExitOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../app/paths';
import { clazzSummaryQuery } from '../api/clazz-summary';
import { examDetailQuery } from '../api/exam-detail';
import { ScoreBandChart } from '../components/score-band-chart';
import { fmtFixed, fmtNum, fmtPct, positiveInt } from '../../../lib/report-format';
import '../tools.css';

/** /academic/fullscreen?examId=&clazzId=: the class page of an exam in large type, for projecting in class (no site header). */
export default function FullScreenPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const examId = positiveInt(search.get('examId'));
  const clazzId = positiveInt(search.get('clazzId'));
  const summary = useQuery(clazzSummaryQuery(examId, clazzId));
  const detail = useQuery(examDetailQuery(examId));

  const exit = () => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    navigate({ pathname: paths.academicClassInfo, search: examId && clazzId ? `?clazzId=${clazzId}&examId=${examId}` : '' });
  };
  const exitButton = (
    <Button size="large" icon={<FullscreenExitOutlined />} onClick={exit}>
      退出全屏
    </Button>
  );

  if (examId == null || clazzId == null) return <Result status="warning" title="缺少考试或班级" extra={exitButton} />;
  if (summary.isPending || detail.isPending) return <Spin size="large" style={{ display: 'block', margin: 120 }} />;
  if (summary.isError) return <Result status="info" title="暂无该班级的成绩" subTitle={summary.error.message} extra={exitButton} />;
  const d = summary.data;
  const c = d.clazz;
  const g = d.grade;
  const clazzName = detail.data?.clazzes.find((x) => x.clazzId === clazzId)?.clazzName ?? '';
  const figures = [
    { key: 'average', label: '平均分', value: fmtFixed(c.average), sub: `年级 ${fmtFixed(g.average)}` },
    { key: 'rank', label: '班级排名', value: c.rank != null ? `${c.rank}/${d.clazzCount}` : '-', sub: `共 ${d.clazzCount} 个班级` },
    { key: 'max', label: '最高分', value: fmtNum(c.max), sub: `年级 ${fmtNum(g.max)}` },
    { key: 'pass', label: '及格率', value: fmtPct(c.pass.rate), sub: `${c.pass.count} 人 · 年级 ${fmtPct(g.pass.rate)}` },
    { key: 'excellent', label: '优秀率', value: fmtPct(c.excellent.rate), sub: `${c.excellent.count} 人 · 年级 ${fmtPct(g.excellent.rate)}` },
    { key: 'participants', label: '参考人数', value: String(c.participants), sub: `缺考 ${c.absent} 人` },
  ];
  return (
    <div className="fs-page">
      <div className="fs-head">
        <div>
          <h1 className="fs-title">
            {clazzName} · {d.exam.name} · {d.exam.subjectName}
          </h1>
          <div className="fs-sub">
            {d.exam.examDate} · 满分 {fmtNum(d.exam.fullScore)} 分 · 及格线 {fmtNum(d.lines.pass)} 分 · 优秀线 {fmtNum(d.lines.excellent)} 分
          </div>
        </div>
        {exitButton}
      </div>
      <div className="fs-figures">
        {figures.map((f) => (
          <div key={f.key} className="fs-figure" aria-label={f.label}>
            <div className="fs-figure-label">{f.label}</div>
            <div className="fs-figure-value" data-testid={`fs-${f.key}`}>
              {f.value}
            </div>
            <div className="fs-figure-sub">{f.sub}</div>
          </div>
        ))}
      </div>
      <div className="fs-chart">
        <div className="fs-chart-title">分数段分布（班级与年级人数占比）</div>
        <ScoreBandChart clazz={c} grade={g} height={380} large style={{ height: 'max(320px, calc(100vh - 330px))' }} />
      </div>
    </div>
  );
}
