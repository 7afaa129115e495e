import type { ThemeConfig } from 'antd';
// The algorithms by path: antd's `theme` object would also bring the compact algorithm and getDesignToken.
import darkAlgorithm from 'antd/es/theme/themes/dark';
import defaultAlgorithm from 'antd/es/theme/themes/default';
import type { Edition } from '../../shared/edition/store.ts';

/** DESIGN §10 font stack: the common Chinese UI fonts first, so no platform falls back to a serif. */
export const FONT_STACK =
  '"PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", "WenQuanYi Micro Hei", -apple-system, BlinkMacSystemFont, "Segoe UI", "Helvetica Neue", Arial, sans-serif';

/** Brand tokens (the demo brand); a white-label build swaps these (DESIGN §8 brands/<id>). */
const brand = {
  colorPrimary: '#1a6dff',
  colorInfo: '#1a6dff',
  colorSuccess: '#19b36b',
  colorWarning: '#f5a524',
  colorError: '#f04c4c',
  borderRadius: 8,
  fontFamily: FONT_STACK,
};

/** SPEC §1: classic = light, professional = dark, through antd's algorithms on the same brand tokens. */
export function themeFor(edition: Edition): ThemeConfig {
  const dark = edition === 'professional';
  return {
    algorithm: dark ? darkAlgorithm : defaultAlgorithm,
    token: {
      ...brand,
      colorBgLayout: dark ? '#0b0f19' : '#f3f5fa',
      colorBgContainer: dark ? '#151b2b' : '#ffffff',
      colorBgElevated: dark ? '#1b2234' : '#ffffff',
    },
    components: {
      Layout: { headerBg: 'transparent', bodyBg: 'transparent', footerBg: 'transparent' },
    },
  };
}
