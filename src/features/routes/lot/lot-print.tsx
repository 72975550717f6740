import { createPortal } from 'react-dom';
import {
  formatDay,
  formatMoney,
  formatMoneyChange,
  formatNumber,
  formatPercent,
} from '../../../lib/format';
import { LabelledRows } from '../../../components/nmc-justification/print-sheet';
import {
  differenceOf,
  justifiedAmount,
  justifiedLabel,
  LOT_VERDICT,
  marksOf,
  type LotRow,
  type LotTotals,
} from './lot';
import { LOT_METHOD, type Signer } from './lot-words';
import styles from './lot.module.css';

/** The class on <html> that lets the print stylesheet show the lot's document and nothing else. */
const PRINTING = 'print-lot';

/** Prints the lot's document alone, on A4; `done` once the browser has printed it. */
export function printLot(done: () => void): void {
  const root = document.documentElement;
  root.classList.add(PRINTING);
  window.addEventListener(
    'afterprint',
    () => {
      root.classList.remove(PRINTING);
      done();
    },
    { once: true },
  );
  window.print();
}

interface LotPrintProps {
  rows: readonly LotRow[];
  totals: LotTotals;
  signer: Signer;
}

const percentOf = (part: number, whole: number) => (whole === 0 ? null : (part / whole) * 100);

/** The printed document: the lot's totals, every route, and the lines to sign. */
export function LotPrint({ rows, totals, signer }: LotPrintProps) {
  const comparedNmc = rows.reduce(
    (sum, row) => (differenceOf(row) === null || row.nmc === null ? sum : sum + row.nmc),
    0,
  );
  const summary: [string, string][] = [
    ['Маршрутов в лоте', formatNumber(totals.routes)],
    ['НМЦ лота', formatMoney(totals.nmc)],
    [justifiedLabel(totals), justifiedAmount(totals)],
    [
      `Разница по маршрутам с обеими ценами (${formatNumber(totals.compared)})`,
      `${formatMoneyChange(totals.difference)} (${formatPercent(percentOf(totals.difference, comparedNmc))})`,
    ],
  ];
  return createPortal(
    <div className={styles.sheet} data-print-sheet="">
      <h1>Обоснование начальной (максимальной) цены контракта по лоту</h1>
      <p className={styles.meta}>Дата составления: {formatDay(signer.today)}</p>
      <p className={styles.meta}>{LOT_METHOD}.</p>
      <table className={styles.summary}>
        <LabelledRows rows={summary} valueClassName={styles.number} />
      </table>
      <p className={styles.marked}>
        Отмечено маршрутов (<span aria-hidden>⚠</span>): мало цен рынка или цены неоднородны —{' '}
        {totals.weak}, цены рынка не получены — {totals.failed}, без НМЦ — {totals.noNmc}.
      </p>
      <table className={styles.routes}>
        <thead>
          <tr>
            <th>№</th>
            <th>Маршрут</th>
            <th>Категория ТС</th>
            <th>НМЦ</th>
            <th>Цен, n</th>
            <th>Среднее</th>
            <th>V</th>
            <th>Вывод</th>
            <th>Обоснованная НМЦ</th>
            <th>Разница</th>
            <th>Отметка</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => {
            const marks = marksOf(row);
            const done = row.read === 'done' ? row : null;
            return (
              <tr key={row.id} className={marks.length > 0 ? styles.flagged : undefined}>
                <td className={styles.number}>{index + 1}</td>
                <td>
                  {row.chain} <span className={styles.id}>(ID {row.id})</span>
                </td>
                <td>{row.category}</td>
                <td className={styles.number}>{formatMoney(row.nmc)}</td>
                <td className={styles.number}>
                  {done ? formatNumber(done.data.summary?.n ?? 0) : '—'}
                </td>
                <td className={styles.number}>{formatMoney(done?.data.summary?.mean)}</td>
                <td className={styles.number}>{formatPercent(done?.data.summary?.cv)}</td>
                <td>{done ? LOT_VERDICT[done.data.verdict] : '—'}</td>
                <td className={styles.number}>{formatMoney(done?.price)}</td>
                <td className={styles.number}>{formatMoneyChange(differenceOf(row))}</td>
                <td>{marks.length > 0 ? `⚠ ${marks.join('; ')}` : ''}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <div className={styles.approval}>
        <div>
          <span>Подготовил</span>
          <span className={styles.line}>{signer.name}</span>
          <span className={styles.hint}>фамилия, имя</span>
        </div>
        <div>
          <span>Должность</span>
          <span className={styles.line} />
        </div>
        <div>
          <span>Подпись</span>
          <span className={styles.line} />
        </div>
        <div>
          <span>Дата</span>
          <span>«____» ______________ 20___ г.</span>
        </div>
      </div>
    </div>,
    document.body,
  );
}
