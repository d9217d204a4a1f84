import { useEffect, type ReactNode } from 'react';
import { App as AntApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { setMessageApi } from '../lib/notify';
import { applyFavicon, themeFor, type Brand } from '../lib/theme';

dayjs.locale('zh-cn');

export const queryClient = new QueryClient({
  defaultOptions: {
    // The HTTP client already shows failures; retries would repeat the notice and hide problems.
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});

function NotifyBridge() {
  const { message } = AntApp.useApp();
  useEffect(() => setMessageApi(message), [message]);
  return null;
}

export function ThemeScope({ brand, children }: { brand: Brand; children: ReactNode }) {
  useEffect(() => applyFavicon(brand), [brand]);
  return (
    <ConfigProvider locale={zhCN} theme={themeFor(brand)}>
      <AntApp message={{ maxCount: 3 }}>
        <NotifyBridge />
        {children}
      </AntApp>
    </ConfigProvider>
  );
}

export function AppProviders({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
