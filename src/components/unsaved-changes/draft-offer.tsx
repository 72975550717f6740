import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Flex } from 'antd';
import { useEffect, useEffectEvent, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { currentUserQuery } from '../../api/shared-queries';
import { dropDraft, keptDraft } from './drafts';

/** Whose drafts, of which page: the signed-in user's (once the shell has loaded the profile). */
function useDraftPlace() {
  const { pathname } = useLocation();
  const user = useQuery({ ...currentUserQuery(), enabled: false }).data?.username;
  return { user, pathname };
}

/**
 * What a page kept when the session ended (see useKeptOnSessionEnd), given back to `restore` as
 * soon as the same user is on it again: not values to weigh, but where that user was.
 */
export function useRestoreKept<T>(
  form: string,
  parse: (values: unknown) => T | null,
  restore: (values: T) => void,
): void {
  const { user, pathname } = useDraftPlace();
  const take = useEffectEvent((owner: string) => {
    const values = parse(keptDraft(owner, pathname, form));
    if (values === null) return;
    dropDraft(owner, pathname, form);
    restore(values);
  });
  useEffect(() => {
    if (user !== undefined) take(user);
  }, [user]);
}

/**
 * What a form kept when the session ended (see useUnsavedChanges), offered back to the same user
 * on the same page: «Вернуть» gives the values to `restore`, «Не возвращать» drops them. `parse`
 * reads the kept values (session storage holds anything): null when they are not the form's.
 * Returns the offer to show, or null.
 */
export function useDraftOffer<T>(
  form: string,
  parse: (values: unknown) => T | null,
  restore: (values: T) => void,
): ReactNode {
  const { user, pathname } = useDraftPlace();
  // Taking or dropping the draft changes session storage, which React does not watch.
  const [, settled] = useState(0);
  const values = user === undefined ? null : parse(keptDraft(user, pathname, form));
  if (user === undefined || values === null) return null;
  const settle = () => {
    dropDraft(user, pathname, form);
    settled((count) => count + 1);
  };
  return (
    <Alert
      type="info"
      showIcon
      title="Несохранённые изменения"
      description="Сеанс завершился, когда здесь были введены несохранённые значения."
      action={
        <Flex gap={8} wrap>
          <Button
            size="small"
            type="primary"
            onClick={() => {
              settle();
              restore(values);
            }}
          >
            Вернуть
          </Button>
          <Button size="small" onClick={settle}>
            Не возвращать
          </Button>
        </Flex>
      }
    />
  );
}
