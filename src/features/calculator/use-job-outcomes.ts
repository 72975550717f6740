import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { useFeedback } from '../../components/feedback';
import { FIRST_PAGE } from '../../lib/constants';
import { cityChain } from '../../api/labels';
import { rowErrorsOf } from '../../api/row-errors';
import { sessionRoutesQuery, temporaryRouteOfJobQuery, temporaryRoutesKey } from './api';
import { AddingMethod } from './creation-state';
import { dispatchCreation } from './creation-store';
import { keepImportOutcome } from './import-results';
import { JOB_TOASTS } from './messages';
import { saveSessionRoutes, type RoutesPage } from './session-routes';
import type { JobEnd } from './use-job-tracking';

/**
 * What the user sees when a calculator job ends: toasts, the session list brought up to date
 * and, after a confirmation, the page of the saved route.
 */
export function useJobOutcomes(sessionJobIds: number[]) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { toast } = useFeedback();

  const routeOfJob = (jobId: number) =>
    queryClient.query(temporaryRouteOfJobQuery(jobId)).catch(() => undefined);

  return async ({ job, creationJobId, outcome, data, detached }: JobEnd): Promise<void> => {
    const texts = JOB_TOASTS[job.method];
    if (outcome === 'failure') {
      const [first] = rowErrorsOf(data?.result?.errors);
      toast('error', { title: texts.failure, description: first?.message });
      return;
    }
    const manual = job.method === AddingMethod.manual;
    const created = manual ? await routeOfJob(creationJobId) : undefined;
    const chain = created?.results[0] ? cityChain(created.results[0].path) : undefined;
    if (job.action === 'CREATE_TEMP') {
      if (created) {
        // Merge first, so the new route shows at once; the reload below replaces the page.
        queryClient.setQueryData(
          sessionRoutesQuery(sessionJobIds, FIRST_PAGE).queryKey,
          (current: RoutesPage | undefined) => saveSessionRoutes(current, created),
        );
      }
      void queryClient.invalidateQueries({ queryKey: temporaryRoutesKey });
      toast('success', { title: texts.success, description: chain });
      return;
    }
    const result = data?.result;
    const savedId = [...(result?.created_routes_id ?? []), ...(result?.updated_routes_id ?? [])][0];
    // What an import wrote stays to be seen together, under «Фоновые задачи».
    if (!manual)
      keepImportOutcome({
        jobId: job.id,
        fileName: job.fileName ?? 'Импорт из файла',
        created: result?.created_routes_id ?? [],
        updated: result?.updated_routes_id ?? [],
      });
    // A confirmation left running by «Новый расчёт» ends without taking the user away from the
    // calculation now on screen.
    if (!detached) dispatchCreation({ type: 'confirmed' });
    void queryClient.invalidateQueries({ queryKey: temporaryRoutesKey });
    toast('success', { title: texts.success, description: chain });
    if (savedId !== undefined && !detached) void navigate(`/routes/${savedId}`);
  };
}
