import { Flex, Form, Input, Radio } from 'antd';
import { ROUTE_COMMENT_MAX_LENGTH } from '../../../../api/limits';
import { formatMoney } from '../../../../lib/format';
import { ROUNDING_STEPS } from '../../../../lib/constants';
import { AMOUNT_LABEL, amountError, commentError, WAY_LABEL } from '../change-input';
import type { Way } from '../plan';

const WAYS = (['percent', 'amount', 'market'] as const).map((value) => ({
  label: WAY_LABEL[value],
  value,
}));

/** The pause in typing after which «Комментарий» is checked. */
const COMMENT_CHECK_PAUSE_MS = 300;

const STEPS = ROUNDING_STEPS.map((step) => ({ label: formatMoney(step), value: step }));

/** A rule from a check that gives the message of what is wrong, or null. */
const ruleOf = (check: (value: string | undefined) => string | null) => ({
  validator: (_: unknown, value: string | undefined) => {
    const error = check(value);
    return error === null ? Promise.resolve() : Promise.reject(new Error(error));
  },
});

/** The fields of «Изменение НМЦ»: the way, the amount (not «По рынку»), rounding and comment. */
export function ChangeFields({ way }: { way: Way }) {
  return (
    <>
      <Form.Item name="way" label="Способ">
        <Radio.Group options={WAYS} aria-label="Способ" />
      </Form.Item>
      <Flex wrap gap="0 40px">
        {way !== 'market' && (
          <Form.Item name="amount" label={AMOUNT_LABEL[way]} rules={[ruleOf(amountError)]}>
            <Input
              inputMode="decimal"
              autoComplete="off"
              suffix={way === 'percent' ? '%' : '₽'}
              style={{ maxWidth: 220 }}
              autoFocus
            />
          </Form.Item>
        )}
        <Form.Item name="step" label="Округлить до">
          <Radio.Group options={STEPS} aria-label="Округлить до" />
        </Form.Item>
      </Flex>
      <Form.Item
        name="comment"
        label="Комментарий"
        rules={[ruleOf(commentError)]}
        // Checked once typing pauses, not on every key: each check renders the field twice more
        // (validating, then its outcome), and a key must stay under 50 ms on a slow PC.
        // «Применить» checks at once.
        validateDebounce={COMMENT_CHECK_PAUSE_MS}
      >
        {/* No maxLength: a pasted longer text stays whole and is explained, not cut silently. */}
        <Input.TextArea
          rows={2}
          placeholder="Попадёт в историю каждого изменённого маршрута"
          showCount={{ formatter: ({ count }) => `${count} / ${ROUTE_COMMENT_MAX_LENGTH}` }}
        />
      </Form.Item>
    </>
  );
}
