import { Menu } from 'antd';
import { AlertOutlined, AuditOutlined, BarChartOutlined, EyeOutlined, FileSearchOutlined, OrderedListOutlined, SettingOutlined, StarOutlined, TeamOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { isGradeLeader } from '@app/contract';
import { paths } from '../../../app/paths';
import { useSession } from '../../../app/session/session-context';
import { markingExamsQuery } from '../api/exams';
import { tasksQuery } from '../api/tasks';
import '../marking.css';

/** Who a section is for: everyone, teachers managing an exam's marking, arbiters, those who see problem papers, grade leaders. */
type Audience = 'all' | 'managers' | 'arbiters' | 'problems' | 'leaders';
type Section = { key: string; label: string; icon: React.ReactNode; also: string[]; for: Audience };

const SECTIONS: Section[] = [
  { key: paths.markingList, label: '阅卷任务', icon: <OrderedListOutlined />, also: [], for: 'all' },
  { key: paths.markingAssign, label: '阅卷设置', icon: <SettingOutlined />, also: [], for: 'managers' },
  { key: paths.markingProgress, label: '阅卷进度', icon: <BarChartOutlined />, also: [paths.markingProgressV2], for: 'all' },
  { key: paths.markingProblem, label: '问题卷', icon: <AlertOutlined />, also: [paths.markingProblemV2], for: 'problems' },
  { key: paths.markingArbitration, label: '仲裁', icon: <TeamOutlined />, also: [], for: 'arbiters' },
  { key: paths.markingSpecialAnswer, label: '典型答卷', icon: <StarOutlined />, also: [], for: 'all' },
  { key: paths.markingAutoJdt, label: '空白卷识别', icon: <FileSearchOutlined />, also: [], for: 'managers' },
  { key: paths.markingAudit, label: '空白卷审核', icon: <AuditOutlined />, also: [], for: 'managers' },
  { key: paths.markingProgressSupervise, label: '阅卷督导', icon: <EyeOutlined />, also: [], for: 'leaders' },
];

/** Work screens take the whole page: the sections menu is left out there. */
const WORK_PREFIXES = [paths.markingTask + '/', paths.markingTaskV2 + '/'];

/** /marking (网上阅卷): its sections, then the page. */
export default function MarkingLayout() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { teacher } = useSession();
  const tasks = useQuery(tasksQuery(false));
  const exams = useQuery(markingExamsQuery(1));
  if (WORK_PREFIXES.some((p) => pathname.startsWith(p))) return <Outlet />;
  const leader = isGradeLeader(teacher.posts);
  // Until the lists arrive every section shows, so the menu does not jump for managers.
  const known = tasks.data != null && exams.data != null;
  const manager = !known || leader || (exams.data?.total ?? 0) > 0 || (tasks.data ?? []).some((t) => t.isManager);
  const allowed: Record<Audience, boolean> = {
    all: true,
    managers: manager,
    arbiters: manager || (tasks.data ?? []).some((t) => t.groups.some((g) => g.roles.includes('arbiter'))),
    problems: manager || (tasks.data ?? []).some((t) => t.showProblems),
    leaders: leader,
  };
  const sections = SECTIONS.filter((s) => allowed[s.for]);
  const current = sections.find((s) => [s.key, ...s.also].some((p) => pathname === p || pathname.startsWith(p + '/')))?.key;
  return (
    <div className="page mk-page">
      <Menu
        className="mk-nav"
        mode="horizontal"
        aria-label="网上阅卷导航"
        selectedKeys={current ? [current] : []}
        items={sections.map((s) => ({ key: s.key, icon: s.icon, label: s.label, onClick: () => navigate(s.key) }))}
      />
      <Outlet />
    </div>
  );
}
