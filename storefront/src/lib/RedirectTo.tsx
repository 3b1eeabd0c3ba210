import { LoadingState } from '@mahir/ui/StateViews';
import { Redirect } from 'wouter';

/**
 * Sends the viewer to `to`, showing that something is loading meanwhile: a page the server rendered with a
 * loading state starts its script at once (`main.tsx`), so the redirect happens without waiting for a first use.
 */
export function RedirectTo({ to }: { to: string }) {
  return (
    <>
      <Redirect to={to} />
      <LoadingState />
    </>
  );
}
