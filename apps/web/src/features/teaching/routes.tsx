/** 教学督导 (teaching supervision, issue 17): study, teacher and quality. Each page loads lazily. */
import { Navigate, useLocation, type RouteObject } from 'react-router';
import { paths } from '../../app/paths';

/** /teaching opens 学情概况, keeping any filter in the address. */
function ToStudy() {
  const { search } = useLocation();
  return <Navigate to={`${paths.teachingStudy}${search}`} replace />;
}

export const teachingRoutes: RouteObject[] = [
  {
    path: paths.teaching,
    handle: { title: '教学督导' },
    lazy: () => import('./routes/teaching-layout').then((m) => ({ Component: m.default })),
    children: [
      { index: true, element: <ToStudy /> },
      { path: 'study', handle: { title: '学情概况' }, lazy: () => import('./routes/study').then((m) => ({ Component: m.default })) },
      { path: 'teacher', handle: { title: '教师工作' }, lazy: () => import('./routes/teacher').then((m) => ({ Component: m.default })) },
      { path: 'quality', handle: { title: '教学质量' }, lazy: () => import('./routes/quality').then((m) => ({ Component: m.default })) },
    ],
  },
];
