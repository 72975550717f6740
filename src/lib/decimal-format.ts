/**
 * A number written as `Intl.NumberFormat('ru-RU', …)` writes it, without Intl: the first Intl
 * object of a page starts the browser's ICU, a task of about 110 ms on a phone (CPU ×4) before
 * the first screen can show a single amount. The digits are the shortest ones that read back as
 * the same number (as Intl takes them), rounded half away from zero; digits are grouped by three
 * with a no-break space, the decimal separator is a comma, and a negative number, zero included,
 * keeps its hyphen-minus as Intl does. `decimal-format.test.ts` holds it to Intl's own output.
 */

/**
 * A finite `value` in Russian notation with `minFraction` to `maxFraction` decimals; with
 * `stripIfInteger`, an integer after rounding is written without its fraction (Intl's
 * `trailingZeroDisplay`). See the module's comment for the rules.
 */
export function formatDecimal(
  value: number,
  minFraction: number,
  maxFraction: number,
  stripIfInteger = false,
): string {
  // The shortest digits of |value| and where its decimal point stands among them.
  const [mantissa = '0', exponent = '0'] = Math.abs(value).toExponential().split('e');
  const digits = mantissa.replace('.', '');
  const lead = Math.max(0, -Number(exponent));
  const point = Number(exponent) + 1 + lead;
  const all = '0'.repeat(lead) + digits.padEnd(point + maxFraction - lead, '0');
  const kept = all.slice(0, point + maxFraction);
  const rounded =
    (all[point + maxFraction] ?? '0') >= '5'
      ? String(BigInt(kept) + 1n).padStart(kept.length, '0')
      : kept;
  const cut = rounded.length - maxFraction;
  let fraction = rounded.slice(cut).replace(/0+$/, '');
  if (!stripIfInteger || fraction) fraction = fraction.padEnd(minFraction, '0');
  // Groups of three with a no-break space, as ru-RU has them; `1 / -0` is negative too.
  const whole = rounded.slice(0, cut).replace(/\B(?=(\d{3})+$)/g, '\u00a0');
  return `${1 / value < 0 ? '-' : ''}${whole}${fraction ? `,${fraction}` : ''}`;
}
