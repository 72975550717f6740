/**
 * Chosen values shown as tags in a multi-select before «+ N ...». A fixed count rather than
 * antd's measured one: the selects keep one line in practice and render without layout.
 */
export const MAX_TAGS = 2;
