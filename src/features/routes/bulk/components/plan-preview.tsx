import { Checkbox, Flex, Grid } from 'antd';
import { memo, useMemo, useState } from 'react';
import { formatMoney, formatMoneyChange } from '../../../../lib/format';
import type { Plan } from '../plan';
import { recentChangeText, type RecentChange } from '../recent-changes';
import styles from './bulk.module.css';
import { PagedRows } from './paged-rows';
import { narrowColumns, wideColumns, type PreviewRow } from './preview-columns';

interface PlanPreviewProps {
  plan: Plan;
  /** The selected routes a kept run changed in the last 24 hours. */
  recent: ReadonlyMap<number, RecentChange>;
}

/**
 * Every selected route before anything is written: its НМЦ before and after, or why it is left
 * alone, a word on each route a kept run changed in the last 24 hours or that changes sharply,
 * and the sums: those of the routes with an НМЦ, and apart, the new prices of those without.
 * Ten rows a page: thousands of routes are never thousands of rows. Memoised: a key in
 * «Комментарий» gives the same plan, and the table is not rendered again.
 */
export const PlanPreview = memo(function PlanPreview({ plan, recent }: PlanPreviewProps) {
  const [onlySkipped, setOnlySkipped] = useState(false);
  // Below antd's `md` (768 px) the modal is narrower than the wide table: a route is two lines.
  // Unknown before the first measure: wide, as the breakpoint hooks elsewhere take it.
  const narrow = Grid.useBreakpoint().md === false;
  const all = useMemo(
    () =>
      plan.rows.map((row): PreviewRow => {
        const change = recent.get(row.id);
        return { ...row, already: change ? recentChangeText(change) : null };
      }),
    [plan, recent],
  );
  const rows = onlySkipped ? all.filter((row) => row.skip !== null) : all;
  return (
    <section aria-label="Предпросмотр" className={styles.preview}>
      <Flex wrap gap="4px 24px" className={styles.totals}>
        <span>
          Изменится: <strong>{plan.writes}</strong> из {plan.rows.length}
        </span>
        <span>
          Пропущено: <strong>{plan.skipped}</strong>
        </span>
        {/* Only new prices: there is no price they change, and «0 ₽ → 0 ₽» would say nothing. */}
        {(plan.priced === 0 || plan.writes > plan.priced) && (
          <>
            <span>
              Сумма НМЦ: {formatMoney(plan.before)} → {formatMoney(plan.after)}
            </span>
            <span>Разница: {formatMoneyChange(plan.after - plan.before)}</span>
          </>
        )}
        {plan.priced > 0 && (
          <span>
            Получат НМЦ: <strong>{plan.priced}</strong> на сумму {formatMoney(plan.pricedSum)}
          </span>
        )}
        {plan.marked > 0 && (
          <span>
            Резкие изменения: <strong>{plan.marked}</strong>
          </span>
        )}
        {recent.size > 0 && (
          <span>
            Уже изменены за сутки: <strong>{recent.size}</strong>
          </span>
        )}
      </Flex>
      {plan.skipped > 0 && (
        <Checkbox checked={onlySkipped} onChange={(event) => setOnlySkipped(event.target.checked)}>
          Только пропущенные
        </Checkbox>
      )}
      <PagedRows
        rows={rows}
        columns={narrow ? narrowColumns : wideColumns}
        minWidth={narrow ? 0 : 760}
        label="Маршруты изменения"
      />
    </section>
  );
});
