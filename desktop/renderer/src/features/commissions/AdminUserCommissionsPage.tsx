import { adminCommissionContract as api } from '@mahir/shared/contract/admin-commission.contract';
import { formatRinggit } from '@mahir/shared/money/ringgit';
import { QueryState, useApiQuery } from '@mahir/ui';
import { DataTable } from '@mahir/ui/DataTable';
import { Button, Card } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { PageHeader } from '../../components/PageHeader';
import { useFormat } from '../../i18n/format';
import { CommissionActions } from './CommissionActions';
import { PayoutBadge } from './PayoutBadge';

/** One reseller's or sub-reseller's commissions: No, Date & Time, Order ID, Amount (RM), Remark, Status Payout, Actions. */
export function AdminUserCommissionsPage({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const f = useFormat();
  const q = useApiQuery(api.ofUser, { params: { id: userId } }, { staleTime: 0 });
  return (
    <>
      <PageHeader title={t('partner.resellerCommissions')}>
        <Button component={Link} href="/admin/reseller/commissions" variant="default">
          {t('partner.back')}
        </Button>
      </PageHeader>
      <QueryState query={q}>
        {(data) => (
          <Card padding="md">
            <DataTable
              striped
              aria-label={t('partner.commissions')}
              rows={data.comms}
              rowKey={(c) => c.id}
              emptyRow={t('partner.noRecord')}
              emptyCell={{ ta: 'center' }}
              columns={[
                { header: t('partner.no'), cell: (_, i) => i + 1 },
                { header: t('partner.dateTime'), cell: (c) => f.dateTime(c.created_at) },
                { header: t('partner.orderId'), cell: (c) => c.order_no ?? `#${c.order_id}` },
                {
                  header: t('partner.amount'),
                  cell: (c) => formatRinggit(c.amount_final),
                  th: { ta: 'right' },
                  td: { ta: 'right' },
                },
                { header: t('partner.remark'), cell: (c) => c.notes ?? '-' },
                { header: t('partner.statusPayout'), cell: (c) => <PayoutBadge status={c.status} /> },
                {
                  header: t('partner.actions'),
                  cell: (c) => <CommissionActions c={c} onChanged={() => q.refetch()} />,
                },
              ]}
            />
          </Card>
        )}
      </QueryState>
    </>
  );
}
