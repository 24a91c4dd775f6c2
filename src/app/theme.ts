import type { ThemeConfig } from 'antd';

export const PRIMARY_COLOR = '#fa8c16';

/** antd theme: orange primary colour, a dark side menu. */
export const theme: ThemeConfig = {
  token: {
    colorPrimary: PRIMARY_COLOR,
    colorLink: '#d46b08',
    borderRadius: 6,
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  },
  components: {
    Layout: {
      headerBg: '#ffffff',
      headerHeight: 56,
      headerPadding: '0 16px',
      bodyBg: '#f5f6f8',
      siderBg: '#141a26',
    },
    Menu: { darkItemBg: '#141a26', darkSubMenuItemBg: '#0e131c', darkItemSelectedBg: PRIMARY_COLOR },
  },
};
