import { Menu } from 'antd';
import { BookOutlined, FileTextOutlined, FormOutlined, PrinterOutlined, TeamOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { menuEntriesFor, type TMenuKey } from '@app/contract';
import { useSession } from '../../../app/session/session-context';
import '../school-paper.css';

const ICONS: Partial<Record<TMenuKey, ReactNode>> = {
  schoolPaperMy: <FileTextOutlined />,
  schoolPaperHomework: <FormOutlined />,
  schoolPaperShared: <TeamOutlined />,
  schoolPaperPrint: <PrinterOutlined />,
  schoolResources: <BookOutlined />,
};

/** /schoolpaper (校本资源): the area's section menu (the contract's menu table), then the page. */
export default function SchoolPaperLayout() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { posts, section, accountKind } = useSession().teacher;
  const { subjectId } = useSession();
  const sections = menuEntriesFor('school', { posts, section, subjectId, accountKind });
  const current = sections.find((s) => pathname === s.path || pathname.startsWith(s.path + '/'))?.path ?? sections[0]?.path ?? '';
  return (
    <div className="page sp-page">
      <Menu
        className="academic-nav"
        mode="horizontal"
        aria-label="校本资源导航"
        selectedKeys={[current]}
        items={sections.map((s) => ({ key: s.path, icon: ICONS[s.key], label: s.label, onClick: () => navigate(s.path) }))}
      />
      <div className="sp-body">
        <Outlet />
      </div>
    </div>
  );
}
