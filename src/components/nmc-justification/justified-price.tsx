import { Alert, Flex, Typography } from 'antd';
import { formatMoney, formatPercent } from '../../lib/format';
import { VERDICT_TEXT, type Justification } from './justification';
import styles from './justification.module.css';

const VERDICT_TYPE = {
  homogeneous: 'success',
  heterogeneous: 'warning',
  insufficient: 'info',
} as const;

/** «выше текущей на 1 200 ₽ (1,8 %)»: the words carry the sign; colour is only a hint. */
export function differenceText({ difference }: Pick<Justification, 'difference'>): string {
  if (!difference) return 'текущей НМЦ у маршрута нет';
  if (difference.rub === 0) return 'совпадает с текущей';
  const word = difference.rub > 0 ? 'выше' : 'ниже';
  const percent =
    difference.percent === null ? '' : ` (${formatPercent(Math.abs(difference.percent))})`;
  return `${word} текущей на ${formatMoney(Math.abs(difference.rub))}${percent}`;
}

export function VerdictAlert({ data }: { data: Justification }) {
  return <Alert type={VERDICT_TYPE[data.verdict]} showIcon title={VERDICT_TEXT[data.verdict]} />;
}

/** «Обоснованная НМЦ»: the mean in whole roubles beside the route's current НМЦ. */
export function JustifiedPrice({ data, current }: { data: Justification; current: number | null }) {
  const tone =
    data.difference && data.difference.rub !== 0
      ? data.difference.rub > 0
        ? styles.above
        : styles.below
      : undefined;
  return (
    <Flex wrap gap={32} align="flex-end" className={styles.price}>
      <div>
        <div className={styles.caption}>Обоснованная НМЦ</div>
        <div className={styles.value}>{formatMoney(data.justified)}</div>
      </div>
      <div>
        <div className={styles.caption}>Текущая НМЦ маршрута</div>
        <div className={styles.current}>{formatMoney(current)}</div>
      </div>
      {data.justified !== null && (
        <Typography.Text className={tone}>{differenceText(data)}</Typography.Text>
      )}
    </Flex>
  );
}
