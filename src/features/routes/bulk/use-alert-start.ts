import { useEffect, useEffectEvent, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { repriceOf } from '../../../lib/alert-flow';

/**
 * The notification category whose routes the list was opened to re-price («Переоценить (N)» of
 * the notification centre), taken once: the history entry forgets it at once, so a reload or
 * «Назад» shows the list without starting the flow again.
 */
export function useAlertStart(): string | null {
  const location = useLocation();
  const navigate = useNavigate();
  const [alert] = useState(() => repriceOf(location.state));
  const forget = useEffectEvent(() => {
    if (alert !== null) void navigate({ search: location.search }, { replace: true, state: null });
  });
  useEffect(() => forget(), []);
  return alert;
}
