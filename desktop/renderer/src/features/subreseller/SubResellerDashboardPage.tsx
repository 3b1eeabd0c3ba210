import { formatRM } from '@mahir/shared';
import { subResellerContract as api } from '@mahir/shared/contract/subreseller.contract';
import { ErrorState, LoadingState, useApiQuery } from '@mahir/ui';
import { Card, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { PageHeader } from '../../components/PageHeader';
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
  const [period, setPeriod] = useState(thisMonth());
  const q = useApiQuery(api.resellerInfo, { query: period }, { staleTime: 0 });
  return (
    <>
      <PageHeader title="Sub-reseller Dashboard" />
      <MonthYearPicker {...period} onChange={setPeriod} />
      {q.isPending ? (
        <LoadingState />
      ) : q.isError ? (
        <ErrorState error={q.error} onRetry={() => q.refetch()} />
      ) : (
        <>
          <Card padding="md" mb="md" aria-label="Reseller">
            <Text fw={600} mb="xs">
              Reseller
            </Text>
            <Group gap="xl">
              <Field label="Name" value={q.data.reseller.name} />
              <Field label="Reseller Code" value={q.data.reseller.reseller_code} />
              <Field label="Phone No" value={q.data.reseller.phone_no ?? '-'} />
            </Group>
          </Card>
          <StatCards
            stats={[
              { label: "This Month's Commissions", value: formatRM(q.data.monthly_comms) },
              { label: 'All-time Commissions', value: formatRM(q.data.total_comms) },
              { label: 'Status', value: q.data.status.toUpperCase() },
            ]}
          />
          <DailyEarningsChart
            title="Daily Earnings"
            labels={q.data.chart.date2}
            totals={q.data.chart.total}
          />
          <EarningsTable rows={q.data.earnings} />
        </>
      )}
    </>
  );
}
