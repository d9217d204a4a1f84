import { useState } from 'react';
import { App, Card, Empty, Result, Skeleton, Space, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../app/paths';
import { clazzSummaryQuery } from '../api/clazz-summary';
import { studentTabsQuery } from '../api/student-tabs';
import { ScoreBandChart } from '../components/score-band-chart';
import { StudentTable } from '../components/student-table';
import { ScoreEditModal } from '../components/score-edit-modal';
import { examGroupQuery, useSetMissExam } from '../api/score-edits';
import { StudentTabsList } from '../components/student-tabs-list';
import { SummaryCards } from '../components/summary-cards';
import { useExamDetail } from '../lib/exam-detail-context';
import { fmtFixed, fmtNum } from '../../../lib/report-format';

/** 成绩概况 (classinfo): statistics cards, score bands, the student table and the student tabbed list. */
export default function ClassInfoPage() {
  const { examId, clazzId, clazzName } = useExamDetail();
  const navigate = useNavigate();
  const summary = useQuery(clazzSummaryQuery(examId, clazzId));
  const tabs = useQuery(studentTabsQuery(examId, clazzId));
  const { modal, message } = App.useApp();
  const group = useQuery(examGroupQuery(summary.data?.exam.examGroupId ?? null));
  const miss = useSetMissExam(examId);
  const [editing, setEditing] = useState<{ studentId: number; studentName: string } | null>(null);
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
      <Card
        size="small"
        title="学生成绩"
        extra={
          d.compareCohort != null ? (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              名次变化：与上一次同类考试相比，按两次都参加的 {d.compareCohort} 名学生重新排名计算
            </Typography.Text>
          ) : null
        }
      >
        <StudentTable
          students={d.students}
          onOpen={(s) => openAnswer(s.studentId)}
          manage={
            group.data?.canManage
              ? {
                  onEdit: (s) => setEditing({ studentId: s.studentId, studentName: s.studentName }),
                  onToggleMiss: (s) =>
                    modal.confirm({
                      title: s.missExam ? `取消${s.studentName}的缺考？` : `将${s.studentName}设为缺考？`,
                      content: s.missExam ? '取消后按已录入的成绩重新统计。' : '缺考学生不参与本次考试的任何统计，成绩保留可随时恢复。',
                      okText: '确定',
                      onOk: async () => {
                        await miss.mutateAsync({ studentId: s.studentId, missExam: !s.missExam });
                        message.success('已保存，报告已更新');
                      },
                    }),
                }
              : undefined
          }
        />
        <ScoreEditModal examId={examId} target={editing} onClose={() => setEditing(null)} />
      </Card>
      <Card size="small" title="重点关注学生">
        {tabs.isPending ? <Skeleton active /> : tabs.isError ? <Empty description="名单加载失败" /> : <StudentTabsList data={tabs.data} onOpen={(s) => openAnswer(s.studentId)} />}
      </Card>
    </Space>
  );
}
