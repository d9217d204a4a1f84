import { Menu } from 'antd';
import { AuditOutlined, BarChartOutlined, ExceptionOutlined, HistoryOutlined, LineChartOutlined, OrderedListOutlined, ProfileOutlined, SettingOutlined, TeamOutlined, UserOutlined } from '@ant-design/icons';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { paths } from '../../../app/paths';
import { useSession } from '../../../app/session/session-context';
import { lastExamDetailSearch } from '../lib/last-exam-detail';

const SECTIONS = [
  { key: paths.academicExamDetail, label: '考试分析', icon: <BarChartOutlined />, also: [paths.academicAnswer, paths.academicNoClazz] },
  { key: paths.academicExamGroup, label: '考试管理', icon: <ProfileOutlined />, also: [] },
  { key: paths.academicClassFocus, label: '班级关注', icon: <TeamOutlined />, also: [] },
  { key: paths.academicStudentAnalyse, label: '学生分析', icon: <UserOutlined />, also: [] },
  { key: paths.academicTrend, label: '成绩趋势', icon: <LineChartOutlined />, also: [] },
  { key: paths.academicExamHistory, label: '历史考试', icon: <HistoryOutlined />, also: [] },
  { key: paths.academicRankingList, label: '成绩排名', icon: <OrderedListOutlined />, also: [] },
  { key: paths.academicApplyList, label: '成绩复核', icon: <AuditOutlined />, also: [] },
  { key: paths.academicWrongTopic, label: '错题重练', icon: <ExceptionOutlined />, also: [] },
  { key: paths.academicReportSetting, label: '报告设置', icon: <SettingOutlined />, also: [paths.academicScoreSetting] },
];

/** /academic (学情分析): its sections, then the page. */
export default function AcademicLayout() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { subjectId } = useSession();
  const current = SECTIONS.find((s) => [s.key, ...s.also].some((p) => pathname === p || pathname.startsWith(p + '/')))?.key;
  return (
    <div className="page academic-page">
      <Menu
        className="academic-nav"
        mode="horizontal"
        aria-label="学情分析导航"
        selectedKeys={current ? [current] : []}
        items={SECTIONS.map((s) => ({ key: s.key, icon: s.icon, label: s.label, onClick: () => navigate({ pathname: s.key, search: s.key === paths.academicExamDetail ? lastExamDetailSearch(subjectId) : '' }) }))}
      />
      <Outlet />
    </div>
  );
}
