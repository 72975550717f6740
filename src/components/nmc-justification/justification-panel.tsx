import { CheckOutlined, DownloadOutlined, PrinterOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Flex, Typography } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { ChartPoint, DataSource } from '../../api/schema';
import { useCachedCurrentUser } from '../../api/shared-queries';
import { saveBlob } from '../../lib/download';
import { formatDay, isoDay } from '../../lib/format';
import { useFeedback } from '../feedback';
import { LEVEL_4_LOOK } from '../heading-look';
import { backedPrice, justify, type JustifiedRoute, type SampleFilters } from './justification';
import { SampleStatistics, SourcesTable } from './justification-tables';
import { justificationFileName, justificationWorkbook } from './justification-xlsx';
import { JustifiedPrice, VerdictAlert } from './justified-price';
import { PrintSheet, printJustification } from './print-sheet';
import styles from './justification.module.css';

export interface AcceptedPrice {
  nmc: number;
  comment: string;
}

interface JustificationPanelProps {
  /** The «Город — город» chart's points: the panel asks for nothing of its own. */
  points: readonly ChartPoint[];
  sources: readonly DataSource[];
  filters: SampleFilters;
  route: JustifiedRoute;
  loading: boolean;
  /** «Принять как НМЦ»: the justified price and its comment, for the user to save. */
  onAccept: (price: AcceptedPrice) => void;
  /**
   * The page was opened to look at the justification («Переоценить» of a notification): once
   * its figures are in, the panel scrolls into view and its title takes the focus.
   */
  reveal?: boolean;
}

/** «Обоснование НМЦ»: the comparable-market-prices justification of the route's price. */
export function JustificationPanel(props: JustificationPanelProps) {
  const { points, sources, filters, route, loading, onAccept, reveal = false } = props;
  const today = isoDay(dayjs());
  const data = useMemo(
    () => justify(points, sources, filters, route, today),
    [points, sources, filters, route, today],
  );
  const user = useCachedCurrentUser();
  const username = user.data?.username ?? '—';
  const { notify } = useFeedback();
  const [saving, setSaving] = useState(false);
  const titleId = useId();
  const title = useRef<HTMLHeadingElement>(null);
  const revealed = useRef(false);
  useEffect(() => {
    if (!reveal || loading || revealed.current) return;
    revealed.current = true;
    title.current?.scrollIntoView({ block: 'start' });
    title.current?.focus({ preventScroll: true });
  }, [reveal, loading]);

  const download = async () => {
    setSaving(true);
    try {
      const blob = await justificationWorkbook(data, route, { username, today });
      saveBlob(blob, justificationFileName(route, today));
    } catch {
      notify('error', { title: 'Не удалось сформировать файл обоснования' });
    } finally {
      setSaving(false);
    }
  };

  const { summary, period } = data;
  const backed = backedPrice(data);
  return (
    <Card
      loading={loading}
      role="region"
      aria-labelledby={titleId}
      title={
        <Typography.Title
          level={3}
          id={titleId}
          ref={title}
          tabIndex={-1}
          style={{ margin: 0, ...LEVEL_4_LOOK }}
        >
          Обоснование НМЦ
        </Typography.Title>
      }
    >
      {summary === null || period === null ? (
        <Typography.Text type="secondary">
          Нет цен для обоснования: выберите другой период или источники данных.
        </Typography.Text>
      ) : (
        <Flex vertical gap={16}>
          <p className={styles.sample}>
            Цен в выборке: {summary.n}, источников: {data.perSource.length}, период:{' '}
            {formatDay(period.from)}–{formatDay(period.to)}. Метод сопоставимых рыночных цен.
          </p>
          {data.staleDays !== null && (
            <Alert type="warning" showIcon title={`Последняя цена — ${data.staleDays} дн. назад`} />
          )}
          <SourcesTable data={data} />
          <SampleStatistics data={data} />
          <VerdictAlert data={data} />
          <JustifiedPrice data={data} current={route.nmc} />
          <Flex wrap gap={8}>
            <Button
              type="primary"
              icon={<CheckOutlined aria-hidden />}
              disabled={backed === null}
              onClick={() => backed !== null && onAccept({ nmc: backed, comment: data.comment })}
            >
              Принять как НМЦ
            </Button>
            <Button
              icon={<DownloadOutlined aria-hidden />}
              loading={saving}
              disabled={saving}
              onClick={() => void download()}
            >
              Скачать обоснование
            </Button>
            <Button icon={<PrinterOutlined aria-hidden />} onClick={printJustification}>
              Печать
            </Button>
          </Flex>
          {data.verdict !== 'homogeneous' && (
            <Typography.Text type="secondary">
              Принять цену как НМЦ можно, когда совокупность однородна.
            </Typography.Text>
          )}
          <PrintSheet data={data} route={route} today={today} username={username} />
        </Flex>
      )}
    </Card>
  );
}
