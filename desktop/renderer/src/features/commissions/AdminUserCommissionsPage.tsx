import { MSG } from '@mahir/shared';
import { adminCommissionContract as api } from '@mahir/shared/contract/admin-commission.contract';
import { formatRinggit } from '@mahir/shared/money/ringgit';
import { formatMalaysiaDate } from '@mahir/shared/rules/malaysia-time';
import { QueryState, useApiQuery } from '@mahir/ui';
import { DataTable } from '@mahir/ui/DataTable';
import { Button, Card } from '@mantine/core';
import { Link } from 'wouter';
import { PageHeader } from '../../components/PageHeader';
import { CommissionActions } from './CommissionActions';
import { PayoutBadge } from './PayoutBadge';

/** One reseller's or sub-reseller's commissions: No, Date & Time, Order ID, Amount (RM), Remark, Status Payout, Actions. */
export function AdminUserCommissionsPage({ userId }: { userId: number }) {
  const q = useApiQuery(api.ofUser, { params: { id: userId } }, { staleTime: 0 });
  return (
    <>
      <PageHeader title="Reseller Commissions">
        <Button component={Link} href="/admin/reseller/commissions" variant="default">
          Back
        </Button>
      </PageHeader>
      <QueryState query={q}>
        {(data) => (
          <Card padding="md">
            <DataTable
              striped
              aria-label="Commissions"
              rows={data.comms}
              rowKey={(c) => c.id}
              emptyRow={MSG.noRecord}
              emptyCell={{ ta: 'center' }}
              columns={[
                { header: 'No', cell: (_, i) => i + 1 },
                { header: 'Date & Time', cell: (c) => formatMalaysiaDate(c.created_at, true) },
                { header: 'Order ID', cell: (c) => c.order_no ?? `#${c.order_id}` },
                {
                  header: 'Amount (RM)',
                  cell: (c) => formatRinggit(c.amount_final),
                  th: { ta: 'right' },
                  td: { ta: 'right' },
                },
                { header: 'Remark', cell: (c) => c.notes ?? '-' },
                { header: 'Status Payout', cell: (c) => <PayoutBadge status={c.status} /> },
                { header: 'Actions', cell: (c) => <CommissionActions c={c} onChanged={() => q.refetch()} /> },
              ]}
            />
          </Card>
        )}
      </QueryState>
    </>
  );
}
