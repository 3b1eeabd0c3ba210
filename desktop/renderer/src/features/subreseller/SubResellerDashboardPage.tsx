import { formatRM } from '@mahir/shared';
import { subResellerContract as api } from '@mahir/shared/contract/subreseller.contract';
import { QueryState, useApiQuery } from '@mahir/ui';
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
      <QueryState query={q}>
        {(data) => (
          <>
            <Card padding="md" mb="md" aria-label="Reseller">
              <Text fw={600} mb="xs">
                Reseller
              </Text>
              <Group gap="xl">
                <Field label="Name" value={data.reseller.name} />
                <Field label="Reseller Code" value={data.reseller.reseller_code} />
                <Field label="Phone No" value={data.reseller.phone_no ?? '-'} />
              </Group>
            </Card>
            <StatCards
              stats={[
                { label: "This Month's Commissions", value: formatRM(data.monthly_comms) },
                { label: 'All-time Commissions', value: formatRM(data.total_comms) },
                { label: 'Status', value: data.status.toUpperCase() },
              ]}
            />
            <DailyEarningsChart title="Daily Earnings" labels={data.chart.date2} totals={data.chart.total} />
            <EarningsTable rows={data.earnings} />
          </>
        )}
      </QueryState>
    </>
  );
}
