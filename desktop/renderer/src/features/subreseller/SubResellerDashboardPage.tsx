import { subResellerContract as api } from '@mahir/shared/contract/subreseller.contract';
import { QueryState, useApiQuery } from '@mahir/ui';
import { Card, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/PageHeader';
import { useFormat } from '../../i18n/format';
import { DailyEarningsChart, EarningsTable, MonthYearPicker, StatCards, thisMonth } from '../commissions';

function Field({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={600}>{value}</Text>
    </Stack>
  );
}

/** Sub-reseller dashboard: month and year, reseller card, this month's and all-time commissions, chart, earnings. */
export function SubResellerDashboardPage() {
  const { t } = useTranslation();
  const f = useFormat();
  const [period, setPeriod] = useState(thisMonth());
  const q = useApiQuery(api.resellerInfo, { query: period }, { staleTime: 0 });
  return (
    <>
      <PageHeader title={t('partner.subDashboard')} />
      <MonthYearPicker {...period} onChange={setPeriod} />
      <QueryState query={q}>
        {(data) => (
          <>
            <Card padding="md" mb="md" aria-label={t('partner.reseller')}>
              <Text fw={600} mb="xs">
                {t('partner.reseller')}
              </Text>
              <Group gap="xl">
                <Field label={t('partner.name')} value={data.reseller.name} />
                <Field label={t('partner.resellerCode')} value={data.reseller.reseller_code} />
                <Field label={t('partner.phoneNo')} value={data.reseller.phone_no ?? '-'} />
              </Group>
            </Card>
            <StatCards
              stats={[
                { label: t('partner.thisMonth'), value: f.ringgit(data.monthly_comms) },
                { label: t('partner.allTime'), value: f.ringgit(data.total_comms) },
                { label: t('partner.status'), value: data.status.toUpperCase() },
              ]}
            />
            <DailyEarningsChart
              title={t('partner.dailyEarnings')}
              labels={data.chart.date2}
              totals={data.chart.total}
            />
            <EarningsTable rows={data.earnings} />
          </>
        )}
      </QueryState>
    </>
  );
}
