import { useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useEffect, useEffectEvent, useState } from 'react';
import type { DataSource, Route } from '../../../api/schema';
import { dataSourcesQuery } from '../../../api/shared-queries';
import { isoDay } from '../../../lib/format';
import { realWait } from '../bulk/retry-once';
import type { LotRow } from './lot';
import { readLot } from './read-lot';

export type LotState = { phase: 'reading'; read: number } | { phase: 'done'; rows: LotRow[] };

/**
 * Reads the lot's markets once the dialog is open, and hands the rows to `onRead` (which saves
 * the document) when every route is read. Closing the dialog, leaving the screen or the session's
 * end stops the reads: nothing is saved then, and nothing is kept in part.
 */
export function useLot(routes: readonly Route[], onRead: (rows: LotRow[]) => void) {
  const [state, setState] = useState<LotState>({ phase: 'reading', read: 0 });
  const queryClient = useQueryClient();
  const finish = useEffectEvent((rows: LotRow[]) => {
    setState({ phase: 'done', rows });
    onRead(rows);
  });

  useEffect(() => {
    const stop = new AbortController();
    const read = async () => {
      // Source labels name the prices in the file; without them the codes do.
      const sources: readonly DataSource[] = await queryClient
        .query(dataSourcesQuery())
        .catch(() => []);
      const rows = await readLot(routes, {
        sources,
        today: isoDay(dayjs()),
        signal: stop.signal,
        wait: realWait,
        onProgress: (count) => setState({ phase: 'reading', read: count }),
      });
      finish(rows);
    };
    // Started once the dialog has mounted for good: a remount (React's strict mode) reads once.
    const timer = setTimeout(() => {
      read().catch(() => undefined);
    });
    return () => {
      clearTimeout(timer);
      stop.abort();
    };
  }, [routes, queryClient]);

  return state;
}
