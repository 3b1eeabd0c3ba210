import { routeUrl } from '@mahir/shared';
import { adminCommissionContract as api } from '@mahir/shared/contract/admin-commission.contract';
import { releasableIds } from '@mahir/shared/rules/commission-statement';
import { AppPagination, QueryState, SuccessAlert, useApiMutation, useApiQuery } from '@mahir/ui';
import { Alert, Button, Card, Group, Text } from '@mantine/core';
import { IconCash, IconDownload, IconFileTypePdf } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../components/ConfirmModal';
import { FormError } from '../../components/FormError';
import { PageHeader } from '../../components/PageHeader';
import { useFormat } from '../../i18n/format';
import { downloadPdf, downloadPosted } from '../../lib/download';
import { CommissionPaymentTable } from './CommissionPaymentTable';
import { Figure } from './Figure';
import { MonthYearPicker, thisMonth } from './MonthYearPicker';

/**
 * The monthly commission payment screen: month and year, the total paid and what awaits a payout, the
 * table with a selection kept across its pages (paid rows cannot be selected, edited or deleted), 'Set
 * Status as Paid', the PDF report and Generate Payout for the month shown, after saying what it pays.
 */
export function AdminCommissionPaymentPage() {
  const { t } = useTranslation();
  const f = useFormat();
  const [period, setPeriod] = useState(thisMonth());
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [message, setMessage] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState<'pdf' | 'payout' | null>(null);
  const [confirmingPayout, setConfirmingPayout] = useState(false);
  const q = useApiQuery(api.monthly, { params: period, query: { page } }, { staleTime: 0 });
  const release = useApiMutation(api.release, {
    onSuccess: (res) => {
      setSelected(new Set());
      setMessage(res.message ?? null);
      q.refetch();
    },
  });
  const rows = q.data?.comms ?? [];
  const awaiting = q.data?.awaiting_payout ?? { count: 0, total: 0 };
  const periodName = `${f.month(period.month)} ${period.year}`;

  // A selection belongs to its month: it is kept while paging, and cleared when the month changes.
  const changePeriod = (next: { month: number; year: number }) => {
    setSelected(new Set());
    setPage(1);
    setPeriod(next);
  };
  const offset = ((q.data?.current_page ?? 1) - 1) * (q.data?.per_page ?? 0);
  const setPaid = () => {
    setMessage(null);
    const ids = releasableIds(rows, selected);
    if (ids.length === 0) {
      setProblem(t('commission.selectRequired'));
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
        const name = await downloadPosted(api.payout.path, 'payout.csv', period);
        setMessage(t('payouts.downloaded', { name, period: periodName }));
        q.refetch();
      }
    } catch (e) {
      setProblem(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      <PageHeader title={t('payouts.title')} />
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
      <Group mb="md" align="stretch">
        <Figure
          label={t('payouts.totalPaid')}
          value={q.data ? f.ringgit(q.data.total_paid) : '-'}
          testId="total-paid"
        />
        <Figure
          label={t('payouts.awaitingPayout')}
          value={q.data ? f.ringgit(awaiting.total) : '-'}
          note={q.data ? t('payouts.awaitingNote', { count: awaiting.count, period: periodName }) : undefined}
          testId="awaiting-payout"
        />
      </Group>
      <SuccessAlert message={message} onClose={() => setMessage(null)} />
      {problem && (
        <Alert color="red" role="alert" mb="md">
          {problem}
        </Alert>
      )}
      <FormError error={release.error} />
      <Group justify="flex-end" my="sm">
        {selected.size > 0 && (
          <Group gap="xs" mr="auto">
            <Text size="sm" data-testid="selection-count">
              {t('payouts.selected', { count: selected.size })}
            </Text>
            <Button size="compact-sm" variant="subtle" onClick={() => setSelected(new Set())}>
              {t('payouts.clearSelection')}
            </Button>
          </Group>
        )}
        <Button leftSection={<IconCash size={16} />} onClick={setPaid} loading={release.isPending}>
          {t('payouts.setPaid')}
        </Button>
        <Button
          variant="light"
          leftSection={<IconDownload size={16} />}
          loading={busy === 'payout'}
          disabled={awaiting.count === 0}
          title={awaiting.count === 0 ? t('commission.payoutNothing', { period: periodName }) : undefined}
          onClick={() => setConfirmingPayout(true)}
        >
          {t('payouts.generatePayout')}
        </Button>
      </Group>
      <QueryState query={q}>
        {(data) => (
          <Card padding="sm">
            <CommissionPaymentTable
              rows={rows}
              offset={offset}
              selected={selected}
              onSelect={setSelected}
              onChanged={() => q.refetch()}
            />
            {data.last_page > 1 && (
              <Group justify="space-between" mt="md">
                <Text size="sm" c="dimmed">
                  {t('payouts.total', { count: data.total })}
                </Text>
                <AppPagination total={data.last_page} value={page} onChange={setPage} />
              </Group>
            )}
          </Card>
        )}
      </QueryState>
      <ConfirmModal
        opened={confirmingPayout}
        title={t('payouts.generatePayout')}
        message={t(awaiting.count === 1 ? 'commission.payoutConfirmOne' : 'commission.payoutConfirm', {
          period: periodName,
          count: awaiting.count,
          amount: f.ringgit(awaiting.total),
        })}
        onClose={() => setConfirmingPayout(false)}
        onYes={() => {
          setConfirmingPayout(false);
          void run('payout');
        }}
      />
    </>
  );
}
