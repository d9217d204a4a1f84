import { describe, expect, it } from 'vitest';
import { theme } from 'antd';
import { BRAND_COLOR } from '@app/contract';
import { themeFor } from './theme';

describe('themeFor', () => {
  it.each([
    ['standard', BRAND_COLOR.STANDARD],
    ['school', BRAND_COLOR.SCHOOL],
  ] as const)('gives the %s brand its colour for buttons, links and the progress bars and notices antd draws in the info colour', (brand, colour) => {
    const token = theme.getDesignToken(themeFor(brand));
    expect(token.colorPrimary.toLowerCase()).toBe(colour.toLowerCase());
    expect(token.colorInfo.toLowerCase()).toBe(colour.toLowerCase());
    expect(token.colorLink.toLowerCase()).toBe(colour.toLowerCase());
  });
});
