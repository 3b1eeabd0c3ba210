import { adminAffiliateCommissionContract as api } from '@mahir/shared/contract/admin-commission.contract';
import { QueryState, useApiMutation, useApiQuery } from '@mahir/ui';
import { Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/PageHeader';
import { useFormat } from '../../i18n/format';
import { AffiliatePaymentTable } from './AffiliatePaymentTable';
import { Figure } from './Figure';
import { MonthYearPicker } from './MonthYearPicker';
import { PaymentPageCard, ReleaseBar } from './PaymentMonthParts';
import { pageOffset, usePaymentMonth } from './usePaymentMonth';

/**
 * The affiliate commission payment screen, beside the resellers': month and year, the total paid, the table
 * with a selection kept across its pages (paid rows cannot be selected) and 'Set Status as Paid', which
 * releases them as the reseller screen does and so issues each affiliate's self-billed e-Invoice.
 */
export function AdminAffiliatePaymentPage() {
  const { t } = useTranslation();
  const f = useFormat();
  const month = usePaymentMonth();
  const q = useApiQuery(api.monthly, { params: month.period, query: { page: month.page } }, { staleTime: 0 });
  const release = useApiMutation(api.release, {
    onSuccess: (res) => {
      month.released(res.message);
      q.refetch();
    },
  });
  const rows = q.data?.comms ?? [];

  return (
    <>
      <PageHeader title={t('payouts.affiliateTitle')} />
      <MonthYearPicker {...month.period} onChange={month.changePeriod} />
      <Group mb="md" align="stretch">
        <Figure
          label={t('payouts.totalPaid')}
          value={q.data ? f.ringgit(q.data.total_paid) : '-'}
          testId="total-paid"
        />
      </Group>
      <ReleaseBar month={month} rows={rows} release={release} />
      <QueryState query={q}>
        {(data) => (
          <PaymentPageCard month={month} data={data}>
            <AffiliatePaymentTable
              rows={rows}
              offset={pageOffset(q.data)}
              selected={month.selected}
              onSelect={month.setSelected}
            />
          </PaymentPageCard>
        )}
      </QueryState>
    </>
  );
}
