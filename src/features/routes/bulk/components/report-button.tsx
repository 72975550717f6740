import { Button } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useCachedCurrentUser } from '../../../../api/shared-queries';
import { useFeedback } from '../../../../components/feedback';
import { saveBlob } from '../../../../lib/download';
import { isoDay } from '../../../../lib/format';
import { reportFileName, runReport } from '../run-report';
import type { BulkRun } from '../run-store';

/** «Скачать отчёт»: the run's routes with their outcomes, as .xlsx. */
export function ReportButton({ run, small = false }: { run: BulkRun; small?: boolean }) {
  const username = useCachedCurrentUser().data?.username ?? run.user ?? '—';
  const { notify } = useFeedback();
  const [saving, setSaving] = useState(false);
  const download = async () => {
    setSaving(true);
    try {
      const today = isoDay(dayjs());
      saveBlob(await runReport(run, username), reportFileName(run, today));
    } catch {
      notify('error', { title: 'Не удалось сформировать отчёт' });
    } finally {
      setSaving(false);
    }
  };
  return (
    <Button size={small ? 'small' : 'middle'} loading={saving} onClick={() => void download()}>
      Скачать отчёт
    </Button>
  );
}
