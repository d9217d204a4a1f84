import { useEffect, type ReactNode } from 'react';
import { App as AntApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { setMessageApi } from '../lib/notify';
import { prefersReducedMotion } from '../lib/reduced-motion';
import type { Brand } from '../lib/theme';
import { BrandTheme } from './brand-theme';

// Dates (pickers, relative times) in Chinese on every page of the shell.
dayjs.locale('zh-cn');

/** No transitions for a user who asked the system for less motion (lib/reduced-motion.ts). */
const REDUCED_MOTION = { token: { motion: false } };

function NotifyBridge() {
  const { message } = AntApp.useApp();
  useEffect(() => setMessageApi(message), [message]);
  return null;
}

/**
 * The shell's antd scope: the brand's theme, antd in Chinese (zh_CN) and antd's App, whose
 * message API the HTTP client uses for its notices (lib/notify.ts) and whose modal hook the pages use.
 */
export function ThemeScope({ brand, children }: { brand: Brand; children: ReactNode }) {
  return (
    <BrandTheme brand={brand}>
      <ConfigProvider locale={zhCN} theme={prefersReducedMotion ? REDUCED_MOTION : undefined}>
        <AntApp message={{ maxCount: 3 }}>
          <NotifyBridge />
          {children}
        </AntApp>
      </ConfigProvider>
    </BrandTheme>
  );
}
