import { Input, type FormRule, type InputProps, type InputRef } from 'antd';
import { useLayoutEffect, useRef, useState, type ChangeEvent } from 'react';
import {
  acceptMoneyText,
  caretAfterRegroup,
  moneyProblem,
  moneyTextOf,
  parseMoneyText,
} from '../lib/money-text';

type MoneyInputProps = Omit<InputProps, 'value' | 'onChange' | 'suffix'> & {
  value?: number | null;
  onChange?: (value: number | null) => void;
};

/**
 * The one field for an amount in roubles: digits grouped as they are typed («125 000»), a comma
 * or a point for kopecks, «₽» after it. It holds a number (null when empty); a negative amount
 * or more than two decimals stays in the field for `moneyRule` or `moneyProblem` to refuse with
 * words, rather than vanishing as it is typed.
 */
export function MoneyInput({ value = null, onChange, ...rest }: MoneyInputProps) {
  const [text, setText] = useState(() => moneyTextOf(value));
  // A value from outside (a reset, an accepted price, a colleague's): the text follows it. The
  // text of a number still being typed («125,») already stands for it and is kept.
  if (parseMoneyText(text) !== value) setText(moneyTextOf(value));
  const input = useRef<InputRef>(null);
  const caret = useRef<number | null>(null);

  useLayoutEffect(() => {
    const element = input.current?.input;
    if (caret.current === null || !element || document.activeElement !== element) return;
    element.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  });

  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const typed = event.target.value;
    const next = acceptMoneyText(typed, text);
    if (next === text) return;
    caret.current = caretAfterRegroup(typed, event.target.selectionStart ?? typed.length, next);
    setText(next);
    onChange?.(parseMoneyText(next));
  };

  return (
    <Input
      {...rest}
      ref={input}
      inputMode="decimal"
      autoComplete="off"
      suffix="₽"
      value={text}
      onChange={change}
    />
  );
}

/** antd Form's rule for a MoneyInput: no negative amount, no more than two decimals. */
export const moneyRule: FormRule = {
  validator: (_, value: number | null | undefined) => {
    const problem = moneyProblem(value);
    return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
  },
};
