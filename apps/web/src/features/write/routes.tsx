/**
 * 英语资源 > 写作训练 (English writing, issue 18; docs/writing.md): writing tasks from the bank's
 * prompts (专项写作) or the teacher's own (自主命题), the essays with 智能批改 and the teacher's score,
 * and the reports. The pages live under /write inside the 英语资源 area's layout (its menu, and
 * /isnotvocabulary for teachers whose subject is not English), which src/app/router.tsx composes.
 * Every page loads lazily.
 */
import { Navigate, type RouteObject } from 'react-router';
import { paths } from '../../app/paths';

/** The pages of /write (children of the area's layout). */
export const writePages: RouteObject[] = [
  { index: true, element: <Navigate to={paths.writeList} replace /> },
  { path: 'list', handle: { title: '写作训练' }, lazy: () => import('./routes/list').then((m) => ({ Component: m.default })) },
  { path: 'specialwrite', handle: { title: '专项写作' }, lazy: () => import('./routes/special-write').then((m) => ({ Component: m.default })) },
  { path: 'originalwrite', handle: { title: '自主命题' }, lazy: () => import('./routes/original-write').then((m) => ({ Component: m.default })) },
  { path: 'edit', handle: { title: '编辑写作任务' }, lazy: () => import('./routes/edit').then((m) => ({ Component: m.default })) },
  { path: 'detailswrite', handle: { title: '作文列表' }, lazy: () => import('./routes/details-write').then((m) => ({ Component: m.default })) },
  { path: 'aiwrite', handle: { title: '作文批改' }, lazy: () => import('./routes/ai-write').then((m) => ({ Component: m.default })) },
  { path: 'report/results', handle: { title: '写作报告' }, lazy: () => import('./routes/report-results').then((m) => ({ Component: m.default })) },
  { path: 'report/student', handle: { title: '学生报告' }, lazy: () => import('./routes/report-student').then((m) => ({ Component: m.default })) },
];
