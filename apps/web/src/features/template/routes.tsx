/**
 * 英语资源 templates (issue 18; docs/template.md): 话题词汇, 短语, 范文 (with essay/result and
 * essay/{essayId}), 写作模板, 外刊阅读, each with its basket, and 二轮复习. The pages live under /template
 * inside the 英语资源 area's layout, which src/app/router.tsx composes. Every page loads lazily.
 */
import { Navigate, type RouteObject } from 'react-router';
import { paths } from '../../app/paths';

const list = () => import('./routes/list').then((m) => ({ Component: m.default }));
const basket = () => import('./routes/basket').then((m) => ({ Component: m.default }));

/** The pages of /template (children of the area's layout). */
export const templatePages: RouteObject[] = [
  { index: true, element: <Navigate to={paths.templateWord} replace /> },
  { path: 'word', handle: { title: '话题词汇' }, lazy: list },
  { path: 'word/basket', handle: { title: '话题词汇资源篮' }, lazy: basket },
  { path: 'phrase', handle: { title: '短语' }, lazy: list },
  { path: 'phrase/basket', handle: { title: '短语资源篮' }, lazy: basket },
  { path: 'essay', handle: { title: '范文' }, lazy: list },
  { path: 'essay/basket', handle: { title: '范文资源篮' }, lazy: basket },
  { path: 'essay/result', handle: { title: '范文搜索结果' }, lazy: list },
  { path: 'essay/:essayId', handle: { title: '范文' }, lazy: () => import('./routes/essay-detail').then((m) => ({ Component: m.default })) },
  { path: 'write', handle: { title: '写作模板' }, lazy: list },
  { path: 'write/basket', handle: { title: '写作模板资源篮' }, lazy: basket },
  { path: 'foreignjournal', handle: { title: '外刊阅读' }, lazy: list },
  { path: 'foreignjournal/basket', handle: { title: '外刊阅读资源篮' }, lazy: basket },
  { path: 'secondroundpreparation', handle: { title: '二轮复习' }, lazy: list },
];
