import { useSession } from '@mahir/ui/api-context';
import { lazy, Suspense } from 'react';
import { withScreenTexts } from '../../i18n/i18n';

// With the family texts, which are not among the shell's (i18n.ts).
const ConsentAwaitedAlert = lazy(() =>
  withScreenTexts(() => import('./ConsentAwaitedAlert')).then((m) => ({ default: m.ConsentAwaitedAlert })),
);

/**
 * On every page for a pupil under 18 whose guardian has not consented yet (issue 20): why buying and posting
 * are held, that free content stays open, and a way to ask again, rather than a refusal at the payment step.
 * Its body (and the account messages it quotes) loads only for such a pupil: every other first page does
 * without it.
 */
export function ConsentAwaitedNotice() {
  const { user } = useSession();
  if (!user?.guardian_consent_needed) return null;
  return (
    <Suspense fallback={null}>
      <ConsentAwaitedAlert />
    </Suspense>
  );
}
