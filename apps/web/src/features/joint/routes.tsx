/**
 * 联考 (/jointcontainer, issue 20; docs/joint.md): 联考列表 and 联考详情 (create, invite, papers,
 * grading lines, each school's scores, release). The reports under /jointcontainer/jointassessport …
 * are features/joint-report's own routes, registered beside these. Every page loads lazily.
 */
import { Navigate, type RouteObject } from 'react-router';
import { paths } from '../../app/paths';

export const jointRoutes: RouteObject[] = [
  { path: paths.jointContainer, handle: { title: '联考' }, element: <Navigate to={paths.jointList} replace /> },
  { path: paths.jointList, handle: { title: '联考列表' }, lazy: () => import('./routes/joint-list').then((m) => ({ Component: m.default })) },
  { path: paths.jointIntro, handle: { title: '联考详情' }, lazy: () => import('./routes/joint-intro').then((m) => ({ Component: m.default })) },
];
