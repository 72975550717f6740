import { formatPercent } from '../../../lib/format';
import { MutedText } from '../../../components/muted-text';
import styles from './routes-table.module.css';

/** A deviation from the market beyond this, either way, is worth a look (PRODUCT §8). */
const FAR_PERCENT = 15;

/**
 * «+18,2 %»: how far the route's НМЦ is from the market. Beyond ±15 % it is marked by an arrow
 * and a word for screen readers as well as by colour.
 */
export function MarketDeviation({ value }: { value: number | null }) {
  if (value === null || !Number.isFinite(value)) return <MutedText>—</MutedText>;
  const shown = Math.round(value * 10) / 10;
  const text = `${shown > 0 ? '+' : ''}${formatPercent(shown)}`;
  if (Math.abs(shown) <= FAR_PERCENT) return text;
  const above = shown > 0;
  return (
    <span className={above ? styles.above : styles.below}>
      <span aria-hidden>{above ? '▲' : '▼'} </span>
      {text}
      <span className="visually-hidden">
        {above ? ', выше рынка больше чем на 15 %' : ', ниже рынка больше чем на 15 %'}
      </span>
    </span>
  );
}
