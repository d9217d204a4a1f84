import { useEffect, type ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import useToken from 'antd/es/theme/useToken';
import { applyFavicon, themeFor, type Brand } from '../lib/theme';

/** The text base antd's App gives the shell (its font, size, line height and colour), for pages without it. */
function TextBase({ children }: { children: ReactNode }) {
  const [, token] = useToken();
  return <div style={{ fontFamily: token.fontFamily, fontSize: token.fontSize, lineHeight: token.lineHeight, color: token.colorText }}>{children}</div>;
}

/**
 * antd with the brand's theme tokens, and the brand's favicon. The login pages use it alone
 * (`textBase`: with the text base antd's App gave them): their antd parts (Input) show no antd
 * text, so antd's Chinese texts (zh_CN, every component's words) and its App (message,
 * notification and modal hooks) are ThemeScope's, for the shell.
 */
export function BrandTheme({ brand, textBase = false, children }: { brand: Brand; textBase?: boolean; children: ReactNode }) {
  useEffect(() => applyFavicon(brand), [brand]);
  return <ConfigProvider theme={themeFor(brand)}>{textBase ? <TextBase>{children}</TextBase> : children}</ConfigProvider>;
}
