/** Brand modes (spec section 1): teal standard, blue school-branded; the favicon follows. */
import type { ThemeConfig } from 'antd';
import { BRAND_COLOR } from '@app/contract';

export type Brand = 'standard' | 'school';

export function brandOf(isSchoolCustomize: number | boolean | undefined): Brand {
  return isSchoolCustomize ? 'school' : 'standard';
}

export function themeFor(brand: Brand): ThemeConfig {
  const primary = brand === 'school' ? BRAND_COLOR.SCHOOL : BRAND_COLOR.STANDARD;
  return {
    // colorInfo follows the brand as antd's own default (info = primary) does: progress bars, info alerts and notices.
    token: { colorPrimary: primary, colorInfo: primary, colorLink: primary, borderRadius: 6, fontFamily: "-apple-system, BlinkMacSystemFont, 'PingFang SC', 'Microsoft YaHei', 'Noto Sans CJK SC', sans-serif" },
    components: { Layout: { headerBg: primary, headerHeight: 60, headerPadding: '0 24px', bodyBg: '#f3f5f8' } },
  };
}

export function applyFavicon(brand: Brand): void {
  const link = document.getElementById('favicon') as HTMLLinkElement | null;
  const href = `./brand/favicon-${brand === 'school' ? 'blue' : 'teal'}.svg`;
  if (link && !link.href.endsWith(href.slice(1))) link.href = href;
  document.documentElement.dataset.brand = brand;
}
