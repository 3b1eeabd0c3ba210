import { MSG } from '@mahir/shared';
import { adminCommissionContract as api } from '@mahir/shared/contract/admin-commission.contract';
import { formatRinggit } from '@mahir/shared/money/ringgit';
import { formatMalaysiaDate } from '@mahir/shared/rules/malaysia-time';
import { ErrorState, LoadingState, useApiQuery } from '@mahir/ui';
import { Button, Card, Table } from '@mantine/core';
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
      {q.isPending ? (
        <LoadingState />
      ) : q.isError ? (
        <ErrorState error={q.error} onRetry={() => q.refetch()} />
      ) : (
        <Card padding="md">
          <Table striped aria-label="Commissions">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>No</Table.Th>
                <Table.Th>Date &amp; Time</Table.Th>
                <Table.Th>Order ID</Table.Th>
                <Table.Th ta="right">Amount (RM)</Table.Th>
                <Table.Th>Remark</Table.Th>
                <Table.Th>Status Payout</Table.Th>
                <Table.Th>Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {q.data.comms.length === 0 ? (
                <Table.Tr>
                  <Table.Td colSpan={7} ta="center">
                    {MSG.noRecord}
                  </Table.Td>
                </Table.Tr>
              ) : (
                q.data.comms.map((c, i) => (
                  <Table.Tr key={c.id}>
                    <Table.Td>{i + 1}</Table.Td>
                    <Table.Td>{formatMalaysiaDate(c.created_at, true)}</Table.Td>
                    <Table.Td>{c.order_no ?? `#${c.order_id}`}</Table.Td>
                    <Table.Td ta="right">{formatRinggit(c.amount_final)}</Table.Td>
                    <Table.Td>{c.notes ?? '-'}</Table.Td>
                    <Table.Td>
                      <PayoutBadge status={c.status} />
                    </Table.Td>
                    <Table.Td>
                      <CommissionActions c={c} onChanged={() => q.refetch()} />
                    </Table.Td>
                  </Table.Tr>
                ))
              )}
            </Table.Tbody>
          </Table>
        </Card>
      )}
    </>
  );
}
