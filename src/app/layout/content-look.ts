/** The box of a signed-in screen under the header; the pre-drawn frame uses the same. */
export const CONTENT_LOOK = {
  boxSizing: 'border-box',
  width: '100%',
  maxWidth: 1440,
  margin: '0 auto',
  padding: 24,
} as const;
