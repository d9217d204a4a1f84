import { useEffect, useMemo } from 'react';
import { Button, Card, Empty, Result, Select, Space, Spin, Tabs, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { paths } from '../../../app/paths';
import { useSession } from '../../../app/session/session-context';
import { clazzStudentsQuery } from '../api/clazz-students';
import { ClazzSelect } from '../components/clazz-select';
import { SubjectTag } from '../components/subject-tag';
import { positiveInt } from '../../../lib/report-format';
import type { StudentContext } from '../lib/student-context';
import { useClazzChoice } from '../lib/use-clazz-choice';
import '../trends.css';

const TABS = [
  { key: 'scoreTrend', label: '成绩走势' },
  { key: 'scoreHistory', label: '历次成绩' },
  { key: 'examCount', label: '考试次数' },
  { key: 'pointDetail', label: '知识点详情' },
  { key: 'improveGuide', label: '提分建议' },
  { key: 'holidySummaryIndex', label: '假期总结' },
  { key: 'holidyPaper', label: '假期练习卷' },
];

/**
 * /academic/studentanalyse (学生分析): a class, then one of its students (?clazzId=&studentId=),
 * in the current subject; the tabs are child routes.
 */
export default function StudentAnalyseLayout() {
  const session = useSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const choice = useClazzChoice(['studentId']);
  const { clazz, clazzList, search, update, navigating } = choice;
  const students = useQuery(clazzStudentsQuery(clazz?.clazzId ?? null));
  const roll = useMemo(() => students.data ?? [], [students.data]);
  const urlStudentId = positiveInt(search.get('studentId'));
  const student = roll.find((s) => s.studentId === urlStudentId) ?? null;
  const segment = pathname.slice(paths.academicStudentAnalyse.length + 1).split('/')[0] ?? '';

  // A student who is not in the chosen class (an old link, another class) is dropped.
  useEffect(() => {
    if (!navigating.now() && students.isSuccess && urlStudentId != null && !student && search.get('clazzId') === String(clazz?.clazzId)) update({ studentId: null }, true);
  }, [students.isSuccess, urlStudentId, student, clazz?.clazzId, navigating.pending]);

  const pick = (studentId: number) => update({ studentId: String(studentId) });

  // The tabs are child routes: the bare section opens the first one (its index redirect may not render yet).
  if (pathname === paths.academicStudentAnalyse) return <Navigate to={{ pathname: paths.academicScoreTrend, search: search.toString() }} replace />;

  let content;
  if (choice.loading) content = <Spin style={{ display: 'block', margin: 48 }} />;
  else if (choice.failed) content = <Result status="warning" title="加载失败" subTitle="无法加载本学期的班级，请稍后刷新重试" />;
  else if (session.subjectId == null) content = <Empty description="请先在页面右上角选择学科" />;
  else if (!clazz) content = <Empty description={`本学期没有您可查看${session.subjectName}成绩的班级`} />;
  else if (students.isPending) content = <Spin style={{ display: 'block', margin: 48 }} />;
  else if (students.isError) content = <Result status="warning" title="学生名单加载失败" />;
  else if (!roll.length) content = <Empty description={`${clazz.clazzName}还没有学生`} />;
  else if (!student)
    content = (
      <div className="trends-page">
        <Empty description="请选择一名学生查看其学情分析" />
        <div className="trends-student-pick" role="list" aria-label="学生名单">
          {roll.map((s) => (
            <Button key={s.studentId} role="listitem" onClick={() => pick(s.studentId)}>
              {s.studentName}
            </Button>
          ))}
        </div>
      </div>
    );
  else {
    const context: StudentContext = {
      clazzId: clazz.clazzId,
      clazzName: clazz.clazzName,
      studentId: student.studentId,
      studentName: student.studentName,
      studentNum: student.studentNum,
      subjectId: session.subjectId,
      subjectName: session.subjectName,
      search: search.toString(),
    };
    content = (
      <>
        <Tabs
          className="trends-tabs no-print"
          activeKey={segment}
          onChange={(key) => navigate({ pathname: `${paths.academicStudentAnalyse}/${key}`, search: search.toString() })}
          items={TABS}
        />
        <Outlet key={`${student.studentId}-${session.subjectId}`} context={context} />
      </>
    );
  }

  return (
    <div className="trends-page">
      <Card size="small" className="trends-filter-bar no-print">
        <Space size={16} wrap>
          <Space size={6}>
            <span className="filter-label">班级</span>
            <ClazzSelect clazzes={clazzList} value={clazz?.clazzId ?? null} onChange={(v) => update({ clazzId: String(v), studentId: null })} />
          </Space>
          <Space size={6}>
            <span className="filter-label">学生</span>
            <Select
              aria-label="学生"
              style={{ width: 200 }}
              placeholder="输入姓名或学号"
              loading={students.isFetching}
              value={student?.studentId}
              showSearch={{ optionFilterProp: 'label' }}
              options={roll.map((s) => ({ value: s.studentId, label: `${s.studentName} ${s.studentNum}` }))}
              onChange={pick}
            />
          </Space>
          <SubjectTag name={session.subjectName} />
        </Space>
      </Card>
      <Card size="small" className="trends-main">
        {student && clazz && (
          <div className="trends-student-head no-print">
            <Typography.Title level={4} data-testid="student-name">
              {student.studentName}
            </Typography.Title>
            <Typography.Text type="secondary">
              学号 {student.studentNum} · {clazz.clazzName}
            </Typography.Text>
            <Tag color="blue">{session.subjectName}</Tag>
          </div>
        )}
        {content}
      </Card>
    </div>
  );
}
