import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Form } from 'antd';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { NEGATIVE_MONEY, TOO_MANY_DECIMALS } from '../lib/money-text';
import { MoneyInput, moneyRule } from './money-input';

function Harness({ initial = null }: { initial?: number | null }) {
  const [value, setValue] = useState<number | null>(initial);
  return (
    <>
      <MoneyInput aria-label="НМЦ" value={value} onChange={setValue} />
      <output aria-label="Значение">{String(value)}</output>
      <Button onClick={() => setValue(74000)}>Взять 74 000</Button>
    </>
  );
}

const field = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'НМЦ' });
const held = () => screen.getByRole('status', { name: 'Значение' }).textContent;

describe('MoneyInput', () => {
  it('groups digits as they are typed and holds the number', async () => {
    render(<Harness />);
    await userEvent.type(field(), '13906,5');
    expect(field()).toHaveValue('13 906,5');
    expect(held()).toBe('13906.5');
  });

  it('shows an amount from outside grouped, and follows a new one', async () => {
    render(<Harness initial={125000} />);
    expect(field()).toHaveValue('125 000');
    await userEvent.click(screen.getByRole('button', { name: 'Взять 74 000' }));
    expect(field()).toHaveValue('74 000');
  });

  it('keeps the caret after the digit typed in the middle', async () => {
    render(<Harness initial={1234} />);
    const input = field();
    await userEvent.click(input);
    input.setSelectionRange(3, 3);
    // «1 2|34» + «5» → «12 5|34».
    await userEvent.keyboard('5');
    expect(input).toHaveValue('12 534');
    expect(input.selectionStart).toBe(4);
  });

  it('ignores letters and a second separator', async () => {
    render(<Harness />);
    await userEvent.type(field(), '1a2,3,4b');
    expect(field()).toHaveValue('12,34');
  });
});

describe('moneyRule', () => {
  function MoneyForm({ onFinish }: { onFinish: (values: { nmc: number | null }) => void }) {
    return (
      <Form onFinish={onFinish}>
        <Form.Item name="nmc" label="НМЦ" rules={[moneyRule]}>
          <MoneyInput />
        </Form.Item>
        <Button htmlType="submit">Сохранить</Button>
      </Form>
    );
  }

  it.each([
    ['-500', NEGATIVE_MONEY],
    ['125000.555', TOO_MANY_DECIMALS],
  ])('refuses «%s» with a message, and sends nothing', async (typed, message) => {
    const onFinish = vi.fn();
    render(<MoneyForm onFinish={onFinish} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'НМЦ' }), typed);
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'НМЦ' })).toHaveAttribute('aria-invalid', 'true');
    expect(onFinish).not.toHaveBeenCalled();
  });

  it('lets an amount with kopecks through as a number', async () => {
    const onFinish = vi.fn();
    render(<MoneyForm onFinish={onFinish} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'НМЦ' }), '125000,55');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(onFinish).toHaveBeenCalledWith({ nmc: 125000.55 }));
  });
});
