import { createPortal } from 'react-dom';
import {
  formatDay,
  formatMoney,
  formatNumber,
  formatPercent,
  formatWithUnit,
} from '../../lib/format';
import { VERDICT_TEXT, type Justification, type JustifiedRoute } from './justification';
import { differenceText } from './justified-price';
import styles from './justification.module.css';

/** A document's table of figures: a label heading each row, its value beside it. */
export function LabelledRows({
  rows,
  valueClassName,
}: {
  rows: readonly (readonly [string, string])[];
  valueClassName: string | undefined;
}) {
  return (
    <tbody>
      {rows.map(([label, value]) => (
        <tr key={label}>
          <th scope="row">{label}</th>
          <td className={valueClassName}>{value}</td>
        </tr>
      ))}
    </tbody>
  );
}

/** The class on <html> that lets the print stylesheet show the document and nothing else. */
const PRINTING = 'print-justification';

/** Prints the justification alone: no header, menu or buttons, on A4. */
export function printJustification(): void {
  const root = document.documentElement;
  root.classList.add(PRINTING);
  const done = () => root.classList.remove(PRINTING);
  window.addEventListener('afterprint', done, { once: true });
  window.print();
}

interface PrintSheetProps {
  data: Justification;
  route: JustifiedRoute;
  today: string;
  username: string;
}

/** The printed page: the spreadsheet's content as one A4 document. */
export function PrintSheet({ data, route, today, username }: PrintSheetProps) {
  const { summary, period } = data;
  const rows: [string, string][] = [
    ['Маршрут', route.chain],
    ['Категория ТС', route.category],
    ['Расстояние', formatWithUnit(route.distance, 'км')],
    ['Период', period ? `${formatDay(period.from)}–${formatDay(period.to)}` : '—'],
    ['Источники данных', data.perSource.map((source) => source.label).join(', ') || '—'],
    ['Дата составления', formatDay(today)],
    ['Составил', username],
  ];
  const statistics: [string, string][] = [
    ['Наблюдений, n', formatNumber(summary?.n ?? 0)],
    ['Среднее', formatMoney(summary?.mean)],
    ['Минимум', formatMoney(summary?.min)],
    ['Максимум', formatMoney(summary?.max)],
    ['Стандартное отклонение σ', formatMoney(summary?.sd)],
    ['Коэффициент вариации V', formatPercent(summary?.cv)],
    ['Обоснованная НМЦ', formatMoney(data.justified)],
    ['Текущая НМЦ маршрута', `${formatMoney(route.nmc)}: ${differenceText(data)}`],
  ];
  return createPortal(
    <div className={styles.sheet} data-print-sheet="">
      <h1>Обоснование НМЦ</h1>
      <p>Метод сопоставимых рыночных цен (анализ рынка).</p>
      <table>
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2>Расчёт</h2>
      <table>
        <LabelledRows rows={statistics} valueClassName={styles.number} />
      </table>
      <p>
        <strong>Вывод:</strong> {VERDICT_TEXT[data.verdict]}
      </p>
      <h2>Наблюдения</h2>
      <table>
        <thead>
          <tr>
            <th>Дата</th>
            <th>Источник</th>
            <th>Цена</th>
          </tr>
        </thead>
        <tbody>
          {data.observations.map((item, index) => (
            <tr key={index}>
              <td>{formatDay(item.date)}</td>
              <td>{item.sourceLabel}</td>
              <td className={styles.number}>{formatMoney(item.price)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>,
    document.body,
  );
}
