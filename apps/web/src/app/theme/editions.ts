import type { ThemeConfig } from 'antd';
// The algorithms by path: antd's `theme` object would also bring the compact algorithm and getDesignToken.
import darkAlgorithm from 'antd/es/theme/themes/dark';
import defaultAlgorithm from 'antd/es/theme/themes/default';
import type { Edition } from '../../shared/edition/store.ts';

/** DESIGN §10 font stack: the common Chinese UI fonts first, so no platform falls back to a serif. */
export const FONT_STACK =
  '"PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", "WenQuanYi Micro Hei", -apple-system, BlinkMacSystemFont, "Segoe UI", "Helvetica Neue", Arial, sans-serif';

/**
 * Brand tokens (the demo brand); a white-label build swaps these (DESIGN §8 brands/<id>). Text in these
 * colours (links, tabs, form errors, 已绑定) and white text on them must read at WCAG AA (4.5:1) on white;
 * J25 checks every page with axe.
 */
const brand = {
  colorPrimary: '#1766f0',
  colorInfo: '#1766f0',
  colorSuccess: '#19b36b',
  colorWarning: '#f5a524',
  colorError: '#d9363e',
  borderRadius: 8,
  fontFamily: FONT_STACK,
};

/**
 * The dark algorithm darkens the primary for fills (white text on buttons stays readable), and antd draws
 * links, the selected tab and the selected menu item in that same colour: 3:1 on the dark surface, 2.4:1
 * on the selected row. Text in the primary's hue takes a lighter blue instead.
 */
const DARK_PRIMARY_TEXT = '#6ea8ff';
const darkPrimaryText = {
  colorLink: DARK_PRIMARY_TEXT,
  colorLinkHover: '#8ab8ff',
  colorPrimaryText: DARK_PRIMARY_TEXT,
  colorPrimaryTextHover: '#8ab8ff',
};
/**
 * Text in the brand's green and orange reads at 2-3:1 on white and on the tags' pale backgrounds, and the
 * selected menu row's pale blue takes the primary below 4.5:1: darker shades for text.
 */
const lightSelectedText: ThemeConfig['components'] = {
  Menu: { itemSelectedColor: '#1458d6' },
  // Text only: the tags' pale backgrounds still come from the brand's green and orange.
  Tag: { colorWarning: '#9a5b00', colorSuccess: '#0b7a45' },
};
const darkSelectedText: ThemeConfig['components'] = {
  Tabs: {
    itemSelectedColor: DARK_PRIMARY_TEXT,
    itemHoverColor: '#8ab8ff',
    itemActiveColor: DARK_PRIMARY_TEXT,
  },
  Menu: { itemSelectedColor: '#8ab8ff', horizontalItemSelectedColor: '#8ab8ff' },
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
      // antd's secondary text (menu group titles, descriptions) at 45 % read at 3.4:1; 58 % reads at 5:1.
      colorTextTertiary: dark ? 'rgba(255, 255, 255, 0.58)' : 'rgba(0, 0, 0, 0.58)',
      colorTextDescription: dark ? 'rgba(255, 255, 255, 0.58)' : 'rgba(0, 0, 0, 0.58)',
      colorTextPlaceholder: dark ? 'rgba(255, 255, 255, 0.5)' : 'rgba(0, 0, 0, 0.55)',
      // Green and orange text (到账, 手续费 notes, credits in the records) in shades that read at 4.5:1.
      colorSuccessText: dark ? '#3fcf8e' : '#0b7a45',
      colorWarningText: dark ? '#f7b93e' : '#9a5b00',
      ...(dark ? darkPrimaryText : {}),
    },
    components: {
      Layout: { headerBg: 'transparent', bodyBg: 'transparent', footerBg: 'transparent' },
      // A table's 暂无数据 is drawn in the disabled grey (1.8:1); it is a message, not a disabled control.
      Table: { colorTextDisabled: dark ? 'rgba(255, 255, 255, 0.5)' : 'rgba(0, 0, 0, 0.55)' },
      ...(dark ? darkSelectedText : lightSelectedText),
    },
  };
}
