import { adminOrderContract as api } from '@mahir/shared/contract/admin-order.contract';
import { RENEWAL_MSG } from '@mahir/shared/renewals/index';
import { QueryState, SuccessAlert, useApiMutation, useApiQuery } from '@mahir/ui';
import { type Column, DataTable } from '@mahir/ui/DataTable';
import { useLanguage } from '@mahir/ui/i18n';
import { Alert, Anchor, Button, Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useConfirm } from '../../components/ConfirmModal';
import { Fact } from '../../components/Fact';
import { PageHeader } from '../../components/PageHeader';
import { useFormat } from '../../i18n/format';
import { RefundForm } from './RefundForm';
import { RefundPaidBackForm } from './RefundPaidBackForm';

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

/**
 * One order as the back office opens it: amounts and buyer, its lines, payments, refunds, coin and point
 * ledger entries, commission entries and the mails sent for it; resend the receipt, record a refund.
 */
export function OrderViewPage({ reference }: { reference: string }) {
  const { t } = useTranslation();
  const f = useFormat();
  // The renewal's words: Malay when chosen, else English as the screen was written.
  const lang = useLanguage().lang === 'ms' ? 'ms' : 'en';
  const when = f.dateTime;
  const query = useApiQuery(api.show, { params: { reference } }, { staleTime: 0 });
  const confirm = useConfirm();
  const [notice, setNotice] = useState<string | null>(null);
  const resend = useApiMutation(api.resendReceipt, {
    onSuccess: ({ data, message }) => setNotice(`${message ?? t('orders.queued')} (#${data.id})`),
  });
  return (
    <Stack>
      <Anchor component={Link} href="/admin/orders" size="sm">
        {t('orders.back')}
      </Anchor>
      <QueryState query={query}>
        {(d) => (
          <>
            <PageHeader title={t('orders.orderTitle', { reference: d.order.reference })}>
              <Button
                disabled={d.order.status !== 'paid'}
                loading={resend.isPending}
                onClick={() =>
                  confirm.ask(t('orders.resendConfirm'), () => resend.mutate({ params: { reference } }))
                }
              >
                {t('orders.resendReceipt')}
              </Button>
            </PageHeader>
            <SuccessAlert message={notice} onClose={() => setNotice(null)} />
            {resend.error && <Alert color="red">{resend.error.message}</Alert>}
            <Paper withBorder p="md">
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
                <Fact label={t('orders.status')} value={d.order.status} />
                <Fact label={t('orders.placed')} value={when(d.order.created_at)} />
                <Fact label={t('orders.paid')} value={d.order.paid_at ? when(d.order.paid_at) : '-'} />
                <Fact label={t('orders.method')} value={d.order.payment_method ?? '-'} />
                <Fact
                  label={t('orders.buyer')}
                  value={[d.order.buyer.name, d.order.buyer.email].filter(Boolean).join(' · ') || '-'}
                />
                <Fact label={t('orders.totalPaidMoney')} value={f.ringgit(d.order.grand_total)} />
                <Fact
                  label={t('orders.coinsPointsUsed')}
                  value={`${d.order.coins_used} / ${d.order.points_used}`}
                />
                <Fact label={t('orders.providerReference')} value={d.order.provider_reference ?? '-'} />
              </SimpleGrid>
            </Paper>
            {d.renewal && (
              <Stack gap="xs">
                <Title order={4}>{t('orders.renewal')}</Title>
                <Paper withBorder p="md">
                  <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
                    <Fact
                      label={t('orders.renewsBy')}
                      value={d.renewal.mode ? RENEWAL_MSG[lang].mode[d.renewal.mode] : '-'}
                    />
                    <Fact
                      label={t('orders.renewalState')}
                      value={d.renewal.phase ? RENEWAL_MSG[lang].phase[d.renewal.phase] : '-'}
                    />
                    <Fact label={t('orders.nextPayment')} value={d.renewal.next_payment_date ?? '-'} />
                    <Fact label={t('orders.graceUntil')} value={d.renewal.grace_until ?? '-'} />
                    <Fact
                      label={t('orders.remindersSent')}
                      value={d.renewal.reminders_sent.join(', ') || '-'}
                    />
                    <Fact
                      label={t('orders.lastPayLinkRenewal')}
                      value={d.renewal.last_renewal ? d.renewal.last_renewal.reference : '-'}
                    />
                    <Fact label={t('orders.renewsOrder')} value={d.renewal.renewal_of ?? '-'} />
                  </SimpleGrid>
                </Paper>
              </Stack>
            )}
            <TableSection
              title={t('orders.lines')}
              rows={d.order.items}
              columns={[
                { header: t('orders.item'), cell: (l) => l.name },
                { header: t('orders.kind'), cell: (l) => l.item_type },
                { header: t('orders.qty'), cell: (l) => l.quantity },
                { header: t('orders.amount'), cell: (l) => f.ringgit(l.subtotal) },
              ]}
            />
            <TableSection
              title={t('orders.payments')}
              rows={d.payments}
              emptyRow={t('orders.noPaymentMessage')}
              columns={[
                { header: t('orders.provider'), cell: (p) => p.provider },
                { header: t('orders.transaction'), cell: (p) => p.transaction_id },
                { header: t('orders.status'), cell: (p) => p.status },
                { header: t('orders.amount'), cell: (p) => f.ringgit(p.amount) },
                { header: t('orders.at'), cell: (p) => when(p.created_at) },
              ]}
            />
            <TableSection
              title={t('orders.refunds')}
              rows={d.refunds}
              rowKey={(r) => r.id}
              emptyRow={t('orders.noRefund')}
              columns={[
                { header: t('orders.number'), cell: (r) => r.number },
                { header: t('orders.amount'), cell: (r) => f.ringgit(r.amount) },
                { header: t('orders.tax'), cell: (r) => f.ringgit(r.tax) },
                {
                  header: t('orders.to'),
                  cell: (r) => (r.to === 'coins' ? t('orders.coinsTo', { coins: r.coins }) : r.method),
                },
                { header: t('orders.status'), cell: (r) => r.status },
                { header: t('orders.bankReferenceColumn'), cell: (r) => r.provider_ref ?? '' },
                { header: t('orders.reason'), cell: (r) => r.reason },
                { header: t('orders.at'), cell: (r) => when(r.created_at) },
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
                    {t('orders.bankFile', { number: r.number })}
                  </Button>
                ))}
              {d.refunds
                .filter((r) => r.method === 'bank' && r.status === 'to_pay')
                .map((r) => (
                  <RefundPaidBackForm
                    key={r.id}
                    reference={reference}
                    number={r.number}
                    onDone={() => void query.refetch()}
                  />
                ))}
              <RefundForm
                reference={reference}
                refundable={d.refundable}
                onDone={() => void query.refetch()}
              />
            </TableSection>
            <TableSection
              title={t('orders.einvoices')}
              rows={d.einvoices}
              rowKey={(e) => e.id}
              emptyRow={t('orders.noEinvoice')}
              columns={[
                { header: t('orders.einvoiceKind'), cell: (e) => e.kind },
                { header: t('orders.number'), cell: (e) => e.code_number },
                { header: t('orders.status'), cell: (e) => e.status },
                { header: t('orders.amount'), cell: (e) => f.ringgit(e.total_payable) },
                {
                  header: t('orders.validationLink'),
                  cell: (e) =>
                    e.validation_link ? (
                      <Anchor href={e.validation_link} target="_blank" rel="noreferrer">
                        {e.uuid ?? e.validation_link}
                      </Anchor>
                    ) : (
                      (e.errors ?? '-')
                    ),
                },
                { header: t('orders.at'), cell: (e) => when(e.created_at) },
              ]}
            />
            <TableSection
              title={t('orders.coinAndPointLedger')}
              label={t('orders.ledgerEntries')}
              rows={d.ledger}
              emptyRow={t('orders.noEntry')}
              columns={[
                { header: t('orders.ledger'), cell: (e) => e.currency },
                { header: t('orders.amount'), cell: (e) => e.amount },
                { header: t('orders.balanceAfter'), cell: (e) => e.balance_after },
                { header: t('orders.reason'), cell: (e) => e.reason },
                { header: t('orders.at'), cell: (e) => when(e.created_at) },
              ]}
            />
            <TableSection
              title={t('orders.commissions')}
              label={t('orders.commissionEntries')}
              rows={d.commissions}
              emptyRow={t('orders.noCommission')}
              columns={[
                { header: t('orders.beneficiary'), cell: (c) => `${c.beneficiary} #${c.beneficiary_id}` },
                { header: t('orders.entry'), cell: (c) => c.kind },
                { header: t('orders.amount'), cell: (c) => f.ringgit(c.amount) },
                { header: t('orders.remark'), cell: (c) => c.remark ?? '' },
                { header: t('orders.at'), cell: (c) => when(c.created_at) },
              ]}
            />
            <TableSection
              title={t('orders.mails')}
              rows={d.mails}
              rowKey={(m) => m.id}
              emptyRow={t('orders.noMail')}
              columns={[
                {
                  header: t('orders.subject'),
                  cell: (m) => (
                    <Anchor component={Link} href={`/admin/mails/${m.id}`}>
                      {m.subject}
                    </Anchor>
                  ),
                },
                { header: t('orders.to'), cell: (m) => m.to_address },
                { header: t('orders.status'), cell: (m) => m.status },
                { header: t('orders.queued'), cell: (m) => when(m.created_at) },
              ]}
            />
          </>
        )}
      </QueryState>
      {confirm.modal}
    </Stack>
  );
}
