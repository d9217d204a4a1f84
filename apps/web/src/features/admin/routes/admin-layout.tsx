import { Menu } from 'antd';
import { AppstoreAddOutlined, AuditOutlined, CalendarOutlined, CloudUploadOutlined, DashboardOutlined, IdcardOutlined, RiseOutlined, TeamOutlined, UserOutlined } from '@ant-design/icons';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { paths } from '../../../app/paths';
import '../admin.css';

/** The area's sections, in the order a school works through them. */
export const ADMIN_SECTIONS = [
  { key: paths.adminOverview, label: '概览', icon: <DashboardOutlined /> },
  { key: paths.adminSemesters, label: '学期管理', icon: <CalendarOutlined /> },
  { key: paths.adminClasses, label: '班级管理', icon: <TeamOutlined /> },
  { key: paths.adminStudents, label: '学生管理', icon: <UserOutlined /> },
  { key: paths.adminTeachers, label: '教师账号', icon: <IdcardOutlined /> },
  { key: paths.adminImport, label: '批量导入', icon: <CloudUploadOutlined /> },
  { key: paths.adminRollover, label: '升年级', icon: <RiseOutlined /> },
  { key: paths.adminProducts, label: '资源开通', icon: <AppstoreAddOutlined /> },
  { key: paths.adminAudit, label: '操作日志', icon: <AuditOutlined /> },
] as const;

/** /admin (教务管理): the section menu, then the section. */
export default function AdminLayout() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const current = ADMIN_SECTIONS.find((s) => pathname === s.key || pathname.startsWith(s.key + '/'))?.key;
  return (
    <div className="page admin-page">
      <Menu
        className="academic-nav admin-nav"
        mode="horizontal"
        aria-label="教务管理导航"
        selectedKeys={current ? [current] : []}
        items={ADMIN_SECTIONS.map((s) => ({ key: s.key, icon: s.icon, label: s.label, onClick: () => navigate(s.key) }))}
      />
      <div className="admin-body">
        <Outlet />
      </div>
    </div>
  );
}
