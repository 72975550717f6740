import { InputNumber } from 'antd';
import { useEffect, useEffectEvent, useId, useState } from 'react';
import { isRangeInverted, type NumberRange, type RangeKey } from '../filter-state';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import styles from './route-filters.module.css';

/** Typing pauses this long before a bound is applied; leaving the field applies it at once. */
const COMMIT_DELAY_MS = 600;

const sameRange = (a: NumberRange, b: NumberRange) => a.min === b.min && a.max === b.max;

interface RangeFilterProps {
  rangeKey: RangeKey;
  label: string;
  value: NumberRange;
  onChange: (range: NumberRange) => void;
  /** Lowest value a bound may take; corrections may be negative, so they have none. */
  min?: number;
}

/**
 * «от» / «до» of one range, grouped under the range's name. The bounds are drafted locally so
 * that typing «1500» is one list request and one history entry, not four.
 */
export function RangeFilter({ rangeKey, label, value, onChange, min }: RangeFilterProps) {
  const labelId = useId();
  const errorId = useId();
  const [draft, setDraft] = useState(value);
  const [applied, setApplied] = useState(value);
  // The URL changed under us (Back, a reset): show what it now says.
  if (!sameRange(applied, value)) {
    setApplied(value);
    setDraft(value);
  }

  const apply = (range: NumberRange) => {
    if (!sameRange(range, value)) onChange(range);
  };
  const settled = useDebouncedValue(draft, COMMIT_DELAY_MS);
  const applySettled = useEffectEvent((range: NumberRange) => {
    if (sameRange(range, draft)) apply(range);
  });
  useEffect(() => applySettled(settled), [settled]);

  const inverted = isRangeInverted(rangeKey, draft);
  const bound = (side: keyof NumberRange, word: 'от' | 'до') => (
    <InputNumber
      aria-label={`${label} ${word}`}
      aria-invalid={inverted || undefined}
      aria-describedby={inverted ? errorId : undefined}
      className={styles.bound}
      prefix={<span className={styles.boundWord}>{word}</span>}
      value={draft[side]}
      min={min}
      controls={false}
      // «86,5» as typed in Russian: without it the comma was dropped and 865 applied.
      decimalSeparator=","
      status={inverted ? 'error' : undefined}
      onChange={(next) => setDraft({ ...draft, [side]: next })}
      onBlur={() => apply(draft)}
      onPressEnter={() => apply(draft)}
    />
  );

  return (
    <div role="group" aria-labelledby={labelId} className={styles.field}>
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      <div className={styles.range}>
        {bound('min', 'от')}
        <span aria-hidden className={styles.dash}>
          –
        </span>
        {bound('max', 'до')}
      </div>
      {inverted && (
        <div id={errorId} role="alert" className={styles.error}>
          «от» больше «до» — диапазон не применён
        </div>
      )}
    </div>
  );
}
