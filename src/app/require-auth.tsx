import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { tokenStorage } from '../api/token-storage';
import { PageSpinner } from '../components/page-spinner';
import { useCurrentUser } from '../features/auth/api';

// Rarely shown, and antd's Result carries large pictures: loaded only when needed.
const ProfileError = lazy(async () => ({
  default: (await import('./profile-error')).ProfileError,
}));

/**
 * Lets a visitor through with a stored token or a loaded profile; sends others to /login, which
 * brings them back to this page (path and query) once signed in. With a token the screen starts
 * at once, while the profile loads: none of its calls needs the profile, and an expired session
 * ends through the API layer whichever call sees it first.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const user = useCurrentUser();
  const { pathname, search } = useLocation();
  if (!tokenStorage.getAccess() && !user.data) {
    // The sign-in screen's code may still have to load: a spinner, not a blank page, till then.
    return (
      <>
        <Navigate to="/login" replace state={{ from: pathname + search }} />
        <PageSpinner />
      </>
    );
  }
  if (user.isError && !user.data) {
    return (
      <Suspense fallback={<PageSpinner />}>
        <ProfileError error={user.error} onRetry={() => void user.refetch()} />
      </Suspense>
    );
  }
  return children;
}
