import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { bodyOf } from '../../api/body';
import { client } from '../../api/client';
import type { Credentials } from '../../api/schema';
import { currentUserQuery } from '../../api/shared-queries';
import { signOut } from '../../api/session';
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

/** How long «Выйти» waits for the refresh token's revocation before leaving without it. */
export const REVOKE_TIMEOUT_MS = 2_000;

/**
 * The server refuses `refresh` from now on. A failure or no answer in time is let go: the session
 * ends all the same, and the token lasts only until it expires.
 */
const revoke = (refresh: string) =>
  client
    .POST('/api/auth/logout/', {
      body: { refresh },
      signal: AbortSignal.timeout(REVOKE_TIMEOUT_MS),
    })
    .catch(() => undefined);

/**
 * «Выйти»: revokes the refresh token, then clears both storages and stops every request; the
 * app's session root then forgets every cached answer and goes to the login page, in this tab
 * and, through the storage event, in all others.
 */
const logout = () => signOut(revoke);

export const useLogout = () => logout;
