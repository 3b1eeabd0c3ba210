import type { AffiliateCommissionPaymentRow } from '@mahir/shared/contract/admin-commission.contract';
import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useFormat } from '../../i18n/format';
import { nowrap, PaymentTable } from './PaymentTable';
import { PayoutBadge } from './PayoutBadge';

type Row = z.infer<typeof AffiliateCommissionPaymentRow>;

/** One page of a month's affiliate commissions with the selection: paid rows cannot be selected. */
export function AffiliatePaymentTable(props: {
  rows: Row[];
  offset: number;
  selected: ReadonlySet<number>;
  onSelect: (next: Set<number>) => void;
}) {
  const { t } = useTranslation();
  const f = useFormat();
  return (
    <PaymentTable
      {...props}
      label={t('payouts.affiliateTable')}
      minWidth={640}
      personHeader={t('payouts.colAffiliate')}
      name={(r) => r.user.name}
      detail={(r) => r.user.code}
      head={
        <>
          <Table.Th>{t('payouts.colStatus')}</Table.Th>
          <Table.Th>{t('payouts.colPaidAt')}</Table.Th>
        </>
      }
      cells={(r) => (
        <>
          <Table.Td>
            <PayoutBadge status={r.status} />
          </Table.Td>
          <Table.Td style={nowrap}>{r.paid_at ? f.dateTime(r.paid_at) : '-'}</Table.Td>
        </>
      )}
      columns={7}
    />
  );
}
