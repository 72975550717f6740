import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { bodyOf } from '../../api/body';
import { client } from '../../api/client';
import type { Credentials } from '../../api/schema';
import { currentUserQuery } from '../../api/shared-queries';
import { endSession } from '../../api/session';
import { tokenStorage } from '../../api/token-storage';

/** The profile; no call without a stored token (the login page). */
export const useCurrentUser = () =>
  useQuery({ ...currentUserQuery(), enabled: tokenStorage.getAccess() !== null });

/** Obtains tokens, stores them, loads the profile; the screen decides where to go next. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (credentials: Credentials) =>
      bodyOf(await client.POST('/api/auth/', { body: credentials })),
    onSuccess: async (tokens) => {
      tokenStorage.save(tokens);
      await queryClient.query(currentUserQuery());
    },
  });
}

/**
 * «Выйти»: clears both storages and stops every request; the app's session root then forgets
 * every cached answer and goes to the login page, in this tab and, through the storage event, in
 * all others.
 */
const signOut = () => void endSession('signed-out');

export const useLogout = () => signOut;
