import { formatRM } from '@mahir/shared';
import { adminOrderContract as api } from '@mahir/shared/contract/admin-order.contract';
import { RENEWAL_MSG } from '@mahir/shared/renewals/index';
import { formatMalaysiaDate } from '@mahir/shared/rules/malaysia-time';
import { QueryState, SuccessAlert, useApiMutation, useApiQuery } from '@mahir/ui';
import { DataTable } from '@mahir/ui/DataTable';
import { Alert, Anchor, Button, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { Link } from 'wouter';
import { useConfirm } from '../../components/ConfirmModal';
import { PageHeader } from '../../components/PageHeader';
import { RefundForm } from './RefundForm';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs">
      <Title order={4}>{title}</Title>
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
            {d.renewal && (
              <Section title="Renewal">
                <Paper withBorder p="md">
                  <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
                    <Fact
                      label="Renews by"
                      value={d.renewal.mode ? RENEWAL_MSG.en.mode[d.renewal.mode] : '-'}
                    />
                    <Fact
                      label="State"
                      value={d.renewal.phase ? RENEWAL_MSG.en.phase[d.renewal.phase] : '-'}
                    />
                    <Fact label="Next payment" value={d.renewal.next_payment_date ?? '-'} />
                    <Fact label="In grace until" value={d.renewal.grace_until ?? '-'} />
                    <Fact label="Reminders sent" value={d.renewal.reminders_sent.join(', ') || '-'} />
                    <Fact
                      label="Last pay-link renewal"
                      value={d.renewal.last_renewal ? d.renewal.last_renewal.reference : '-'}
                    />
                    <Fact label="Renews order" value={d.renewal.renewal_of ?? '-'} />
                  </SimpleGrid>
                </Paper>
              </Section>
            )}
            <Section title="Lines">
              <DataTable
                aria-label="Lines"
                rows={d.order.items}
                rowKey={(_, i) => i}
                columns={[
                  { header: 'Item', cell: (l) => l.name },
                  { header: 'Kind', cell: (l) => l.item_type },
                  { header: 'Qty', cell: (l) => l.quantity },
                  { header: 'Amount', cell: (l) => formatRM(l.subtotal) },
                ]}
              />
            </Section>
            <Section title="Payments">
              <DataTable
                aria-label="Payments"
                rows={d.payments}
                rowKey={(_, i) => i}
                emptyRow="No payment message"
                columns={[
                  { header: 'Provider', cell: (p) => p.provider },
                  { header: 'Transaction', cell: (p) => p.transaction_id },
                  { header: 'Status', cell: (p) => p.status },
                  { header: 'Amount', cell: (p) => formatRM(p.amount) },
                  { header: 'At', cell: (p) => when(p.created_at) },
                ]}
              />
            </Section>
            <Section title="Refunds">
              <DataTable
                aria-label="Refunds"
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
              />
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
            </Section>
            <Section title="Coin and point ledger">
              <DataTable
                aria-label="Ledger entries"
                rows={d.ledger}
                rowKey={(_, i) => i}
                emptyRow="No entry"
                columns={[
                  { header: 'Ledger', cell: (e) => e.currency },
                  { header: 'Amount', cell: (e) => e.amount },
                  { header: 'Balance after', cell: (e) => e.balance_after },
                  { header: 'Reason', cell: (e) => e.reason },
                  { header: 'At', cell: (e) => when(e.created_at) },
                ]}
              />
            </Section>
            <Section title="Commissions">
              <DataTable
                aria-label="Commission entries"
                rows={d.commissions}
                rowKey={(_, i) => i}
                emptyRow="No commission"
                columns={[
                  { header: 'Beneficiary', cell: (c) => `${c.beneficiary} #${c.beneficiary_id}` },
                  { header: 'Entry', cell: (c) => c.kind },
                  { header: 'Amount', cell: (c) => formatRM(c.amount) },
                  { header: 'Remark', cell: (c) => c.remark ?? '' },
                  { header: 'At', cell: (c) => when(c.created_at) },
                ]}
              />
            </Section>
            <Section title="Mails">
              <DataTable
                aria-label="Mails"
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
            </Section>
          </>
        )}
      </QueryState>
      {confirm.modal}
    </Stack>
  );
}
