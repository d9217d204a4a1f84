import { Menu } from 'antd';
import { AlertOutlined, AuditOutlined, BarChartOutlined, EyeOutlined, FileSearchOutlined, OrderedListOutlined, SettingOutlined, StarOutlined, TeamOutlined } from '@ant-design/icons';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { isGradeLeader } from '@app/contract';
import { paths } from '../../../app/paths';
import { useSession } from '../../../app/session/session-context';
import '../marking.css';

type Section = { key: string; label: string; icon: React.ReactNode; also: string[]; leadersOnly?: boolean };

const SECTIONS: Section[] = [
  { key: paths.markingList, label: '阅卷任务', icon: <OrderedListOutlined />, also: [] },
  { key: paths.markingAssign, label: '阅卷设置', icon: <SettingOutlined />, also: [] },
  { key: paths.markingProgress, label: '阅卷进度', icon: <BarChartOutlined />, also: [paths.markingProgressV2] },
  { key: paths.markingProblem, label: '问题卷', icon: <AlertOutlined />, also: [paths.markingProblemV2] },
  { key: paths.markingArbitration, label: '仲裁', icon: <TeamOutlined />, also: [] },
  { key: paths.markingSpecialAnswer, label: '典型答卷', icon: <StarOutlined />, also: [] },
  { key: paths.markingAutoJdt, label: '空白卷识别', icon: <FileSearchOutlined />, also: [] },
  { key: paths.markingAudit, label: '空白卷审核', icon: <AuditOutlined />, also: [] },
  { key: paths.markingProgressSupervise, label: '阅卷督导', icon: <EyeOutlined />, also: [], leadersOnly: true },
];

/** Work screens take the whole page: the sections menu is left out there. */
const WORK_PREFIXES = [paths.markingTask + '/', paths.markingTaskV2 + '/'];

/** /marking (网上阅卷): its sections, then the page. */
export default function MarkingLayout() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { teacher } = useSession();
  if (WORK_PREFIXES.some((p) => pathname.startsWith(p))) return <Outlet />;
  const leader = isGradeLeader(teacher.posts);
  const sections = SECTIONS.filter((s) => !s.leadersOnly || leader);
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
