import { contract } from '@mahir/shared';
import { useApiQuery } from '@mahir/ui';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The sidebar badge: how many cancellation requests no admin has handled yet (hidden at zero). */
export function CancellationBadge() {
  const query = useApiQuery(contract.adminDashboard.sidebar, {}, { refetchInterval: 60_000 });
  const { t } = useTranslation();
  const count = query.data?.count ?? 0;
  if (count === 0) return null;
  return (
    <Badge
      size="sm"
      color="red"
      circle
      aria-label={t('approvals.newCancellations', { n: count })}
      data-testid="cancellation-badge"
    >
      {count}
    </Badge>
  );
}
