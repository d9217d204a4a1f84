/**
 * The student page (docs/student.md): its own layout, outside the teacher's session and shell;
 * every page loads lazily, so none of the teacher's code (shell, charts, paper centre) comes with it.
 */
import type { RouteObject } from 'react-router';
import { paths } from '../../app/paths';

export const studentRoutes: RouteObject[] = [
  {
    path: paths.student,
    lazy: () => import('./components/student-layout').then((m) => ({ Component: m.default })),
    children: [
      { index: true, handle: { title: '学生端' }, lazy: () => import('./routes/home').then((m) => ({ Component: m.default })) },
      { path: 'login', handle: { title: '学生登录' }, lazy: () => import('./routes/login').then((m) => ({ Component: m.default })) },
      { path: 'password', handle: { title: '修改密码' }, lazy: () => import('./routes/password').then((m) => ({ Component: m.default })) },
      { path: 'vocabulary/:putId', handle: { title: '词汇练习' }, lazy: () => import('./routes/vocabulary-practice').then((m) => ({ Component: m.default })) },
      { path: 'write/:taskId', handle: { title: '写作' }, lazy: () => import('./routes/write-task').then((m) => ({ Component: m.default })) },
      { path: 'homework/:homeworkId', handle: { title: '作业' }, lazy: () => import('./routes/homework').then((m) => ({ Component: m.default })) },
      { path: 'course', handle: { title: '网课' }, lazy: () => import('./routes/course-list').then((m) => ({ Component: m.default })) },
      { path: 'course/:courseId', handle: { title: '网课' }, lazy: () => import('./routes/course').then((m) => ({ Component: m.default })) },
    ],
  },
];
