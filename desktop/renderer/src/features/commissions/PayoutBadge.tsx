import { payoutLabel } from '@mahir/shared/rules/commission-statement';
import { Badge } from '@mantine/core';

/** PAID (green) or PENDING (orange): paid shows PAID, anything else PENDING. */
export function PayoutBadge({ status }: { status: string }) {
  const label = payoutLabel(status);
  return (
    <Badge color={label === 'PAID' ? 'teal.9' : 'yellow.4'} autoContrast style={{ minWidth: 'max-content' }}>
      {label}
    </Badge>
  );
}
