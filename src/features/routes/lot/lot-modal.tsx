import { DownloadOutlined, PrinterOutlined } from '@ant-design/icons';
import { Alert, Button, Descriptions, Modal, Progress } from 'antd';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import type { Route } from '../../../api/schema';
import { useCachedCurrentUser } from '../../../api/shared-queries';
import { useFeedback } from '../../../components/feedback';
import { saveBlob } from '../../../lib/download';
import { formatMoney, formatMoneyChange, isoDay } from '../../../lib/format';
import { justifiedAmount, justifiedLabel, lotTotals, type LotRow } from './lot';
import { LotPrint, printLot } from './lot-print';
import { signerName, type Signer } from './lot-words';
import { LOT_FILE_NAME, lotFile } from './lot-file';
import { useLot } from './use-lot';

interface LotModalProps {
  routes: readonly Route[];
  onClose: () => void;
}

/**
 * «Обоснование НМЦ лота»: reads the selected routes' markets with progress, then saves the .xlsx
 * at once and offers it again and its print. Closing it while it reads stops the reads.
 */
export function LotModal({ routes, onClose }: LotModalProps) {
  const user = useCachedCurrentUser();
  const signer: Signer = {
    name: user.data ? signerName(user.data) : '—',
    today: isoDay(dayjs()),
  };
  const { notify } = useFeedback();
  const [file, setFile] = useState<'saving' | 'saved' | 'failed' | null>(null);
  const saving = file === 'saving';
  const [printing, setPrinting] = useState(false);

  const save = async (rows: LotRow[]) => {
    setFile('saving');
    try {
      saveBlob(await lotFile(rows, signer), LOT_FILE_NAME);
      setFile('saved');
    } catch {
      setFile('failed');
      notify('error', { title: 'Не удалось сформировать файл обоснования лота' });
    }
  };
  const state = useLot(routes, (rows) => void save(rows));
  const rows = state.phase === 'done' ? state.rows : null;
  const totals = useMemo(() => (rows ? lotTotals(rows) : null), [rows]);

  const print = () => {
    setPrinting(true);
    // The document is on the page once this render is committed.
    setTimeout(() => printLot(() => setPrinting(false)));
  };

  const footer = rows
    ? [
        <Button key="print" icon={<PrinterOutlined aria-hidden />} onClick={print}>
          Печать
        </Button>,
        <Button
          key="save"
          icon={<DownloadOutlined aria-hidden />}
          loading={saving}
          disabled={saving}
          onClick={() => void save(rows)}
        >
          Скачать обоснование
        </Button>,
        <Button key="close" type="primary" onClick={onClose}>
          Закрыть
        </Button>,
      ]
    : [
        <Button key="cancel" onClick={onClose}>
          Отменить
        </Button>,
      ];

  return (
    <Modal open title="Обоснование НМЦ лота" width={640} footer={footer} onCancel={onClose}>
      <p>Маршрутов в лоте: {routes.length}</p>
      {state.phase === 'reading' && (
        <div role="status">
          Цены рынка: получено {state.read} из {routes.length}
          <Progress
            percent={Math.floor((state.read / Math.max(routes.length, 1)) * 100)}
            size="small"
          />
        </div>
      )}
      {rows && totals && (
        <>
          <Descriptions
            size="small"
            bordered
            column={1}
            items={[
              { key: 'nmc', label: 'НМЦ лота', children: formatMoney(totals.nmc) },
              {
                key: 'justified',
                label: justifiedLabel(totals),
                children: justifiedAmount(totals),
              },
              {
                key: 'difference',
                label: `Разница по маршрутам с обеими ценами (${totals.compared})`,
                children: formatMoneyChange(totals.difference),
              },
            ]}
          />
          {totals.weak + totals.failed + totals.noNmc > 0 && (
            <Alert
              type="warning"
              showIcon
              style={{ marginTop: 16 }}
              title="Отмечены в документе"
              description={
                <ul style={{ margin: 0, paddingInlineStart: 20 }}>
                  {totals.weak > 0 && <li>Мало цен рынка или цены неоднородны: {totals.weak}</li>}
                  {totals.failed > 0 && <li>Цены рынка не получены: {totals.failed}</li>}
                  {totals.noNmc > 0 && <li>Без НМЦ: {totals.noNmc}</li>}
                </ul>
              }
            />
          )}
          {file && file !== 'failed' && (
            <p role="status" style={{ marginTop: 16 }}>
              {file === 'saving' ? 'Файл формируется…' : `Файл «${LOT_FILE_NAME}» сохранён.`}
            </p>
          )}
          {printing && <LotPrint rows={rows} totals={totals} signer={signer} />}
        </>
      )}
    </Modal>
  );
}
