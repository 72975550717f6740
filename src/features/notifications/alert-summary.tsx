import { useQueries } from '@tanstack/react-query';
import { Button, Card, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useNotificationChoices } from '../../api/shared-queries';
import { alertRoutesQuery } from './api';
import { MutedText } from '../../components/muted-text';
import { repriceTarget } from '../../lib/alert-flow';
import styles from './alert-summary.module.css';

const TITLE = 'Переоценка по уведомлениям';

/**
 * Above the list (PRODUCT §6): each category with notifications about routes, how many routes it
 * names, and «Переоценить (N)», which opens those routes in the list, all selected, with
 * «Изменение НМЦ» «По рынку». The counts are the list's own for that filter, so N is what gets
 * selected.
 */
export function AlertSummary() {
  const navigate = useNavigate();
  const choices = useNotificationChoices();
  const counts = useQueries({
    queries: (choices ?? []).map(({ value }) => alertRoutesQuery(value)),
  });
  const loading = choices === undefined || counts.some((count) => count.isPending);
  const failed = counts.filter((count) => count.isError);
  const categories = (choices ?? []).flatMap((choice, index) => {
    const total = counts[index]?.data?.total ?? 0;
    return total > 0 ? [{ ...choice, total }] : [];
  });

  return (
    <Card size="small" role="region" aria-label={TITLE}>
      <Typography.Text strong>{TITLE}</Typography.Text>
      {loading ? (
        <p className={styles.line}>
          <MutedText>Считаем маршруты…</MutedText>
        </p>
      ) : categories.length > 0 ? (
        <ul className={styles.list} aria-label="Категории уведомлений">
          {categories.map(({ value, label, total }) => (
            <li key={value} className={styles.item}>
              <span className={styles.words}>
                <span className={styles.label}>{label}</span>
                <MutedText>Маршрутов: {total}</MutedText>
              </span>
              <Button
                size="small"
                onClick={() => {
                  const { to, state } = repriceTarget(value);
                  void navigate(to, { state });
                }}
              >
                Переоценить ({total})
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        failed.length === 0 && (
          <p className={styles.line}>
            <MutedText>Уведомлений о маршрутах нет.</MutedText>
          </p>
        )
      )}
      {!loading && failed.length > 0 && (
        <p className={styles.line}>
          <MutedText>Не удалось посчитать маршруты некоторых категорий. </MutedText>
          <Button
            size="small"
            type="link"
            onClick={() => failed.forEach((count) => void count.refetch())}
          >
            Повторить
          </Button>
        </p>
      )}
    </Card>
  );
}
