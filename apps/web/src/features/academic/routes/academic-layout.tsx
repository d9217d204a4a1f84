import { Menu } from 'antd';
import { AuditOutlined, BarChartOutlined, ExceptionOutlined, HistoryOutlined, LineChartOutlined, OrderedListOutlined, ProfileOutlined, SettingOutlined, TeamOutlined, UserOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { menuEntriesFor, type TMenuKey } from '@app/contract';
import { paths } from '../../../app/paths';
import { useSession } from '../../../app/session/session-context';
import { lastExamDetailSearch } from '../lib/last-exam-detail';

/** Icons and the other paths that belong to a section; which sections a teacher sees is the contract's menu table. */
const LOOK: Partial<Record<TMenuKey, { icon: ReactNode; also?: string[] }>> = {
  examdetail: { icon: <BarChartOutlined />, also: [paths.academicAnswer, paths.academicNoClazz] },
  examgroup: { icon: <ProfileOutlined /> },
  classfocus: { icon: <TeamOutlined /> },
  studentanalyse: { icon: <UserOutlined /> },
  trend: { icon: <LineChartOutlined /> },
  examhistory: { icon: <HistoryOutlined /> },
  rankinglist: { icon: <OrderedListOutlined /> },
  applylist: { icon: <AuditOutlined /> },
  wrongtopic: { icon: <ExceptionOutlined /> },
  reportsetting: { icon: <SettingOutlined />, also: [paths.academicScoreSetting] },
};

/** /academic (学情分析): its sections, then the page. */
export default function AcademicLayout() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { subjectId, teacher } = useSession();
  const sections = menuEntriesFor('academic', { posts: teacher.posts, section: teacher.section, subjectId }).map((e) => ({ key: e.path, label: e.label, icon: LOOK[e.key]?.icon, also: LOOK[e.key]?.also ?? [] }));
  const current = sections.find((s) => [s.key, ...s.also].some((p) => pathname === p || pathname.startsWith(p + '/')))?.key;
  return (
    <div className="page academic-page">
      <Menu
        className="academic-nav"
        mode="horizontal"
        aria-label="学情分析导航"
        selectedKeys={current ? [current] : []}
        items={sections.map((s) => ({ key: s.key, icon: s.icon, label: s.label, onClick: () => navigate({ pathname: s.key, search: s.key === paths.academicExamDetail ? lastExamDetailSearch(subjectId) : '' }) }))}
      />
      <Outlet />
    </div>
  );
}
