import { createHashRouter, Navigate } from 'react-router';
import { paths } from './paths';
import { SessionGate } from './session/session-gate';
import { HomeRedirect } from './home-redirect';
import { NotFound } from '../components/not-found';

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
      { path: '*', element: <NotFound /> },
    ],
  },
]);
