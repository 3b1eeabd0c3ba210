import { SuccessAlert } from '@mahir/ui';
import { useEffect, useState } from 'react';

/**
 * Navigation options that carry a server's success message to the screen a save returns to (a list), in
 * that screen's history entry.
 */
export function withNotice(message: string | undefined): { state: { notice: string } } | undefined {
  return message ? { state: { notice: message } } : undefined;
}

/** The message the previous screen left for this one, shown once in the green alert (a reload does not repeat it). */
export function RouteNotice() {
  const [notice, setNotice] = useState<string | null>(() => {
    const state = window.history.state as { notice?: unknown } | null;
    return typeof state?.notice === 'string' ? state.notice : null;
  });
  useEffect(() => {
    const state = window.history.state as Record<string, unknown> | null;
    if (state && 'notice' in state) {
      const { notice: _shown, ...rest } = state;
      window.history.replaceState(rest, '');
    }
  }, []);
  return <SuccessAlert message={notice} onClose={() => setNotice(null)} />;
}
