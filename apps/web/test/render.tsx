/**
 * Renders a component the way the app does: TanStack Query, a router, the session (when given)
 * and the themed antd scope (ConfigProvider zh_CN + App, with the HTTP client's notice bridge).
 */
import type { ReactElement, ReactNode } from 'react';
import { act, render, screen, waitFor, type RenderResult } from '@testing-library/react';
import { expect } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StyleProvider } from '@ant-design/cssinjs';
import { HashRouter, MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { ThemeScope } from '../src/app/theme-scope';
import { SessionProvider } from '../src/app/session/session-context';
import type { SessionData } from '../src/app/session/load-session';

/**
 * antd's generated styles go to a detached node: happy-dom re-reads every style sheet of the
 * document for each style query, which doubled the tests' time. What antd hides with CSS (a
 * hidden form item, for instance) is therefore checked by its class, not its visibility.
 */
const styleHome = document.createElement('div');

type Options = {
  /** The address the app is at (pathname + search). */
  route?: string;
  /** The route pattern the element is mounted under (for useParams and nested paths). */
  path?: string;
  /** The teacher's session; omit for screens outside the session (login). */
  session?: SessionData;
  /**
   * 'hash' routes through window.location.hash as the app does (createHashRouter), for screens that
   * read the address directly (currentHashSearch); 'memory' (default) keeps it in memory.
   */
  router?: 'memory' | 'hash';
};

/** Shows where the app navigated to: `currentLocation()` reads it. */
function LocationProbe() {
  const loc = useLocation();
  return <output data-testid="location">{loc.pathname + loc.search}</output>;
}

export function currentLocation(): string {
  return screen.getByTestId('location').textContent ?? '';
}

export function newQueryClient(): QueryClient {
  // As the app's client: no retries (the HTTP client shows failures once).
  return new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 }, mutations: { retry: false } } });
}

export function renderApp(ui: ReactElement, { route = '/', path = '*', session, router = 'memory' }: Options = {}): RenderResult & { queryClient: QueryClient } {
  const queryClient = newQueryClient();
  const withSession = (node: ReactNode) => (session ? <SessionProvider data={session}>{node}</SessionProvider> : node);
  if (router === 'hash') window.location.hash = '#' + route;
  const Router = ({ children }: { children: ReactNode }) => (router === 'hash' ? <HashRouter>{children}</HashRouter> : <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>);
  const result = render(
    <QueryClientProvider client={queryClient}>
      <Router>
        {withSession(
          <StyleProvider container={styleHome}>
            <ThemeScope brand="standard">
              <Routes>
                <Route path={path} element={ui} />
                {path !== '*' && <Route path="*" element={null} />}
              </Routes>
              <LocationProbe />
            </ThemeScope>
          </StyleProvider>,
        )}
      </Router>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}

/**
 * Waits until no query is fetching and React has drawn the results (TanStack Query tells its
 * observers on a timer, so one more tick is let through).
 */
export async function settle(queryClient: QueryClient): Promise<void> {
  await waitFor(() => expect(queryClient.isFetching() + queryClient.isMutating()).toBe(0));
  await act(() => new Promise((r) => setTimeout(r, 20)));
}

/** A button's accessible name as antd draws it (it puts a space between two Chinese characters: 确 定). */
export function btnName(text: string): RegExp {
  const escaped = [...text].map((c) => c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('\\s*');
  return new RegExp(`^\\s*${escaped}\\s*$`);
}

/** The text of the buttons inside an element, without antd's spacing. */
export function buttonTexts(el: HTMLElement): string[] {
  return [...el.querySelectorAll('button')].map((b) => (b.textContent ?? '').replace(/\s+/g, '') || (b.getAttribute('aria-label') ?? ''));
}

/** A notice of antd's message API (what `message.error(...)` and the HTTP client show), by its exact text. */
export function findToast(text: string): Promise<HTMLElement> {
  return screen.findByText(text, { selector: '.ant-message *' });
}

/**
 * A dialog by its title. In tests antd gives every dialog the same aria-labelledby id
 * ('test-id'), so the accessible name is unreliable once two dialogs are open.
 */
export async function findDialog(title: string, timeout?: number): Promise<HTMLElement> {
  const heading = await screen.findByText(title, { selector: '.ant-modal-title' }, timeout ? { timeout } : undefined);
  return heading.closest<HTMLElement>('[role="dialog"]')!;
}
