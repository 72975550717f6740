import { formatMoney } from '../../../lib/format';
import { sameAmount } from '../../../lib/rounding';
import { countRun, type BulkRun, type ItemOutcome, type RunItem } from './run-store';

/** How a run names itself: «Изменение НМЦ: +10 %», «Отмена изменения НМЦ: +10 %». */
export const runName = (run: BulkRun): string =>
  `${run.kind === 'change' ? 'Изменение НМЦ' : 'Отмена изменения НМЦ'}: ${run.title}`;

/** «Изменено 3 из 10» while a run goes; an undo counts «Отменено». */
export function progressText(run: BulkRun): string {
  const { done, total } = countRun(run);
  return `${run.kind === 'change' ? 'Изменено' : 'Отменено'} ${done} из ${total}`;
}

export interface CountText {
  text: string;
  /** How it reads at a glance: a change, something to look at, a failure, or neither. */
  tone: 'success' | 'warning' | 'error' | 'default';
}

const count = (text: string, value: number, tone: CountText['tone']): CountText => ({
  text: `${text}: ${value}`,
  tone: value > 0 ? tone : 'default',
});

/**
 * The counts of a finished run, as its result names them. A run cut short counts the routes it
 * never wrote («Продолжить» writes them) apart from those the preview left alone.
 */
export function resultCounts(run: BulkRun): CountText[] {
  const counts = countRun(run);
  const unwritten = counts.stopped > 0 ? [count('Не записано', counts.stopped, 'warning')] : [];
  if (run.kind === 'undo')
    return [
      count('Отменено', counts.done, 'success'),
      count('Не удалось отменить', counts.conflicts + counts.errors, 'warning'),
      ...unwritten,
    ];
  return [
    count('Изменено', counts.done, 'success'),
    count('Конфликтов', counts.conflicts, 'warning'),
    count('Пропущено', counts.skipped, 'default'),
    count('Ошибок', counts.errors, 'error'),
    ...unwritten,
  ];
}

/** «Прервано: изменено X из N» of a run cut short; an undo counts «отменено». */
export function cutShortText(run: BulkRun): string {
  const { done, total } = countRun(run);
  return `Прервано: ${run.kind === 'change' ? 'изменено' : 'отменено'} ${done} из ${total}`;
}

const OUTCOMES: Record<ItemOutcome, string> = {
  pending: 'Ожидает',
  done: 'Изменено',
  conflict: 'Конфликт',
  error: 'Ошибка',
  skipped: 'Пропущено',
  stopped: 'Не записано',
};

/** «Итог» of a route in a run. */
export const outcomeText = (run: BulkRun, item: RunItem): string =>
  run.kind === 'undo' && item.outcome === 'done' ? 'Отменено' : OUTCOMES[item.outcome];

/** What an undo put back on a route: «Возвращено: 69 900 ₽, «Две точки выгрузки»». */
function putBackText(run: BulkRun, item: RunItem): string {
  const comment = item.comment === undefined ? run.comment : item.comment;
  const note = comment === null || comment === '' ? 'без комментария' : `«${comment}»`;
  return `Возвращено: ${formatMoney(item.after)}, ${note}`;
}

/**
 * «Причина» of a route in a run: why it was left alone, failed, or whose value it met; for a
 * route an undo put back, what it put back.
 */
export function reasonText(run: BulkRun, item: RunItem): string {
  if (run.kind === 'undo' && item.outcome === 'done') return putBackText(run, item);
  if (item.outcome !== 'conflict') return item.reason ?? '';
  const current = formatMoney(item.current);
  if (run.kind === 'change') return `Маршрут уже изменён другим пользователем: НМЦ ${current}`;
  // An undo names what the colleague changed since the run's write: the НМЦ, the comment or both.
  const changed = [
    item.current !== undefined && !sameAmount(item.current, item.before) && `НМЦ ${current}`,
    item.currentComment !== undefined &&
      item.currentComment !== item.base?.comment &&
      `комментарий «${item.currentComment ?? ''}»`,
  ].filter((part) => typeof part === 'string');
  const what = changed.length > 0 ? `: ${changed.join(', ')}` : '';
  return `Маршрут уже изменён другим пользователем${what}; отмена не записана`;
}
