/**
 * What a money field holds as text: «125 000,5» on screen, 125000.5 in the form. Digits are
 * grouped by three with plain spaces, as people type them; a typed comma or point both mean the
 * decimal separator, shown as a comma.
 */

/** An optional minus, digits (spaces between them) and at most one decimal separator. */
const MONEY_TEXT = /^-?[\d ]*([.,][\d ]*)?$/;

const group = (digits: string): string => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ' ');

/**
 * The typed or pasted text, grouped, if it is a number in the making: a pasted «125 000,50 ₽»
 * loses its «₽»; anything else that is not a number keeps the previous text. A minus and extra
 * decimals stay, so that the field can say why it refuses them.
 */
export function acceptMoneyText(next: string, previous: string): string {
  const plain = next.replace(/[\s\u00a0\u202f]/g, ' ').replace(/\s*₽\s*$/, '');
  if (!MONEY_TEXT.test(plain)) return previous;
  const [sign = '', whole = '', separator, fraction = ''] =
    /^(-?)([\d ]*)([.,]?)(.*)$/.exec(plain)?.slice(1) ?? [];
  const grouped = group(whole.replaceAll(' ', ''));
  return `${sign}${grouped}${separator ? ',' : ''}${fraction.replaceAll(' ', '')}`;
}

/** The number in a money field's text; null when it holds none yet («», «-», «,»). */
export function parseMoneyText(text: string): number | null {
  const plain = text.replaceAll(' ', '').replace(',', '.');
  if (!/\d/.test(plain)) return null;
  const value = Number(plain);
  return Number.isFinite(value) ? value : null;
}

/** Whole kopecks: more decimals than two are refused, not rounded away unseen. */
const hasWholeKopecks = (value: number): boolean =>
  Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

/**
 * The text of an amount as the field shows it: «69 700», «45 924,50» (kopecks as two digits, as
 * everywhere); empty for none. Never an exponent, and more decimals than two are shown as they
 * are, for the field to refuse: what the server holds is what the field shows.
 */
export function moneyTextOf(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  const plain =
    Math.abs(value) >= 1e21
      ? BigInt(Math.trunc(value)).toString()
      : Number.isInteger(value) || !hasWholeKopecks(value)
        ? String(value)
        : value.toFixed(2);
  return acceptMoneyText(plain, '');
}

export const NEGATIVE_MONEY = 'Сумма не может быть отрицательной';
export const TOO_MANY_DECIMALS = 'Не больше двух знаков после запятой: копейки';

/** Why an amount cannot be saved; null when it can (no amount at all included). */
export function moneyProblem(value: number | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  if (value < 0) return NEGATIVE_MONEY;
  if (!hasWholeKopecks(value)) return TOO_MANY_DECIMALS;
  return null;
}

/**
 * Where the caret goes in `formatted` so that it stays after the same digits, sign and separator
 * as at `caret` in the text the user typed: regrouping adds and removes only spaces.
 */
export function caretAfterRegroup(typed: string, caret: number, formatted: string): number {
  const kept = typed.slice(0, caret).replace(/[\s\u00a0]/g, '').length;
  let seen = 0;
  for (let index = 0; index < formatted.length; index += 1) {
    if (seen === kept) return index;
    if (formatted[index] !== ' ') seen += 1;
  }
  return formatted.length;
}
