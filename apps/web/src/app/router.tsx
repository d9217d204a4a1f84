import { createHashRouter, Navigate } from 'react-router';
import { paths } from './paths';
import { SessionGate } from './session/session-gate';
import { HomeRedirect } from './home-redirect';
import { NotFound } from '../components/not-found';
import { RedirectKeepSearch } from './redirect-keep-search';

/** Hash routes (spec section 2). Pages load lazily so the first page stays small. */
export const router = createHashRouter([
  { path: paths.root, element: <Navigate to={paths.home} replace /> },
  { path: paths.teacherLogin, lazy: () => import('../features/auth/routes/teacher-login').then((m) => ({ Component: m.default })) },
  { path: paths.schoolLogin, lazy: () => import('../features/auth/routes/school-login').then((m) => ({ Component: m.default })) },
  { path: paths.token, lazy: () => import('../features/auth/routes/token-handoff').then((m) => ({ Component: m.default })) },
  {
    element: <SessionGate />,
    children: [
      {
        path: paths.home,
        element: <HomeRedirect />,
      },
      {
        path: paths.user,
        lazy: () => import('../features/user/routes/user-layout').then((m) => ({ Component: m.default })),
        children: [
          { index: true, element: <Navigate to={paths.userData} replace /> },
          { path: 'data', lazy: () => import('../features/user/routes/user-data').then((m) => ({ Component: m.default })) },
          { path: 'msg', lazy: () => import('../features/user/routes/user-msg').then((m) => ({ Component: m.default })) },
        ],
      },
      {
        path: paths.academic,
        lazy: () => import('../features/academic/routes/academic-layout').then((m) => ({ Component: m.default })),
        children: [
          { index: true, element: <RedirectKeepSearch to={paths.academicExamDetail} /> },
          {
            path: 'examdetail',
            lazy: () => import('../features/academic/routes/exam-detail-layout').then((m) => ({ Component: m.default })),
            children: [
              { index: true, element: <RedirectKeepSearch to={paths.academicClassInfo} /> },
              { path: 'classinfo', lazy: () => import('../features/academic/routes/class-info').then((m) => ({ Component: m.default })) },
              { path: 'topicanalyse', lazy: () => import('../features/academic/routes/topic-analyse').then((m) => ({ Component: m.default })) },
              { path: 'pointstat', lazy: () => import('../features/academic/routes/point-stat').then((m) => ({ Component: m.default })) },
              { path: 'gradecompare', lazy: () => import('../features/academic/routes/grade-compare').then((m) => ({ Component: m.default })) },
              { path: 'gradecompare/rankdetail/:which', lazy: () => import('../features/academic/routes/rank-detail').then((m) => ({ Component: m.default })) },
              // >>> tools examdetail routes (report)
              // <<< tools examdetail routes
            ],
          },
          { path: 'answer', lazy: () => import('../features/academic/routes/answer').then((m) => ({ Component: m.default })) },
          { path: 'noclazz', lazy: () => import('../features/academic/routes/no-clazz').then((m) => ({ Component: m.default })) },
          { path: 'examgroup', lazy: () => import('../features/academic/routes/exam-group').then((m) => ({ Component: m.default })) },
          { path: 'reportsetting', lazy: () => import('../features/academic/routes/report-setting').then((m) => ({ Component: m.default })) },
          { path: 'scoresetting', lazy: () => import('../features/academic/routes/score-setting').then((m) => ({ Component: m.default })) },
          // >>> trends routes (classfocus, studentanalyse, trend)
          // <<< trends routes
          // >>> tools routes (examhistory, rankinglist, applylist, wrongtopic)
          // <<< tools routes
        ],
      },
      // >>> tools full-screen routes (academic/fullscreen)
      // <<< tools full-screen routes
      { path: '*', element: <NotFound /> },
    ],
  },
]);
