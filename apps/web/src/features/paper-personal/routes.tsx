/**
 * 组卷中心 → 我的 (spec section 2: `personal` course (my, edit, stat), upload, label_task;
 * `personalresources` basicInformation, answersheet; docs/paper-centre.md "Personal section"):
 * children of the /paper route, each page lazy inside the section's layout (its side menu).
 */
import type { RouteObject } from 'react-router';
import { paths } from '../../app/paths';
import { RedirectKeepSearch } from '../../app/redirect-keep-search';

const layout = () => import('./routes/personal-layout').then((m) => ({ Component: m.default }));

export const paperPersonalChildren: RouteObject[] = [
  {
    path: 'personal',
    handle: { title: '我的' },
    lazy: layout,
    children: [
      // The layout sends the section's root to its first entry the teacher may see.
      { index: true, element: null },
      { path: 'course', element: <RedirectKeepSearch to={paths.paperPersonalCourseMy} /> },
      { path: 'course/my', handle: { title: '我的网课' }, lazy: () => import('./routes/my-courses').then((m) => ({ Component: m.default })) },
      // A course's edit and statistics pages are 网课's own (+ ?courseId=).
      { path: 'course/edit', element: <RedirectKeepSearch to={paths.courseEdit} /> },
      { path: 'course/stat', element: <RedirectKeepSearch to={paths.courseStat} /> },
      { path: 'upload', handle: { title: '我的上传' }, lazy: () => import('./routes/uploads').then((m) => ({ Component: m.default })) },
      { path: 'label_task', handle: { title: '我的标注任务' }, lazy: () => import('./routes/label-tasks').then((m) => ({ Component: m.default })) },
    ],
  },
  {
    path: 'personalresources',
    handle: { title: '我的' },
    lazy: layout,
    children: [
      { index: true, element: null },
      { path: 'basicInformation', handle: { title: '基本信息' }, lazy: () => import('./routes/basic-information').then((m) => ({ Component: m.default })) },
      { path: 'answersheet', handle: { title: '答题卡' }, lazy: () => import('./routes/answer-sheets').then((m) => ({ Component: m.default })) },
    ],
  },
];
