import { useQueries } from '@tanstack/react-query';
import { Button, Card, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import type { Choice } from '../../api/schema';
import { useNotificationChoices } from '../../api/shared-queries';
import { ClippedText } from '../../components/clipped-text';
import { MutedText } from '../../components/muted-text';
import { repriceTarget } from '../../lib/alert-flow';
import { alertRoutesQuery } from './api';
import styles from './alert-summary.module.css';

const TITLE = 'Переоценка по уведомлениям';

/**
 * Rows drawn while the categories are unknown: the seed's and the contract's few. The summary
 * stands above the list, so its height is set before its figures come and the list below does
 * not jump when they do.
 */
const EXPECTED_CATEGORIES = 6;

/** «Маршрутов: N» of a category; undefined while it is being counted, null when it failed. */
function countText(total: number | null | undefined): string {
  if (total === undefined) return 'Маршрутов: …';
  if (total === null) return 'Не удалось посчитать маршруты';
  return total === 0 ? 'Маршрутов нет' : `Маршрутов: ${total}`;
}

/**
 * Above the list (PRODUCT §6): each category of notifications, how many routes it names, and
 * «Переоценить (N)», which opens those routes in the list, all selected, with «Изменение НМЦ»
 * «По рынку». The counts are the list's own for that filter, so N is what gets selected. Every
 * category keeps its place, with or without routes: nothing below moves when the counts come.
 */
export function AlertSummary() {
  const navigate = useNavigate();
  const choices = useNotificationChoices();
  const counts = useQueries({
    queries: (choices ?? []).map(({ value }) => alertRoutesQuery(value)),
  });
  const failed = counts.filter((count) => count.isError);
  const rows: readonly (Choice | null)[] = choices ?? Array<null>(EXPECTED_CATEGORIES).fill(null);

  return (
    <Card size="small" role="region" aria-label={TITLE}>
      <Typography.Text strong>{TITLE}</Typography.Text>
      {rows.length === 0 ? (
        <p className={styles.line}>
          <MutedText>Категорий уведомлений нет.</MutedText>
        </p>
      ) : (
        <ul className={styles.list} aria-label="Категории уведомлений" aria-busy={!choices}>
          {rows.map((choice, index) => {
            const count = counts[index];
            const total = count?.isError ? null : count?.data?.total;
            return (
              <li key={`${index}:${choice?.value ?? ''}`} className={styles.item}>
                <span className={styles.words}>
                  {choice && <ClippedText>{choice.label}</ClippedText>}
                  <MutedText>{choice ? countText(total) : ''}</MutedText>
                </span>
                {choice && typeof total === 'number' && total > 0 && (
                  <Button
                    size="small"
                    onClick={() => {
                      const { to, state } = repriceTarget(choice.value);
                      void navigate(to, { state });
                    }}
                  >
                    Переоценить ({total})
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {failed.length > 0 && (
        <Button
          size="small"
          type="link"
          className={styles.retry}
          onClick={() => failed.forEach((count) => void count.refetch())}
        >
          Посчитать снова
        </Button>
      )}
    </Card>
  );
}
