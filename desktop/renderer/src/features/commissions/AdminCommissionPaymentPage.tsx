import { routeUrl } from '@mahir/shared';
import { adminCommissionContract as api } from '@mahir/shared/contract/admin-commission.contract';
import { QueryState, useApiMutation, useApiQuery } from '@mahir/ui';
import { Button, Group } from '@mantine/core';
import { IconDownload, IconFileTypePdf } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../components/ConfirmModal';
import { PageHeader } from '../../components/PageHeader';
import { useFormat } from '../../i18n/format';
import { downloadPdf, downloadPosted } from '../../lib/download';
import { CommissionPaymentTable } from './CommissionPaymentTable';
import { Figure } from './Figure';
import { MonthYearPicker } from './MonthYearPicker';
import { PaymentPageCard, ReleaseBar } from './PaymentMonthParts';
import { pageOffset, usePaymentMonth } from './usePaymentMonth';

/**
 * The monthly commission payment screen: month and year, the total paid and what awaits a payout, the
 * table with a selection kept across its pages (paid rows cannot be selected, edited or deleted), 'Set
 * Status as Paid', the PDF report and Generate Payout for the month shown, after saying what it pays.
 */
export function AdminCommissionPaymentPage() {
  const { t } = useTranslation();
  const f = useFormat();
  const month = usePaymentMonth();
  const { period, setMessage, setProblem } = month;
  const [busy, setBusy] = useState<'pdf' | 'payout' | null>(null);
  const [confirmingPayout, setConfirmingPayout] = useState(false);
  const q = useApiQuery(api.monthly, { params: period, query: { page: month.page } }, { staleTime: 0 });
  const release = useApiMutation(api.release, {
    onSuccess: (res) => {
      month.released(res.message);
      q.refetch();
    },
  });
  const rows = q.data?.comms ?? [];
  const awaiting = q.data?.awaiting_payout ?? { count: 0, total: 0 };
  const periodName = `${f.month(period.month)} ${period.year}`;

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
      <MonthYearPicker {...period} onChange={month.changePeriod}>
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
      <ReleaseBar month={month} rows={rows} release={release}>
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
      </ReleaseBar>
      <QueryState query={q}>
        {(data) => (
          <PaymentPageCard month={month} data={data}>
            <CommissionPaymentTable
              rows={rows}
              offset={pageOffset(q.data)}
              selected={month.selected}
              onSelect={month.setSelected}
              onChanged={() => q.refetch()}
            />
          </PaymentPageCard>
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
