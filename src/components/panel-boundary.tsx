import {
  notifyManager,
  QueryErrorResetBoundary,
  useQueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { Alert, Button } from 'antd';
import type { ReactNode } from 'react';
import { ErrorBoundary } from './error-boundary';

interface PanelBoundaryProps {
  /** The panel's name, as the user knows it: «Маршруты», «Результат импорта». */
  name: string;
  /** Queries whose answers the panel shows: «Повторить» loads them again. */
  queryKeys?: readonly QueryKey[];
  children: ReactNode;
}

/**
 * A panel that cannot show what the server sent (a value against the contract) shows its own
 * error with «Повторить», and the rest of the screen stays usable: never the error page.
 */
export function PanelBoundary({ name, queryKeys = [], children }: PanelBoundaryProps) {
  const queryClient = useQueryClient();
  return (
    <QueryErrorResetBoundary>
      {({ reset }) => (
        <ErrorBoundary
          onReset={async () => {
            reset();
            await Promise.all(
              queryKeys.map((queryKey) => queryClient.refetchQueries({ queryKey })),
            );
            // The screens above hear of the new data in React Query's next batch of
            // notifications: rendered before it, the panel would get the old data and fail again.
            await new Promise<void>((resolve) => notifyManager.schedule(resolve));
          }}
          fallback={(retry) => (
            <Alert
              type="error"
              showIcon
              title={`Не удалось показать раздел «${name}»`}
              description="Сервер прислал данные, которые не удалось прочитать. Повторите попытку позже."
              action={<Button onClick={retry}>Повторить</Button>}
            />
          )}
        >
          {children}
        </ErrorBoundary>
      )}
    </QueryErrorResetBoundary>
  );
}
