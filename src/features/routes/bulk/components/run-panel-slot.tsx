import { lazy, Suspense } from 'react';
import { useShownRunId } from '../run-store';

// The panel's tables and bars load only when there is a run to show.
const RunPanel = lazy(async () => ({ default: (await import('./run-panel')).RunPanel }));

/** Where the route list shows the bulk run the user follows, if any. */
export function RunPanelSlot() {
  return useShownRunId() === null ? null : (
    <Suspense fallback={null}>
      <RunPanel />
    </Suspense>
  );
}
