import { formatRM } from '@mahir/shared';
import { adminOrderContract as api } from '@mahir/shared/contract/admin-order.contract';
import { formatMalaysiaDate } from '@mahir/shared/rules/malaysia-time';
import { QueryState, SuccessAlert, useApiMutation, useApiQuery } from '@mahir/ui';
import { type Column, DataTable } from '@mahir/ui/DataTable';
import { Alert, Anchor, Button, Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { Link } from 'wouter';
import { useConfirm } from '../../components/ConfirmModal';
import { Fact } from '../../components/Fact';
import { PageHeader } from '../../components/PageHeader';
import { RefundForm } from './RefundForm';

/** One titled table of the order's view: its rows, or the empty row's words, and what follows it. */
function TableSection<T>({
  title,
  label = title,
  rows,
  rowKey = (_, i) => i,
  emptyRow,
  columns,
  children,
}: {
  title: string;
  label?: string;
  rows: readonly T[];
  rowKey?: (row: T, index: number) => string | number;
  emptyRow?: string;
  columns: Column<T>[];
  children?: ReactNode;
}) {
  return (
    <Stack gap="xs">
      <Title order={4}>{title}</Title>
      <DataTable aria-label={label} rows={rows} rowKey={rowKey} emptyRow={emptyRow} columns={columns} />
      {children}
    </Stack>
  );
}

const when = (iso: string) => formatMalaysiaDate(iso, true);

/**
 * One order as the back office opens it: amounts and buyer, its lines, payments, refunds, coin and point
 * ledger entries, commission entries and the mails sent for it; resend the receipt, record a refund.
 */
export function OrderViewPage({ reference }: { reference: string }) {
  const query = useApiQuery(api.show, { params: { reference } }, { staleTime: 0 });
  const confirm = useConfirm();
  const [notice, setNotice] = useState<string | null>(null);
  const resend = useApiMutation(api.resendReceipt, {
    onSuccess: ({ data, message }) => setNotice(`${message ?? 'Queued'} (#${data.id})`),
  });
  return (
    <Stack>
      <Anchor component={Link} href="/admin/orders" size="sm">
        ← Orders
      </Anchor>
      <QueryState query={query}>
        {(d) => (
          <>
            <PageHeader title={`Order ${d.order.reference}`}>
              <Button
                disabled={d.order.status !== 'paid'}
                loading={resend.isPending}
                onClick={() =>
                  confirm.ask('Send the receipt again?', () => resend.mutate({ params: { reference } }))
                }
              >
                Resend receipt
              </Button>
            </PageHeader>
            <SuccessAlert message={notice} onClose={() => setNotice(null)} />
            {resend.error && <Alert color="red">{resend.error.message}</Alert>}
            <Paper withBorder p="md">
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
                <Fact label="Status" value={d.order.status} />
                <Fact label="Placed" value={when(d.order.created_at)} />
                <Fact label="Paid" value={d.order.paid_at ? when(d.order.paid_at) : '-'} />
                <Fact label="Method" value={d.order.payment_method ?? '-'} />
                <Fact
                  label="Buyer"
                  value={[d.order.buyer.name, d.order.buyer.email].filter(Boolean).join(' · ') || '-'}
                />
                <Fact label="Total paid (money)" value={formatRM(d.order.grand_total)} />
                <Fact label="Coins / points used" value={`${d.order.coins_used} / ${d.order.points_used}`} />
                <Fact label="Provider reference" value={d.order.provider_reference ?? '-'} />
              </SimpleGrid>
            </Paper>
            <TableSection
              title="Lines"
              rows={d.order.items}
              columns={[
                { header: 'Item', cell: (l) => l.name },
                { header: 'Kind', cell: (l) => l.item_type },
                { header: 'Qty', cell: (l) => l.quantity },
                { header: 'Amount', cell: (l) => formatRM(l.subtotal) },
              ]}
            />
            <TableSection
              title="Payments"
              rows={d.payments}
              emptyRow="No payment message"
              columns={[
                { header: 'Provider', cell: (p) => p.provider },
                { header: 'Transaction', cell: (p) => p.transaction_id },
                { header: 'Status', cell: (p) => p.status },
                { header: 'Amount', cell: (p) => formatRM(p.amount) },
                { header: 'At', cell: (p) => when(p.created_at) },
              ]}
            />
            <TableSection
              title="Refunds"
              rows={d.refunds}
              rowKey={(r) => r.id}
              emptyRow="No refund"
              columns={[
                { header: 'Number', cell: (r) => r.number },
                { header: 'Amount', cell: (r) => formatRM(r.amount) },
                { header: 'Tax', cell: (r) => formatRM(r.tax) },
                { header: 'To', cell: (r) => (r.to === 'coins' ? `Mahir Coins (${r.coins})` : r.method) },
                { header: 'Status', cell: (r) => r.status },
                { header: 'Reason', cell: (r) => r.reason },
                { header: 'At', cell: (r) => when(r.created_at) },
              ]}
            >
              {d.refunds
                .filter((r) => r.bank_payment_csv)
                .map((r) => (
                  <Button
                    key={r.id}
                    variant="light"
                    w="fit-content"
                    component="a"
                    download={`${r.number}.csv`}
                    href={`data:text/csv;charset=utf-8,${encodeURIComponent(r.bank_payment_csv ?? '')}`}
                  >
                    Bank payment file {r.number}
                  </Button>
                ))}
              <RefundForm
                reference={reference}
                refundable={d.refundable}
                onDone={() => void query.refetch()}
              />
            </TableSection>
            <TableSection
              title="Coin and point ledger"
              label="Ledger entries"
              rows={d.ledger}
              emptyRow="No entry"
              columns={[
                { header: 'Ledger', cell: (e) => e.currency },
                { header: 'Amount', cell: (e) => e.amount },
                { header: 'Balance after', cell: (e) => e.balance_after },
                { header: 'Reason', cell: (e) => e.reason },
                { header: 'At', cell: (e) => when(e.created_at) },
              ]}
            />
            <TableSection
              title="Commissions"
              label="Commission entries"
              rows={d.commissions}
              emptyRow="No commission"
              columns={[
                { header: 'Beneficiary', cell: (c) => `${c.beneficiary} #${c.beneficiary_id}` },
                { header: 'Entry', cell: (c) => c.kind },
                { header: 'Amount', cell: (c) => formatRM(c.amount) },
                { header: 'Remark', cell: (c) => c.remark ?? '' },
                { header: 'At', cell: (c) => when(c.created_at) },
              ]}
            />
            <TableSection
              title="Mails"
              rows={d.mails}
              rowKey={(m) => m.id}
              emptyRow="No mail"
              columns={[
                {
                  header: 'Subject',
                  cell: (m) => (
                    <Anchor component={Link} href={`/admin/mails/${m.id}`}>
                      {m.subject}
                    </Anchor>
                  ),
                },
                { header: 'To', cell: (m) => m.to_address },
                { header: 'Status', cell: (m) => m.status },
                { header: 'Queued', cell: (m) => when(m.created_at) },
              ]}
            />
          </>
        )}
      </QueryState>
      {confirm.modal}
    </Stack>
  );
}
