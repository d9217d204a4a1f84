import { Card, Empty, Result, Skeleton, Space, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../app/paths';
import { clazzSummaryQuery } from '../api/clazz-summary';
import { studentTabsQuery } from '../api/student-tabs';
import { ScoreBandChart } from '../components/score-band-chart';
import { StudentTable } from '../components/student-table';
import { StudentTabsList } from '../components/student-tabs-list';
import { SummaryCards } from '../components/summary-cards';
import { useExamDetail } from '../lib/exam-detail-context';
import { fmtFixed, fmtNum } from '../lib/format';

/** 成绩概况 (classinfo): statistics cards, score bands, the student table and the student tabbed list. */
export default function ClassInfoPage() {
  const { examId, clazzId, clazzName } = useExamDetail();
  const navigate = useNavigate();
  const summary = useQuery(clazzSummaryQuery(examId, clazzId));
  const tabs = useQuery(studentTabsQuery(examId, clazzId));
  // The answer API does not name the exam: the page gets it from here (not after a reload).
  const openAnswer = (studentId: number) =>
    navigate({ pathname: paths.academicAnswer, search: `?examId=${examId}&studentId=${studentId}` }, { state: { title: summary.data ? `${summary.data.exam.name} · ${summary.data.exam.subjectName} · ${clazzName}` : '' } });

  if (summary.isPending) return <Skeleton active paragraph={{ rows: 10 }} />;
  if (summary.isError) return <Result status="info" title="暂无该班级的成绩" subTitle={summary.error.message} />;
  const d = summary.data;
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <SummaryCards data={d} />
      <Typography.Text type="secondary" className="lines-note">
        满分 {fmtNum(d.exam.fullScore)} 分 · 及格线 {fmtNum(d.lines.pass)} 分 · 良好线 {fmtNum(d.lines.good)} 分 · 优秀线 {fmtNum(d.lines.excellent)} 分 · 低分线 {fmtNum(d.lines.low)} 分
        {d.alpha != null && ` · 试卷信度 α ${fmtFixed(d.alpha)}`}
        {' · '}
        <Link to={paths.academicScoreSetting}>分数线设置</Link>
      </Typography.Text>
      <Card size="small" title="分数段分布（班级与年级）">
        <ScoreBandChart clazz={d.clazz} grade={d.grade} />
      </Card>
      <Card size="small" title="学生成绩">
        <StudentTable students={d.students} onOpen={(s) => openAnswer(s.studentId)} />
      </Card>
      <Card size="small" title="重点关注学生">
        {tabs.isPending ? <Skeleton active /> : tabs.isError ? <Empty description="名单加载失败" /> : <StudentTabsList data={tabs.data} onOpen={(s) => openAnswer(s.studentId)} />}
      </Card>
    </Space>
  );
}
