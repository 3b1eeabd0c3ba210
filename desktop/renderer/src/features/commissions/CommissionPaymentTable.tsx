import type { CommissionPaymentRow } from '@mahir/shared/contract/admin-commission.contract';
import { Anchor, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { z } from 'zod';
import { CommissionActions } from './CommissionActions';
import { PaymentTable } from './PaymentTable';
import { PayoutBadge } from './PayoutBadge';

type Row = z.infer<typeof CommissionPaymentRow>;

/**
 * One page of the month's commissions with the selection: paid rows cannot be selected, edited or deleted.
 * The date and time sit under the order and the bank under the beneficiary, so every column, the payout
 * status and the actions included, fits a 1024 px window; narrower still, the table scrolls sideways
 * inside its card.
 */
export function CommissionPaymentTable({
  onChanged,
  ...props
}: {
  rows: Row[];
  offset: number;
  selected: ReadonlySet<number>;
  onSelect: (next: Set<number>) => void;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  return (
    <PaymentTable
      {...props}
      label={t('payouts.table')}
      minWidth={680}
      personHeader={t('payouts.colName')}
      name={(r) => (
        <Anchor component={Link} href={`/admin/reseller/commission/user/${r.user.id}`}>
          {r.user.name}
        </Anchor>
      )}
      detail={(r) => `${r.user.bank.detail.name ?? '-'} · ${r.user.bank.account_no ?? '-'}`}
      head={
        <>
          <Table.Th>{t('payouts.colRemark')}</Table.Th>
          <Table.Th>{t('payouts.colStatus')}</Table.Th>
          <Table.Th>{t('payouts.colActions')}</Table.Th>
        </>
      }
      cells={(r) => (
        <>
          <Table.Td miw={72} maw={160}>
            {r.notes ?? '-'}
          </Table.Td>
          <Table.Td>
            <PayoutBadge status={r.status} />
          </Table.Td>
          <Table.Td>
            <CommissionActions c={r} onChanged={onChanged} />
          </Table.Td>
        </>
      )}
      columns={8}
    />
  );
}
