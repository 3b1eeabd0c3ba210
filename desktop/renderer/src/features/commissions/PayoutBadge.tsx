import { payoutLabel } from '@mahir/shared/rules/commission-statement';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** PAID (green) or PENDING (orange): paid shows PAID, anything else PENDING. */
export function PayoutBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  const label = payoutLabel(status);
  return (
    <Badge color={label === 'PAID' ? 'teal.9' : 'yellow.4'} autoContrast style={{ minWidth: 'max-content' }}>
      {t(`partner.payout.${label}`)}
    </Badge>
  );
}
