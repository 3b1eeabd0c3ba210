import { useApiQuery } from '@mahir/ui';
import { routes } from '@mahir/ui/routes';

/** The package waiting in the buyer's subscription cart. */
export function usePackageSummary() {
  return useApiQuery(routes.packageCheckout.summary, {}, { retry: false });
}
