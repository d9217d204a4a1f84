/**
 * 网课 (/course, issue 19; docs/course.md): 我的网课 (the teacher's courses: create, upload videos
 * over tus, order the chapters, preview, publish to classes), 编辑 (/course/edit?courseId=) and
 * 学习统计 (who watched, how far and for how long; Excel). Every page loads lazily inside the
 * area's layout (its section menu).
 */
import { Navigate, type RouteObject } from 'react-router';
import { paths } from '../../app/paths';

export const courseRoutes: RouteObject[] = [
  {
    path: paths.course,
    handle: { title: '网课' },
    lazy: () => import('./routes/course-layout').then((m) => ({ Component: m.default })),
    children: [
      { index: true, element: <Navigate to={paths.courseMy} replace /> },
      { path: 'my', handle: { title: '我的网课' }, lazy: () => import('./routes/my').then((m) => ({ Component: m.default })) },
      { path: 'edit', handle: { title: '编辑网课' }, lazy: () => import('./routes/edit').then((m) => ({ Component: m.default })) },
      { path: 'stat', handle: { title: '学习统计' }, lazy: () => import('./routes/stat').then((m) => ({ Component: m.default })) },
    ],
  },
];
