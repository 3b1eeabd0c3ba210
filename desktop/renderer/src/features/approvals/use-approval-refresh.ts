import { contract } from '@mahir/shared';
import { routeKey } from '@mahir/ui';
import { useQueryClient } from '@tanstack/react-query';

/** After a decision: the lists, the sidebar badge and the dashboard are read again. */
export function useApprovalRefresh() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: routeKey(contract.approvals.resellerRegistrations) }),
      client.invalidateQueries({ queryKey: routeKey(contract.approvals.cancellations) }),
      client.invalidateQueries({ queryKey: routeKey(contract.adminDashboard.sidebar) }),
    ]);
}
