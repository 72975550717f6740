import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { $api } from '../../api/client';
import { currentUserQuery } from '../../api/shared-queries';
import { abortPendingRequests } from '../../api/session';
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

/** Clears local storage and every cached answer, then goes to the login page. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return () => {
    tokenStorage.clear();
    abortPendingRequests();
    // Leave the signed-in screens first, so none of them refetches from an emptied cache.
    void Promise.resolve(navigate('/login', { replace: true })).then(() => queryClient.clear());
  };
}
