import { useApiQuery } from '../../ui';
import { routes } from '../../ui/routes';

/** The package waiting in the buyer's subscription cart. */
export function usePackageSummary() {
  return useApiQuery(routes.packageCheckout.summary, {}, { retry: false });
}
