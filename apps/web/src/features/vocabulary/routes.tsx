/**
 * 英语资源 > 词汇训练 (English vocabulary, issue 18; docs/vocabulary.md): word lists, puts to classes
 * and their reports. Every page loads lazily; the area's layout sends teachers whose current subject
 * is not English to /isnotvocabulary.
 */
import { Navigate, type RouteObject } from 'react-router';
import { paths } from '../../app/paths';

export const vocabularyRoutes: RouteObject[] = [
  {
    path: paths.vocabulary,
    handle: { title: '词汇训练' },
    lazy: () => import('./routes/vocabulary-layout').then((m) => ({ Component: m.default })),
    children: [
      { index: true, element: <Navigate to={paths.vocabularyList} replace /> },
      { path: 'list', handle: { title: '词汇训练' }, lazy: () => import('./routes/list').then((m) => ({ Component: m.default })) },
      { path: 'detail', handle: { title: '词表详情' }, lazy: () => import('./routes/detail').then((m) => ({ Component: m.default })) },
      { path: 'create', handle: { title: '新建词表' }, lazy: () => import('./routes/list-editor').then((m) => ({ Component: m.default })) },
      { path: 'edit', handle: { title: '编辑词表' }, lazy: () => import('./routes/list-editor').then((m) => ({ Component: m.default })) },
      { path: 'put/create', handle: { title: '布置练习' }, lazy: () => import('./routes/put-form').then((m) => ({ Component: m.default })) },
      { path: 'put/edit', handle: { title: '编辑布置' }, lazy: () => import('./routes/put-form').then((m) => ({ Component: m.default })) },
      { path: 'report/results', handle: { title: '练习报告' }, lazy: () => import('./routes/report-results').then((m) => ({ Component: m.default })) },
      { path: 'report/student', handle: { title: '学生报告' }, lazy: () => import('./routes/report-student').then((m) => ({ Component: m.default })) },
      { path: 'report/word', handle: { title: '单词报告' }, lazy: () => import('./routes/report-word').then((m) => ({ Component: m.default })) },
    ],
  },
  { path: paths.isNotVocabulary, handle: { title: '词汇训练' }, lazy: () => import('./routes/is-not-vocabulary').then((m) => ({ Component: m.default })) },
];
