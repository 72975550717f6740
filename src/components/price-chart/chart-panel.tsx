import { InboxOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Flex, Spin, Typography } from 'antd';
import type { ReactNode } from 'react';
import { lazyNearView } from '../../lib/lazy-near-view';
import { ErrorBoundary } from '../error-boundary';
import type { ChartRow, ReferenceLine } from './chart-data';
import { ChartTable } from './chart-table';
import { LEVEL_4_LOOK } from '../heading-look';
import { failureReason } from '../../api/failure-reason';

const HEIGHT = 320;

interface ChartPanelProps {
  title: string;
  /** Controls of this chart only (the region pair). */
  extra?: ReactNode;
  rows: ChartRow[];
  reference: ReferenceLine | null;
  /** The names of all data sources, in the backend's order: a source's colour is its place. */
  sources: readonly string[];
  loading: boolean;
  /** Why the points did not load (what the server answered, if it did); null while they have. */
  error: Error | null;
  onRetry: () => void;
  /** Shown instead of the chart when no request can be made yet. */
  hint?: ReactNode;
}

/** Charts draw on a canvas; without one (very old or locked-down browsers) they say so. */
const canDraw = (): boolean => document.createElement('canvas').getContext('2d') !== null;

const box = { height: HEIGHT, display: 'flex', alignItems: 'center', justifyContent: 'center' };

/** The chart's place, of its height, while the chart library loads. */
const Drawing = () => (
  <div style={box}>
    <Spin />
  </div>
);

// The chart library is most of a page's code: it loads only when a chart comes near the viewport.
const PriceLine = lazyNearView(async () => (await import('./price-line')).PriceLine, Drawing);

function Body({ rows, reference, sources, loading, error, onRetry, hint, title }: ChartPanelProps) {
  if (hint) return <div style={box}>{hint}</div>;
  if (error)
    return (
      <div style={box}>
        <Alert
          type="error"
          showIcon
          title="Не удалось загрузить график"
          description={failureReason(error)}
          action={<Button onClick={onRetry}>Повторить</Button>}
        />
      </div>
    );
  if (loading)
    return (
      <div style={box} role="status" aria-label={`Загрузка графика «${title}»`}>
        <Spin />
      </div>
    );
  if (rows.length === 0)
    return (
      <div style={box}>
        {/* Not antd's Empty: its picture is titled «Нет данных» too, and one message is enough. */}
        <Flex vertical align="center" gap={8}>
          <InboxOutlined aria-hidden style={{ fontSize: 40, color: '#bfbfbf' }} />
          <Typography.Text type="secondary">Нет данных</Typography.Text>
        </Flex>
      </div>
    );
  if (!canDraw())
    return (
      <div style={box}>
        <Alert type="warning" showIcon title="Этот браузер не может отобразить график" />
      </div>
    );
  return (
    <ErrorBoundary
      fallback={
        <div style={box}>
          <Alert type="warning" showIcon title="Не удалось отобразить график" />
        </div>
      }
    >
      <div role="img" aria-label={`График «${title}»`} style={{ height: HEIGHT }}>
        <PriceLine rows={rows} reference={reference} sources={sources} />
      </div>
    </ErrorBoundary>
  );
}

/** One price chart in a card, with its own loading, empty and error states. */
export function ChartPanel(props: ChartPanelProps) {
  return (
    <Card
      title={
        <Typography.Title level={3} style={{ margin: 0, ...LEVEL_4_LOOK }}>
          {props.title}
        </Typography.Title>
      }
      extra={props.extra}
      styles={{ body: { paddingTop: 12 } }}
    >
      <Body {...props} />
      {!props.hint && !props.error && !props.loading && props.rows.length > 0 && (
        <ChartTable title={props.title} rows={props.rows} />
      )}
    </Card>
  );
}
