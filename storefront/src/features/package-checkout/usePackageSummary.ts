import { contract } from '@mahir/shared';
import { useApiQuery } from '../../ui';

/** The package waiting in the buyer's subscription cart. */
export function usePackageSummary() {
  return useApiQuery(contract.packageCheckout.summary, {}, { retry: false });
}
