import { COMMISSION_TEXT, formatRM, MSG, routeUrl } from '@mahir/shared';
import { adminCommissionContract as api } from '@mahir/shared/contract/admin-commission.contract';
import { isChangeable, releasableIds, toggleAll } from '@mahir/shared/rules/commission-statement';
import { formatMalaysiaDate } from '@mahir/shared/rules/malaysia-time';
import {
  AppPagination,
  ErrorState,
  LoadingState,
  SuccessAlert,
  useApiMutation,
  useApiQuery,
} from '@mahir/storefront/ui';
import { Alert, Anchor, Button, Card, Checkbox, Group, Table, Text } from '@mantine/core';
import { IconCash, IconDownload, IconFileTypePdf } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { PageHeader } from '../../components/PageHeader';
import { downloadPdf, downloadPosted } from '../../lib/download';
import { FormError } from '../admin-content/FormError';
import { CommissionActions } from './CommissionActions';
import { MonthYearPicker, thisMonth } from './MonthYearPicker';
import { PayoutBadge } from './PayoutBadge';

/**
 * The monthly commission payment screen: month and year, the total paid, the table with selection (paid
 * rows cannot be selected, edited or deleted), 'Set Status as Paid', the PDF report and Generate Payout.
 */
export function AdminCommissionPaymentPage() {
  const [period, setPeriod] = useState(thisMonth());
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [message, setMessage] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState<'pdf' | 'payout' | null>(null);
  const q = useApiQuery(api.monthly, { params: period, query: { page } }, { staleTime: 0 });
  const release = useApiMutation(api.release, {
    onSuccess: (res) => {
      setSelected(new Set());
      setMessage(res.message ?? null);
      q.refetch();
    },
  });
  const rows = q.data?.comms ?? [];
  const open = rows.filter((r) => isChangeable(r.status));
  const allOn = open.length > 0 && open.every((r) => selected.has(r.id));

  const changePeriod = (next: { month: number; year: number }) => {
    setSelected(new Set());
    setPage(1);
    setPeriod(next);
  };
  // A selection belongs to the page it was made on: 'Set Status as Paid' releases what is shown and ticked.
  const changePage = (next: number) => {
    setSelected(new Set());
    setPage(next);
  };
  const offset = ((q.data?.current_page ?? 1) - 1) * (q.data?.per_page ?? 0);
  const setPaid = () => {
    setMessage(null);
    const ids = releasableIds(rows, selected);
    if (ids.length === 0) {
      setProblem(COMMISSION_TEXT.selectRequired);
      return;
    }
    setProblem(null);
    release.mutate({ body: { ids } });
  };
  const run = async (kind: 'pdf' | 'payout') => {
    setBusy(kind);
    setProblem(null);
    setMessage(null);
    try {
      if (kind === 'pdf')
        await downloadPdf(
          routeUrl(api.report, { params: period }),
          `commission-payout-${period.year}-${period.month}.pdf`,
        );
      else {
        const name = await downloadPosted(api.payout.path, 'payout.csv');
        setMessage(`Payout file ${name} downloaded`);
      }
    } catch (e) {
      setProblem(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      <PageHeader title="Commission Payment" />
      <MonthYearPicker {...period} onChange={changePeriod}>
        <Button
          variant="outline"
          leftSection={<IconFileTypePdf size={16} />}
          loading={busy === 'pdf'}
          onClick={() => run('pdf')}
        >
          PDF
        </Button>
      </MonthYearPicker>
      <Card padding="md" mb="md" w={280} aria-label="Total Paid">
        <Text size="sm" c="dimmed">
          Total Paid
        </Text>
        <Text fw={700} fz="xl" data-testid="total-paid">
          {q.data ? formatRM(q.data.total_paid) : '-'}
        </Text>
      </Card>
      <SuccessAlert message={message} onClose={() => setMessage(null)} />
      {problem && (
        <Alert color="red" role="alert" mb="md">
          {problem}
        </Alert>
      )}
      <FormError error={release.error} />
      <Group justify="flex-end" my="sm">
        <Button leftSection={<IconCash size={16} />} onClick={setPaid} loading={release.isPending}>
          {COMMISSION_TEXT.setPaid}
        </Button>
        <Button
          variant="light"
          leftSection={<IconDownload size={16} />}
          loading={busy === 'payout'}
          onClick={() => run('payout')}
        >
          {COMMISSION_TEXT.generatePayout}
        </Button>
      </Group>
      {q.isPending ? (
        <LoadingState />
      ) : q.isError ? (
        <ErrorState error={q.error} onRetry={() => q.refetch()} />
      ) : (
        <Card padding="md">
          <Table striped aria-label="Commission payment">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={40}>
                  <Checkbox
                    aria-label="Select all unpaid"
                    checked={allOn}
                    disabled={open.length === 0}
                    onChange={() => setSelected(toggleAll(rows, selected))}
                  />
                </Table.Th>
                <Table.Th>No</Table.Th>
                <Table.Th>Date &amp; Time</Table.Th>
                <Table.Th>Order ID</Table.Th>
                <Table.Th>Name</Table.Th>
                <Table.Th>Bank</Table.Th>
                <Table.Th ta="right">Amount (RM)</Table.Th>
                <Table.Th>Remark</Table.Th>
                <Table.Th>Status Payout</Table.Th>
                <Table.Th>Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.length === 0 ? (
                <Table.Tr>
                  <Table.Td colSpan={10} ta="center">
                    {MSG.noRecord}
                  </Table.Td>
                </Table.Tr>
              ) : (
                rows.map((r, i) => {
                  const order = r.order_no ?? `#${r.order_id}`;
                  return (
                    <Table.Tr key={r.id}>
                      <Table.Td>
                        <Checkbox
                          aria-label={`Select commission ${order} of ${r.user.name}`}
                          checked={selected.has(r.id)}
                          disabled={!isChangeable(r.status)}
                          onChange={(e) => {
                            const next = new Set(selected);
                            if (e.currentTarget.checked) next.add(r.id);
                            else next.delete(r.id);
                            setSelected(next);
                          }}
                        />
                      </Table.Td>
                      <Table.Td>{offset + i + 1}</Table.Td>
                      <Table.Td>{formatMalaysiaDate(r.created_at, true)}</Table.Td>
                      <Table.Td>{order}</Table.Td>
                      <Table.Td>
                        <Anchor component={Link} href={`/admin/reseller/commission/user/${r.user.id}`}>
                          {r.user.name}
                        </Anchor>
                        <Text size="xs" c="dimmed">
                          {r.user.email}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">{r.user.bank.detail.name ?? '-'}</Text>
                        <Text size="xs" c="dimmed">
                          {r.user.bank.account_no ?? '-'}
                        </Text>
                      </Table.Td>
                      <Table.Td ta="right">{(r.amount_final / 100).toFixed(2)}</Table.Td>
                      <Table.Td>{r.notes ?? '-'}</Table.Td>
                      <Table.Td>
                        <PayoutBadge status={r.status} />
                      </Table.Td>
                      <Table.Td>
                        <CommissionActions c={r} onChanged={() => q.refetch()} />
                      </Table.Td>
                    </Table.Tr>
                  );
                })
              )}
            </Table.Tbody>
          </Table>
          {q.data.last_page > 1 && (
            <Group justify="space-between" mt="md">
              <Text size="sm" c="dimmed">
                Total: {q.data.total}
              </Text>
              <AppPagination total={q.data.last_page} value={page} onChange={changePage} />
            </Group>
          )}
        </Card>
      )}
    </>
  );
}
