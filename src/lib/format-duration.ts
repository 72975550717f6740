const NBSP = '\u00a0';
const MINUTE = 60;

/**
 * «≈ 40 с», «≈ 2 мин», «≈ 1 ч 25 мин»: a rough span of time, as precise as an estimate deserves
 * (5 s under a minute, whole minutes under an hour, 5 min beyond). The number stays on the line
 * of its unit.
 */
export function formatApproxDuration(ms: number): string {
  const seconds = Math.max(0, ms) / 1000;
  const approx = (text: string) => `≈${NBSP}${text}`;
  const short = Math.max(5, Math.round(seconds / 5) * 5);
  if (short < MINUTE) return approx(`${short}${NBSP}с`);
  const minutes = Math.max(1, Math.round(seconds / MINUTE));
  if (minutes < 60) return approx(`${minutes}${NBSP}мин`);
  const fives = Math.round(seconds / (5 * MINUTE)) * 5;
  const hours = Math.floor(fives / 60);
  const rest = fives % 60;
  return approx(rest === 0 ? `${hours}${NBSP}ч` : `${hours}${NBSP}ч ${rest}${NBSP}мин`);
}
