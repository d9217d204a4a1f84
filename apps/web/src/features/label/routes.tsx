/**
 * 考试标注 (exam tagging, issue 17): the task list and the tagging page. The list is the parent
 * route of its four tabs (one component, so a tab change keeps the page and its search); each page
 * loads lazily.
 */
import { Navigate, type RouteObject } from 'react-router';
import { paths } from '../../app/paths';

export const labelRoutes: RouteObject[] = [
  {
    path: paths.labelTask,
    handle: { title: '考试标注' },
    lazy: () => import('./routes/label-tasks').then((m) => ({ Component: m.default })),
    children: [
      { index: true, element: <Navigate to={paths.labelWhole} replace /> },
      { path: 'whole', handle: { title: '考试标注' } },
      { path: 'tomarked', handle: { title: '待标注' } },
      { path: 'tocomplete', handle: { title: '已完成' } },
      { path: 'towithdraw', handle: { title: '已撤回' } },
    ],
  },
  { path: paths.relation, handle: { title: '试题标注' }, lazy: () => import('./routes/relation').then((m) => ({ Component: m.default })) },
];
