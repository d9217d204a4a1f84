/**
 * 教务管理 (school administration, issue 16) and 修改初始密码: the route objects the app's router
 * mounts inside the session gate. Each page loads lazily.
 */
import { Navigate, type RouteObject } from 'react-router';
import { paths } from '../../app/paths';

export const adminRoutes: RouteObject[] = [
  {
    path: paths.admin,
    handle: { title: '教务管理' },
    lazy: () => import('./routes/admin-layout').then((m) => ({ Component: m.default })),
    children: [
      { index: true, element: <Navigate to={paths.adminOverview} replace /> },
      { path: 'overview', handle: { title: '概览' }, lazy: () => import('./routes/overview').then((m) => ({ Component: m.default })) },
      { path: 'semesters', handle: { title: '学期管理' }, lazy: () => import('./routes/semesters').then((m) => ({ Component: m.default })) },
      { path: 'classes', handle: { title: '班级管理' }, lazy: () => import('./routes/classes').then((m) => ({ Component: m.default })) },
      { path: 'students', handle: { title: '学生管理' }, lazy: () => import('./routes/students').then((m) => ({ Component: m.default })) },
      { path: 'teachers', handle: { title: '教师账号' }, lazy: () => import('./routes/teachers').then((m) => ({ Component: m.default })) },
      { path: 'import', handle: { title: '批量导入' }, lazy: () => import('./routes/import').then((m) => ({ Component: m.default })) },
      { path: 'rollover', handle: { title: '升年级' }, lazy: () => import('./routes/rollover').then((m) => ({ Component: m.default })) },
      { path: 'products', handle: { title: '资源开通' }, lazy: () => import('./routes/products').then((m) => ({ Component: m.default })) },
      { path: 'audit', handle: { title: '操作日志' }, lazy: () => import('./routes/audit').then((m) => ({ Component: m.default })) },
    ],
  },
  { path: paths.firstPassword, handle: { title: '修改初始密码' }, lazy: () => import('./routes/first-password').then((m) => ({ Component: m.default })) },
];
