import { useEffect } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router';
import { MENU_ENTRIES } from '@app/contract';

/** The browser tab's title of every page: '<page> - 教师端', on the student page '<page> - 学生端'. */
export const SITE_TITLE = '教师端';
export const STUDENT_SITE_TITLE = '学生端';

/** A route's title, declared on the route as `handle: { title }`. */
export type RouteHandle = { title?: string };

const under = (pathname: string, prefix: string) => {
  const p = pathname.toLowerCase();
  const x = prefix.toLowerCase();
  return p === x || p.startsWith(x + '/');
};

/**
 * The page's own title: the deepest matched route's `handle.title`, else the label of the menu
 * entry (the contract's menu table) whose path is the longest prefix of the address.
 */
export function pageTitleOf(matches: readonly { handle: unknown }[], pathname: string): string | null {
  for (let i = matches.length - 1; i >= 0; i--) {
    const h = matches[i]!.handle as RouteHandle | undefined;
    if (h?.title) return h.title;
  }
  const entry = MENU_ENTRIES.filter((e) => under(pathname, e.path)).sort((a, b) => b.path.length - a.path.length)[0];
  return entry?.label ?? null;
}

export function documentTitle(page: string | null, pathname = ''): string {
  const site = under(pathname, '/student') ? STUDENT_SITE_TITLE : SITE_TITLE;
  return page && page !== site ? `${page} - ${site}` : site;
}

/** The root route: sets document.title from the route for every page, then renders it. */
export function PageTitle() {
  const matches = useMatches();
  const { pathname } = useLocation();
  const title = documentTitle(pageTitleOf(matches, pathname), pathname);
  useEffect(() => {
    document.title = title;
  }, [title]);
  return <Outlet />;
}
