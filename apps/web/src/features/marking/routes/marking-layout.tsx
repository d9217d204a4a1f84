import { Menu } from 'antd';
import { AlertOutlined, AuditOutlined, BarChartOutlined, EyeOutlined, FileSearchOutlined, OrderedListOutlined, SettingOutlined, StarOutlined, TeamOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Outlet, useLocation, useNavigate } from 'react-router';
import type { ReactNode } from 'react';
import { isGradeLeader, menuEntriesFor, type TMenuKey } from '@app/contract';
import { paths } from '../../../app/paths';
import { useSession } from '../../../app/session/session-context';
import { markingExamsQuery } from '../api/exams';
import { tasksQuery } from '../api/tasks';
import '../marking.css';

/**
 * Who a section is for beyond the contract's menu table (posts, subject, section): everyone,
 * teachers managing an exam's marking, arbiters, those who see problem papers. These depend on
 * the teacher's marking tasks, which only this area loads.
 */
type Audience = 'all' | 'managers' | 'arbiters' | 'problems';

const LOOK: Partial<Record<TMenuKey, { icon: ReactNode; also?: string[]; for: Audience }>> = {
  markingList: { icon: <OrderedListOutlined />, for: 'all' },
  markingAssign: { icon: <SettingOutlined />, for: 'managers' },
  markingProgress: { icon: <BarChartOutlined />, also: [paths.markingProgressV2], for: 'all' },
  markingProblem: { icon: <AlertOutlined />, also: [paths.markingProblemV2], for: 'problems' },
  markingArbitration: { icon: <TeamOutlined />, for: 'arbiters' },
  markingSpecialAnswer: { icon: <StarOutlined />, for: 'all' },
  markingAutoJdt: { icon: <FileSearchOutlined />, for: 'managers' },
  markingAudit: { icon: <AuditOutlined />, for: 'managers' },
  markingSupervise: { icon: <EyeOutlined />, for: 'all' },
};

/** Work screens take the whole page: the sections menu is left out there. */
const WORK_PREFIXES = [paths.markingTask + '/', paths.markingTaskV2 + '/'];

/** /marking (网上阅卷): its sections, then the page. */
export default function MarkingLayout() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { teacher, subjectId } = useSession();
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
  };
  const sections = menuEntriesFor('marking', { posts: teacher.posts, section: teacher.section, subjectId })
    .map((e) => ({ key: e.path, label: e.label, icon: LOOK[e.key]?.icon, also: LOOK[e.key]?.also ?? [], for: LOOK[e.key]?.for ?? 'all' }))
    .filter((s) => allowed[s.for]);
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
