import type { ThemeConfig } from 'antd';

/**
 * antd's default link, error, secondary, placeholder and orange-tag text colours, the grey of a
 * table's empty text, and the lighter shades it gives buttons and links under the pointer, fall
 * below the WCAG AA contrast of 4.5:1 on white and on the grey layout; these shades reach it.
 * Hover darkens instead of lightening.
 */
export const theme = {
  // A fixed key rather than one from React's useId: the build writes the CSS variables of antd's
  // components under it into every page (scripts/antd-styles.mjs).
  cssVar: { key: 'css-var-app' },
  // One stylesheet for every page, without a hash class per theme.
  hashed: false,
  token: {
    colorPrimary: '#1f5fbf',
    colorPrimaryHover: '#1a52a8',
    colorLink: '#1f5fbf',
    colorLinkHover: '#114399',
    colorError: '#cf1322',
    colorErrorHover: '#a8071a',
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
    // The ring around a focused input or select: antd's is a 6 % tint, hard to see.
    controlOutline: 'rgba(31, 95, 191, 0.35)',
    borderRadius: 6,
    fontSize: 14,
  },
  components: {
    // The header's look lives here alone: antd's Layout.Header takes it as tokens, and the frame
    // a screen's page paints before any script (src/app/boot-frame.tsx) reads the same values.
    Layout: {
      headerBg: '#001529',
      headerHeight: 64,
      headerPadding: '0 24px',
      bodyBg: '#f5f5f5',
    },
    Table: { colorTextDisabled: 'rgba(0, 0, 0, 0.6)' },
    // Status tags write their text in the status colour itself.
    Tag: {
      orange7: '#ad4e00',
      colorSuccess: '#237804',
      colorInfo: '#1f5fbf',
      colorWarning: '#874d00',
    },
  },
} satisfies ThemeConfig;
