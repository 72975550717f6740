import { useQuery, useQueryClient } from '@tanstack/react-query';
import { $api } from '../../api/client';
import { currentUserQuery } from '../../api/shared-queries';
import { endSession } from '../../api/session';
import { tokenStorage } from '../../api/token-storage';

export function useCurrentUser() {
  const hasToken = tokenStorage.getAccess() !== null;
  return useQuery({ ...currentUserQuery(), enabled: hasToken });
}

/** Obtains tokens, stores them, loads the profile; the screen decides where to go next. */
export function useLogin() {
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/api/auth/', {
    onSuccess: async (tokens) => {
      tokenStorage.save(tokens);
      await queryClient.query(currentUserQuery());
    },
  });
}

/**
 * Clears both storages and stops every request; the app's session root then forgets every cached
 * answer and goes to the login page, in this tab and, through the storage event, in all others.
 */
export function useLogout() {
  return endSession;
}
