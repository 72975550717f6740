import { Form, type FormInstance } from 'antd';
import { useMemo } from 'react';
import type { Route } from '../../../api/schema';
import { changeOf, INITIAL_VALUES, type ChangeValues } from './change-input';
import { planChange } from './plan';
import { useMarketPrices } from './use-market-prices';

/**
 * The preview's plan of the change the form describes. Planning 5 000 routes is the costly part
 * of the form: it watches only the fields the plan reads (not «Комментарий») and is made again
 * only when they, the routes or the market prices change, whatever else renders the form.
 */
export function useChangePlan(
  routes: readonly Route[],
  form: FormInstance<ChangeValues>,
  initialWay: ChangeValues['way'] = INITIAL_VALUES.way,
) {
  // Undefined until the form has mounted, whatever antd's types say.
  const watchedWay = Form.useWatch<ChangeValues['way'] | undefined>('way', form);
  const watchedStep = Form.useWatch<ChangeValues['step'] | undefined>('step', form);
  const amount = Form.useWatch<ChangeValues['amount']>('amount', form);
  const way = watchedWay ?? initialWay;
  const step = watchedStep ?? INITIAL_VALUES.step;
  const { prices, complete } = useMarketPrices(routes, way === 'market');
  const marketPending = way === 'market' && !complete;

  const plan = useMemo(() => {
    const change = changeOf({ way, amount, step });
    if (!change || marketPending) return null;
    return planChange(routes, change, prices);
  }, [routes, way, amount, step, prices, marketPending]);

  return { plan, way, prices, marketPending, amountTyped: Boolean(amount?.trim()) };
}
