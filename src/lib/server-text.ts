/** Longer server text is cut: an alert or a table cell is not the place for a stack trace. */
const MAX_LENGTH = 300;
/** A tag or a doctype: the text is a page of markup (a proxy's or a debug page), not a message. */
const MARKUP = /<(?:[a-z!/?][^>]*)>/i;

/**
 * Text from the server as a screen may show it: one line of plain text of at most `max`
 * characters. Undefined for anything else (not a string, empty, markup), so the screen falls
 * back to its own words.
 */
export function shortPlainText(value: unknown, max = MAX_LENGTH): string | undefined {
  if (typeof value !== 'string' || MARKUP.test(value)) return undefined;
  const text = value.replace(/\s+/g, ' ').trim();
  if (!text) return undefined;
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}
