import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';

/**
 * What every page needs, in the entry: the query client. antd's theme (ConfigProvider) is in
 * brand-theme.tsx and its App (message and modal hooks) in theme-scope.tsx, so the entry and the
 * login page do not carry them (docs/performance.md, "Web client delivery").
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    // The HTTP client already shows failures; retries would repeat the notice and hide problems.
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});

export function AppProviders({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
