import { theme as antdTheme, type MappingAlgorithm, type ThemeConfig } from 'antd';
import type { ColorScheme } from '@/lib/colorScheme';

/**
 * The spec's orange and the shades of it that meet WCAG AA (4.5:1 for text, 3:1 for controls) where they are used.
 * The brand orange itself is light: white text on it is 2.4:1. So on light surfaces, filled controls and orange
 * text use a darker orange (white on it 5.1:1, it on white 5.1:1); on dark surfaces the brand orange is used as is,
 * with dark text on filled controls (7.7:1). The same values are CSS variables in app.css for the plain-CSS pages.
 */
export const BRAND_ORANGE = '#fa8c16';
/** Filled buttons, the avatar, links and orange text on white: 5.1:1 with white. */
export const ORANGE_ON_LIGHT = '#b25300';
const ORANGE_ON_LIGHT_HOVER = '#9e4a00';
const ORANGE_ON_LIGHT_ACTIVE = '#8a4100';
/** Links and orange text on dark surfaces. */
const ORANGE_ON_DARK_TEXT = '#ffa940';
/** Text on the brand orange (dark mode's filled controls, the selected side-menu entry). */
export const ON_BRAND_ORANGE = '#141414';

/** The side menu is dark in both schemes. */
const SIDER_BG = { light: '#141a26', dark: '#0f131a' } as const;
const SIDER_SUB_BG = { light: '#0e131c', dark: '#0a0d12' } as const;

const fontFamily =
  "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif";

const menu = (scheme: ColorScheme) => ({
  darkItemBg: SIDER_BG[scheme],
  darkSubMenuItemBg: SIDER_SUB_BG[scheme],
  darkPopupBg: SIDER_BG[scheme],
  darkItemColor: 'rgba(255, 255, 255, 0.75)',
  darkItemSelectedBg: BRAND_ORANGE,
  darkItemSelectedColor: ON_BRAND_ORANGE,
});

/** No drop shadow under buttons (antd's is tinted by the focus colour, a smudge under the darker orange). */
const flatButtons = { primaryShadow: 'none', defaultShadow: 'none', dangerShadow: 'none' };

/** Light: antd's default algorithm with darker status colours and greys, so their text passes 4.5:1. */
export const lightTheme: ThemeConfig = {
  token: {
    colorPrimary: ORANGE_ON_LIGHT,
    colorPrimaryHover: ORANGE_ON_LIGHT_HOVER,
    colorPrimaryActive: ORANGE_ON_LIGHT_ACTIVE,
    colorPrimaryText: ORANGE_ON_LIGHT,
    colorPrimaryTextHover: ORANGE_ON_LIGHT_HOVER,
    colorPrimaryTextActive: ORANGE_ON_LIGHT_ACTIVE,
    colorLink: ORANGE_ON_LIGHT,
    colorLinkHover: ORANGE_ON_LIGHT_HOVER,
    colorLinkActive: ORANGE_ON_LIGHT_ACTIVE,
    // The tints of selected options and rows: the brand orange's own (those of the darker orange are murky).
    colorPrimaryBg: '#fff7e6',
    colorPrimaryBgHover: '#ffe7ba',
    colorPrimaryBorder: '#ffd591',
    colorPrimaryBorderHover: '#ffc069',
    colorSuccess: '#2a7a0b',
    colorWarning: '#ad6800',
    colorError: '#cf1322',
    colorInfo: '#0958d9',
    // antd derives the tints from the seeds above, which would make them murky: keep its usual light ones.
    colorSuccessBg: '#f6ffed',
    colorSuccessBorder: '#b7eb8f',
    colorWarningBg: '#fffbe6',
    colorWarningBorder: '#ffe58f',
    colorErrorBg: '#fff2f0',
    colorErrorBorder: '#ffccc7',
    colorInfoBg: '#e6f4ff',
    colorInfoBorder: '#91caff',
    colorTextTertiary: 'rgba(0, 0, 0, 0.62)',
    colorTextDescription: 'rgba(0, 0, 0, 0.62)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.56)',
    controlOutline: 'rgba(178, 83, 0, 0.35)',
    controlOutlineWidth: 2,
    borderRadius: 6,
    fontFamily,
  },
  components: {
    Layout: {
      headerBg: '#ffffff',
      headerHeight: 56,
      headerPadding: '0 16px',
      bodyBg: '#f5f6f8',
      siderBg: SIDER_BG.light,
    },
    Menu: menu('light'),
    Button: flatButtons,
  },
};

/**
 * antd's dark algorithm mixes every seed colour with the background (the brand orange would become #d87a16); the
 * brand orange stays itself, links get the lighter orange, errors a lighter red.
 */
const brandOnDark: MappingAlgorithm = (seed, map = antdTheme.darkAlgorithm(seed)) => ({
  ...map,
  colorPrimary: BRAND_ORANGE,
  colorLink: ORANGE_ON_DARK_TEXT,
  // Error text on dark surfaces (antd's #dc4446 is 4.1:1); filled danger buttons get dark text on it.
  colorError: '#ff7875',
});

/** Dark: antd's dark algorithm, the brand orange with dark text on filled controls, brighter greys. */
export const darkTheme: ThemeConfig = {
  algorithm: [antdTheme.darkAlgorithm, brandOnDark],
  token: {
    colorPrimary: BRAND_ORANGE,
    colorPrimaryHover: '#ffa940',
    colorPrimaryActive: '#d46b08',
    colorPrimaryText: ORANGE_ON_DARK_TEXT,
    colorPrimaryTextHover: '#ffc069',
    colorPrimaryTextActive: BRAND_ORANGE,
    colorLink: ORANGE_ON_DARK_TEXT,
    colorLinkHover: '#ffc069',
    colorLinkActive: BRAND_ORANGE,
    colorBgLayout: '#0c0f14',
    colorBgContainer: '#161b22',
    colorBgElevated: '#1f2530',
    colorTextTertiary: 'rgba(255, 255, 255, 0.62)',
    colorTextDescription: 'rgba(255, 255, 255, 0.62)',
    colorTextPlaceholder: 'rgba(255, 255, 255, 0.52)',
    controlOutline: 'rgba(250, 140, 22, 0.45)',
    controlOutlineWidth: 2,
    borderRadius: 6,
    fontFamily,
  },
  components: {
    Layout: {
      headerBg: '#161b22',
      headerHeight: 56,
      headerPadding: '0 16px',
      bodyBg: '#0c0f14',
      siderBg: SIDER_BG.dark,
    },
    Menu: menu('dark'),
    Button: { ...flatButtons, primaryColor: ON_BRAND_ORANGE, dangerColor: ON_BRAND_ORANGE },
  },
};

export const themes: Record<ColorScheme, ThemeConfig> = { light: lightTheme, dark: darkTheme };
