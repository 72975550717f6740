import { Alert } from 'antd';
import { Link } from 'react-router-dom';
import { useExistingRoute } from '../api';
import { registryChangeText } from '../registry-change';

interface WarningProps {
  routeId: number;
  /** The НМЦ that confirming would write. */
  nmc: number | null;
}

/**
 * «Такой маршрут уже есть»: confirming overwrites a saved route's НМЦ, so the warning says what
 * it holds now and how much that changes. Without the saved route it still warns.
 */
export function ExistingRouteWarning({ routeId, nmc }: WarningProps) {
  const existing = useExistingRoute(routeId);
  const saved = existing.data?.nmc ?? null;
  return (
    <Alert
      type="warning"
      showIcon
      style={{ margin: '12px 0' }}
      title="Такой маршрут уже есть"
      description={
        <>
          Подтверждение обновит существующий маршрут{' '}
          <Link to={`/routes/${routeId}`}>№ {routeId}</Link>.
          {existing.data && ` ${registryChangeText(saved, nmc)}.`}
        </>
      }
    />
  );
}
