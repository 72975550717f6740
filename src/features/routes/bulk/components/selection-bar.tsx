import { Button, Tooltip } from 'antd';
import { lazy, Suspense, useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import type { Route } from '../../../../api/schema';
import { BULK_MAX_ROUTES } from '../../../../lib/constants';
import { formatNumber } from '../../../../lib/format';
import type { FilterQuery } from '../../filter-state';
import { readAllRoutes } from '../read-all';
import type { useSelection } from '../use-selection';
import styles from './bulk.module.css';

// The form and its preview load when the user asks for them.
const BulkChangeModal = lazy(async () => ({
  default: (await import('./bulk-change-modal')).BulkChangeModal,
}));
// So does the lot's justification, with its document and the spreadsheet writer.
const LotModal = lazy(async () => ({ default: (await import('../../lot/lot-modal')).LotModal }));

/**
 * The list found more than one change may take: the first `selected` were selected. Said rather
 * than left to the count, as «Переоценить (N)» promised all N.
 */
const firstOf = (selected: number, found: number) =>
  `Выбраны первые ${formatNumber(selected)} из ${formatNumber(found)}: за раз — не больше ${formatNumber(BULK_MAX_ROUTES)} маршрутов`;

interface SelectionBarProps {
  selection: ReturnType<typeof useSelection>;
  /** The list's filters: «Выбрать все найденные» reads every route they find. */
  query: FilterQuery;
  /** How many routes the filters find; undefined while unknown. */
  found: number | undefined;
  /**
   * The notification category the list was opened to re-price: every found route is selected
   * and «Изменение НМЦ» opens «По рынку» (PRODUCT §6).
   */
  alert?: string | null;
}

/**
 * Above the route list: how many routes are selected, «Изменить НМЦ», «Снять выбор» and
 * «Выбрать все найденные (M)», which reads the whole filtered list page by page.
 */
export function SelectionBar({ selection, query, found, alert = null }: SelectionBarProps) {
  const count = selection.selected.size;
  // The form is open; `alert` when it re-prices a notification category's routes, `note` when
  // the routes it re-prices are the first BULK_MAX_ROUTES of more.
  // Each form takes the routes chosen when it opened: the list reading them again (the choice
  // takes the new values) neither restarts its reads nor changes what it shows.
  const [changing, setChanging] = useState<{
    alert: string | null;
    note: string | null;
    routes: readonly Route[];
  } | null>(null);
  // A message belongs to the selection it was about: it goes when the selection changes.
  const [said, setSaid] = useState<{ text: string; count: number } | null>(null);
  const full = selection.full
    ? `Можно выбрать не больше ${formatNumber(BULK_MAX_ROUTES)} маршрутов`
    : null;
  const message = (said?.count === count ? said.text : null) ?? full;
  const setMessage = (text: string | null) => setSaid(text === null ? null : { text, count });
  const routes = useMemo(() => [...selection.selected.values()], [selection.selected]);
  const [reading, setReading] = useState(false);
  const stop = useRef<AbortController | null>(null);
  useEffect(() => () => stop.current?.abort(), []);

  /**
   * Selects every found route, up to BULK_MAX_ROUTES; says how many, and why not all when the
   * limit left some out, or null when they could not be read.
   */
  const selectAll = async (): Promise<{
    selected: readonly Route[];
    cut: string | null;
  } | null> => {
    stop.current?.abort();
    const controller = new AbortController();
    stop.current = controller;
    setReading(true);
    setMessage(null);
    try {
      const { routes, found } = await readAllRoutes(query, controller.signal);
      selection.selectAll(routes);
      const cut =
        routes.length >= BULK_MAX_ROUTES && found > routes.length
          ? firstOf(routes.length, found)
          : null;
      // Said of the selection just made: the count this render knows is the one before it.
      if (cut !== null) setSaid({ text: cut, count: routes.length });
      return { selected: routes.slice(0, BULK_MAX_ROUTES), cut };
    } catch {
      if (!controller.signal.aborted)
        setMessage('Не удалось прочитать все найденные маршруты. Повторите попытку.');
      return null;
    } finally {
      if (stop.current === controller) setReading(false);
    }
  };

  const reprice = useEffectEvent(async (category: string) => {
    const read = await selectAll();
    if (read === null) return;
    if (read.selected.length > 0)
      setChanging({ alert: category, note: read.cut, routes: read.selected });
    else setMessage('Маршрутов с уведомлениями этой категории больше нет.');
  });
  useEffect(() => {
    if (alert === null) return undefined;
    // Started once the list has mounted for good: a remount (React's strict mode) reads once.
    const timer = setTimeout(() => void reprice(alert));
    return () => clearTimeout(timer);
  }, [alert]);

  const [justifying, setJustifying] = useState<readonly Route[] | null>(null);
  const unselected = () =>
    setMessage('Сначала выберите маршруты: отметьте строки или «Выбрать все найденные».');
  const change = () => {
    if (count > 0) setChanging({ alert: null, note: null, routes });
    else unselected();
  };
  const justify = () => {
    if (count > 0) setJustifying(routes);
    else unselected();
  };

  const offered = found !== undefined && found > 0 && count < found;
  const tooMany = found !== undefined && found > BULK_MAX_ROUTES;
  const selectAllButton = (
    <Button
      type="link"
      loading={reading}
      disabled={!offered || tooMany}
      onClick={() => void selectAll()}
    >
      Выбрать все найденные ({found ?? 0})
    </Button>
  );

  return (
    <div className={count > 0 ? `${styles.bar} ${styles.active}` : styles.bar}>
      <span aria-live="polite">Выбрано маршрутов: {count}</span>
      <Button type={count > 0 ? 'primary' : 'default'} onClick={change}>
        Изменить НМЦ
      </Button>
      <Button onClick={justify}>Обоснование НМЦ лота</Button>
      <Button onClick={selection.clear} disabled={count === 0}>
        Снять выбор
      </Button>
      {!offered ? (
        // Its room stays while it is not offered (the count not known yet, or every route
        // chosen): the bar keeps its lines on a narrow screen, and the list under it does not
        // jump, taking a click meant for one row to another.
        <span aria-hidden className={styles.unoffered}>
          {selectAllButton}
        </span>
      ) : tooMany ? (
        <Tooltip
          title={`За раз — не больше ${formatNumber(BULK_MAX_ROUTES)} маршрутов: сузьте фильтры`}
        >
          {selectAllButton}
        </Tooltip>
      ) : (
        selectAllButton
      )}
      {message && (
        <span role="alert" className={styles.message}>
          {message}
        </span>
      )}
      {changing && (
        <Suspense fallback={null}>
          <BulkChangeModal
            routes={changing.routes}
            alert={changing.alert}
            note={changing.note}
            onClose={() => setChanging(null)}
            onStarted={() => {
              setChanging(null);
              selection.clear();
            }}
          />
        </Suspense>
      )}
      {justifying && (
        <Suspense fallback={null}>
          <LotModal routes={justifying} onClose={() => setJustifying(null)} />
        </Suspense>
      )}
    </div>
  );
}
