import { contract } from '@mahir/shared';
import { useApiQuery } from '@mahir/ui';
import { Badge } from '@mantine/core';

/** The sidebar badge: how many cancellation requests no admin has handled yet (hidden at zero). */
export function CancellationBadge() {
  const query = useApiQuery(contract.adminDashboard.sidebar, {}, { refetchInterval: 60_000 });
  const count = query.data?.count ?? 0;
  if (count === 0) return null;
  return (
    <Badge
      size="sm"
      color="red"
      circle
      aria-label={`${count} new cancellations`}
      data-testid="cancellation-badge"
    >
      {count}
    </Badge>
  );
}
