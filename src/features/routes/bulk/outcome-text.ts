import { formatMoney } from '../../../lib/format';
import { countRun, type BulkRun, type ItemOutcome, type RunItem } from './run-store';

/** How a run names itself: «Изменение НМЦ: +10 %», «Отмена изменения НМЦ: +10 %». */
export const runName = (run: BulkRun): string =>
  `${run.kind === 'change' ? 'Изменение НМЦ' : 'Отмена изменения НМЦ'}: ${run.title}`;

/** «Изменено 3 из 10» while a run goes; an undo counts «Отменено». */
export function progressText(run: BulkRun): string {
  const { done, total } = countRun(run);
  return `${run.kind === 'change' ? 'Изменено' : 'Отменено'} ${done} из ${total}`;
}

/** The counts of a finished run, as its result names them. */
export function resultCounts(run: BulkRun): string[] {
  const counts = countRun(run);
  if (run.kind === 'undo')
    return [`Отменено: ${counts.done}`, `Не отменено: ${counts.total - counts.done}`];
  return [
    `Изменено: ${counts.done}`,
    `Конфликтов: ${counts.conflicts}`,
    `Пропущено: ${counts.skipped}`,
    `Ошибок: ${counts.errors}`,
  ];
}

const OUTCOMES: Record<ItemOutcome, string> = {
  pending: 'Ожидает',
  done: 'Изменено',
  conflict: 'Конфликт',
  error: 'Ошибка',
  skipped: 'Пропущено',
  stopped: 'Пропущено',
};

/** «Итог» of a route in a run. */
export const outcomeText = (run: BulkRun, item: RunItem): string =>
  run.kind === 'undo' && item.outcome === 'done' ? 'Отменено' : OUTCOMES[item.outcome];

/** «Причина» of a route in a run: why it was left alone, failed, or whose value it met. */
export function reasonText(run: BulkRun, item: RunItem): string {
  if (item.outcome !== 'conflict') return item.reason ?? '';
  const current = formatMoney(item.current);
  return run.kind === 'change'
    ? `Маршрут уже изменён другим пользователем: НМЦ ${current}`
    : `НМЦ изменена после записи: ${current}, отмена не записана`;
}
