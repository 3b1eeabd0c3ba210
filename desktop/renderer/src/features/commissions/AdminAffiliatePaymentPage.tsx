import { adminAffiliateCommissionContract as api } from '@mahir/shared/contract/admin-commission.contract';
import { releasableIds } from '@mahir/shared/rules/commission-statement';
import { AppPagination, QueryState, SuccessAlert, useApiMutation, useApiQuery } from '@mahir/ui';
import { Alert, Button, Card, Group, Text } from '@mantine/core';
import { IconCash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../components/FormError';
import { PageHeader } from '../../components/PageHeader';
import { useFormat } from '../../i18n/format';
import { AffiliatePaymentTable } from './AffiliatePaymentTable';
import { Figure } from './Figure';
import { MonthYearPicker, thisMonth } from './MonthYearPicker';

/**
 * The affiliate commission payment screen, beside the resellers': month and year, the total paid, the table
 * with a selection kept across its pages (paid rows cannot be selected) and 'Set Status as Paid', which
 * releases them as the reseller screen does and so issues each affiliate's self-billed e-Invoice.
 */
export function AdminAffiliatePaymentPage() {
  const { t } = useTranslation();
  const f = useFormat();
  const [period, setPeriod] = useState(thisMonth());
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [message, setMessage] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const q = useApiQuery(api.monthly, { params: period, query: { page } }, { staleTime: 0 });
  const release = useApiMutation(api.release, {
    onSuccess: (res) => {
      setSelected(new Set());
      setMessage(res.message ?? null);
      q.refetch();
    },
  });
  const rows = q.data?.comms ?? [];
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

  return (
    <>
      <PageHeader title={t('payouts.affiliateTitle')} />
      <MonthYearPicker {...period} onChange={changePeriod} />
      <Group mb="md" align="stretch">
        <Figure
          label={t('payouts.totalPaid')}
          value={q.data ? f.ringgit(q.data.total_paid) : '-'}
          testId="total-paid"
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
      </Group>
      <QueryState query={q}>
        {(data) => (
          <Card padding="sm">
            <AffiliatePaymentTable rows={rows} offset={offset} selected={selected} onSelect={setSelected} />
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
    </>
  );
}
