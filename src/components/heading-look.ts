import type { CSSProperties } from 'react';

/**
 * A screen's title: antd's level-2 title, as wide as its words. One object for the screen's
 * title and the frame its page paints before any script (src/app/boot-frame.tsx), so the two
 * line up.
 */
export const PAGE_TITLE_LOOK = {
  width: 'fit-content',
  maxWidth: '100%',
  margin: 0,
  color: 'var(--ant-color-text-heading, rgba(0, 0, 0, 0.88))',
  fontSize: 30,
  fontWeight: 600,
  lineHeight: 1.2667,
  overflowWrap: 'anywhere',
} satisfies CSSProperties;

/**
 * A section's title under the screen's: an h2 drawn like antd's level-3 title, a plain element
 * for the same reason as the screen's title.
 */
export const SECTION_TITLE_LOOK = {
  margin: '0 0 0.5em',
  color: 'var(--ant-color-text-heading, rgba(0, 0, 0, 0.88))',
  fontSize: 24,
  fontWeight: 600,
  lineHeight: 1.3333,
} satisfies CSSProperties;

/**
 * antd's level-4 title size, for a heading whose level the page's outline sets differently from
 * its look (one h1 per screen, no skipped level).
 */
export const LEVEL_4_LOOK = { fontSize: 20, lineHeight: 1.4 };
