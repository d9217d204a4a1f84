/**
 * 校本资源 (/schoolpaper, issue 19; docs/school-paper.md): 我的校本试卷 (upload, preview, edit,
 *  share, print, set as homework), 作业 (homework and its completion), 教辅资料 (/schoolresources:
 * 书单, 知识清单, 专题资料, 试卷资源), 学校资源 (the papers the school's teachers shared) and 打印任务. Every page loads
 * lazily inside the area's layout (its section menu).
 */
import { Navigate, type RouteObject } from 'react-router';
import { paths } from '../../app/paths';

export const schoolPaperRoutes: RouteObject[] = [
  {
    path: paths.schoolPaper,
    handle: { title: '校本资源' },
    lazy: () => import('./routes/school-paper-layout').then((m) => ({ Component: m.default })),
    children: [
      { index: true, element: <Navigate to={paths.schoolPaperMy} replace /> },
      { path: 'my', handle: { title: '我的校本试卷' }, lazy: () => import('./routes/my').then((m) => ({ Component: m.default })) },
      { path: 'homework', handle: { title: '作业' }, lazy: () => import('./routes/homework').then((m) => ({ Component: m.default })) },
      { path: 'school', handle: { title: '学校资源' }, lazy: () => import('./routes/shared').then((m) => ({ Component: m.default })) },
      { path: 'print', handle: { title: '打印任务' }, lazy: () => import('./routes/print-jobs').then((m) => ({ Component: m.default })) },
    ],
  },
  // 教辅资料 (/schoolresources/<kind>) shares the area's layout and menu.
  {
    path: paths.schoolResources,
    handle: { title: '教辅资料' },
    lazy: () => import('./routes/school-paper-layout').then((m) => ({ Component: m.default })),
    children: [
      { index: true, element: <Navigate to={`${paths.schoolResources}/booklist`} replace /> },
      { path: ':kind', handle: { title: '教辅资料' }, lazy: () => import('./routes/resources').then((m) => ({ Component: m.default })) },
    ],
  },
  // The paper centre's school section (spec: /paper/school/school_paper/my) opens the same page.
  { path: '/paper/school/school_paper/my', element: <Navigate to={paths.schoolPaperMy} replace /> },
];
