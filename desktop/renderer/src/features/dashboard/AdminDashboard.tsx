import { adminDashboardContract as api } from '@mahir/shared/contract/admin-dashboard.contract';
import {
  DASHBOARD_RANGE,
  DEFAULT_DASHBOARD_RANGE,
  dashboardRangeLabel,
} from '@mahir/shared/rules/dashboard-range';
import { QueryState, useApiQuery } from '@mahir/ui';
import { Card, Group, Select, SimpleGrid, Stack, Title } from '@mantine/core';
import { IconCalendarStats, IconCash, IconChecklist, IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/PageHeader';
import { useFormat } from '../../i18n/format';
import { SalesChart } from './SalesChart';
import { StatCard } from './StatCard';

/** The selector's ranges: the three rolling ones first, then the months of this year. */
const RANGE_OPTIONS = [
  DASHBOARD_RANGE.past30Days,
  DASHBOARD_RANGE.currentMonth,
  DASHBOARD_RANGE.lastMonth,
  ...Array.from({ length: 12 }, (_, i) => i + 1),
].map((n) => ({ value: String(n), label: dashboardRangeLabel(n) }));

function RangeChart({ range }: { range: number }) {
  const query = useApiQuery(api.month, { params: { n: range } }, { staleTime: 30_000 });
  return (
    <QueryState query={query}>
      {({ chart }) => <SalesChart date={chart.date} total={chart.total} label={chart.label} />}
    </QueryState>
  );
}

/** Admin dashboard (spec 002 §2): monthly and today sales, courses awaiting approval, students, sales chart. */
export function AdminDashboard() {
  const query = useApiQuery(api.summary, {}, { staleTime: 30_000 });
  const [range, setRange] = useState<number>(DEFAULT_DASHBOARD_RANGE);
  const { t } = useTranslation();
  const f = useFormat();
  return (
    <>
      <PageHeader title={t('dashboard.title')} />
      <QueryState query={query}>
        {(d) => (
          <Stack>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
              <StatCard
                label={t('dashboard.monthlySales')}
                value={f.ringgit(d.monthly_sales)}
                icon={IconCalendarStats}
              />
              <StatCard label={t('dashboard.todaySales')} value={f.ringgit(d.today_sales)} icon={IconCash} />
              <StatCard
                label={t('dashboard.coursesApproval')}
                value={f.number(d.total_courses)}
                icon={IconChecklist}
              />
              <StatCard
                label={t('dashboard.totalStudents')}
                value={f.number(d.total_students)}
                icon={IconUsers}
              />
            </SimpleGrid>
            <Card withBorder padding="md">
              <Group justify="space-between" mb="sm">
                <Title order={3} fz="lg">
                  {t('dashboard.sales')}
                </Title>
                <Select
                  aria-label={t('dashboard.chartRange')}
                  data={RANGE_OPTIONS}
                  value={String(range)}
                  onChange={(v) => v && setRange(Number(v))}
                  allowDeselect={false}
                  w={200}
                />
              </Group>
              {range === DEFAULT_DASHBOARD_RANGE ? (
                <SalesChart date={d.chart.date} total={d.chart.total} label={d.chart.label} />
              ) : (
                <RangeChart range={range} />
              )}
            </Card>
          </Stack>
        )}
      </QueryState>
    </>
  );
}
