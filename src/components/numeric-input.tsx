import { Input, type InputProps } from 'antd';

/** An optional minus, digits and at most one decimal point */
const NUMERIC_TEXT = /^-?\d*\.?\d*$/;

/** Accepts a typed or pasted value only if it stays a number in the making; a comma counts as a point. */
export function acceptNumericText(next: string, previous: string): string {
  const normalized = next.replace(',', '.');
  return NUMERIC_TEXT.test(normalized) ? normalized : previous;
}

/** Parses what NumericInput holds: null when empty or not a finite number. */
export function parseNumericText(text: string): number | null {
  if (text.trim() === '' || text === '-' || text === '.') return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

type NumericInputProps = Omit<InputProps, 'value' | 'onChange'> & {
  value?: string;
  onChange?: (value: string) => void;
};

/** A text input for numbers that refuses anything else as it is typed. */
export function NumericInput({ value = '', onChange, ...rest }: NumericInputProps) {
  return (
    <Input
      {...rest}
      inputMode="decimal"
      value={value}
      onChange={(event) => onChange?.(acceptNumericText(event.target.value, value))}
    />
  );
}
