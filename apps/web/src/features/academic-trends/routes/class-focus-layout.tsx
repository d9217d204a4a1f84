import { Card, Empty, Result, Space, Spin, Tabs } from 'antd';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { paths } from '../../../app/paths';
import { useSession } from '../../../app/session/session-context';
import { ClazzSelect } from '../components/clazz-select';
import { SubjectTag } from '../components/subject-tag';
import type { ClassFocusContext } from '../lib/class-focus-context';
import { useClazzChoice } from '../lib/use-clazz-choice';
import '../trends.css';

const TABS = [
  { key: 'classtrend', label: '班级走势' },
  { key: 'exampoint', label: '知识点掌握' },
  { key: 'scoreuptreasure', label: '提分宝' },
];

/** /academic/classfocus (班级关注): a class of the term in the current subject; the tabs are child routes. */
export default function ClassFocusLayout() {
  const session = useSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const choice = useClazzChoice(['examId']);
  const { clazz, clazzList, search, update } = choice;
  const segment = pathname.slice(paths.academicClassFocus.length + 1).split('/')[0] ?? '';

  // The tabs are child routes: the bare section opens the first one (its index redirect may not render yet).
  if (pathname === paths.academicClassFocus) return <Navigate to={{ pathname: paths.academicClassTrend, search: search.toString() }} replace />;

  let content;
  if (choice.loading) content = <Spin style={{ display: 'block', margin: 48 }} />;
  else if (choice.failed) content = <Result status="warning" title="加载失败" subTitle="无法加载本学期的班级，请稍后刷新重试" />;
  else if (session.subjectId == null) content = <Empty description="请先在页面右上角选择学科" />;
  else if (!clazz) content = <Empty description={`本学期没有您可查看${session.subjectName}成绩的班级`} />;
  else {
    const context: ClassFocusContext = {
      clazzId: clazz.clazzId,
      clazzName: clazz.clazzName,
      subjectId: session.subjectId,
      subjectName: session.subjectName,
      search,
      update,
    };
    content = <Outlet key={`${clazz.clazzId}-${session.subjectId}`} context={context} />;
  }

  return (
    <div className="trends-page">
      <Card size="small" className="trends-filter-bar">
        <Space size={16} wrap>
          <Space size={6}>
            <span className="filter-label">班级</span>
            <ClazzSelect clazzes={clazzList} value={clazz?.clazzId ?? null} onChange={(v) => update({ clazzId: String(v), examId: null })} />
          </Space>
          <SubjectTag name={session.subjectName} />
        </Space>
      </Card>
      <Card size="small" className="trends-main">
        <Tabs
          className="trends-tabs"
          activeKey={segment}
          onChange={(key) => navigate({ pathname: `${paths.academicClassFocus}/${key}`, search: search.toString() })}
          items={TABS}
        />
        {content}
      </Card>
    </div>
  );
}
