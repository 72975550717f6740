import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'antd';
import { useReducer } from 'react';
import { describe, expect, it } from 'vitest';
import { savedRoute as route } from '../../../../tests/support/saved-route';
import { INITIAL_VALUES, type ChangeValues } from './change-input';
import { ChangeFields } from './components/change-fields';
import type { Plan } from './plan';
import { useChangePlan } from './use-change-plan';

const ROUTES = [route(1, 1_000), route(2, 2_000)];

/**
 * The form's fields and the plan of what they say; the form renders again on every value, as the
 * worst case of whatever may render it. Each render's plan goes into `plans`.
 */
function PlannedForm({ plans }: { plans: Set<Plan | null> }) {
  const [form] = Form.useForm<ChangeValues>();
  const [, renderAgain] = useReducer((n: number) => n + 1, 0);
  const { plan, way } = useChangePlan(ROUTES, form);
  plans.add(plan);
  return (
    <Form form={form} initialValues={INITIAL_VALUES} onValuesChange={renderAgain}>
      <ChangeFields way={way} />
    </Form>
  );
}

// The plan's identity is what the memoised preview compares: the same plan renders no table. A
// count of renders would also count React's own extra ones; a spy on `planChange` would mock our
// own module. The identity of what the hook gives is the contract, whichever way it is met.
describe('the plan of «Изменение НМЦ»', () => {
  it('is made again for the amount, and not for a key in «Комментарий»', async () => {
    const plans = new Set<Plan | null>();
    render(<PlannedForm plans={plans} />);
    await userEvent.type(screen.getByLabelText('Изменение, %'), '10');
    const planned = [...plans].filter((plan) => plan !== null);
    expect(planned.at(-1)?.after).toBe(3_300);
    const before = plans.size;

    await userEvent.type(screen.getByLabelText('Комментарий'), 'Индексация');
    expect(plans.size).toBe(before);

    await userEvent.type(screen.getByLabelText('Изменение, %'), '0');
    expect(plans.size).toBe(before + 1);
  });
});
