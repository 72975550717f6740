/**
 * antd's level-3 and level-4 title sizes, for a heading whose level the page's outline sets
 * differently from its look (one h1 per screen, no skipped level).
 */
export const LEVEL_3_LOOK = { fontSize: 24, lineHeight: 1.3333 };
export const LEVEL_4_LOOK = { fontSize: 20, lineHeight: 1.4 };
