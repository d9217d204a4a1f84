import { useEffect, type ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import { applyFavicon, themeFor, type Brand } from '../lib/theme';

/**
 * antd with the brand's theme tokens, and the brand's favicon. The login pages use it alone: their
 * antd parts (Input, Button) show no antd text, so antd's Chinese texts (zh_CN, every component's
 * words) and its App (message, notification and modal hooks) are ThemeScope's, for the shell.
 */
export function BrandTheme({ brand, children }: { brand: Brand; children: ReactNode }) {
  useEffect(() => applyFavicon(brand), [brand]);
  return <ConfigProvider theme={themeFor(brand)}>{children}</ConfigProvider>;
}
