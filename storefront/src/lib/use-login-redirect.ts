import { useSession } from '@mahir/ui/api-context';
import { useEffect } from 'react';
import { useLocation } from 'wouter';

/** The path of the login page that brings the user back to `path` afterwards. */
export function loginPathFor(path: string): string {
  return `/login?redirect=${encodeURIComponent(path)}`;
}

/** Sends a visitor to /login (and back here afterwards); returns the session while it loads or once known. */
export function useLoginRedirect() {
  const session = useSession();
  const [path, navigate] = useLocation();
  const mustLogin = !session.isLoading && !session.user;
  useEffect(() => {
    if (mustLogin) navigate(loginPathFor(`${path}${window.location.search}`), { replace: true });
  }, [mustLogin, navigate, path]);
  return session;
}
