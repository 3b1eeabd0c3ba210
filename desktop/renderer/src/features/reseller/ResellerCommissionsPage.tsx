import { formatRM, MSG } from '@mahir/shared';
import { resellerCommissionContract as api } from '@mahir/shared/contract/commission.contract';
import { QueryState, useApiQuery } from '@mahir/ui';
import { Card, Grid, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { PageHeader } from '../../components/PageHeader';
import { DailyEarningsChart, EarningsTable, MonthYearPicker, StatCards, thisMonth } from '../commissions';

/** Reseller commissions overview: figures, sub-reseller leaderboard, daily chart and monthly earnings. */
export function ResellerCommissionsPage({ initial }: { initial?: { month: number; year: number } }) {
  const [period, setPeriod] = useState(initial ?? thisMonth());
  const q = useApiQuery(api.overview, { query: period }, { staleTime: 0 });
  return (
    <>
      <PageHeader title="My Commissions" />
      <MonthYearPicker {...period} onChange={setPeriod} />
      <QueryState query={q}>
        {(data) => (
          <>
            <StatCards
              stats={[
                { label: 'Monthly Commissions', value: formatRM(data.monthly_comms) },
                { label: 'Total Commissions', value: formatRM(data.total_comms) },
                { label: 'Status', value: data.status.toUpperCase() },
                { label: 'Total Subscribers', value: data.total_subs },
              ]}
            />
            <StatCards
              stats={[
                { label: 'Sub-reseller Commissions', value: formatRM(data.total_sub_comms) },
                { label: 'Combined Total', value: formatRM(data.total_combine) },
              ]}
            />
            <Grid>
              <Grid.Col span={{ base: 12, lg: 8 }}>
                <DailyEarningsChart
                  title="Daily Earnings"
                  labels={data.chart.date2}
                  totals={data.chart.total}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, lg: 4 }}>
                <Card padding="md" mb="md">
                  <Text fw={600} mb="xs">
                    Leaderboards
                  </Text>
                  <Table aria-label="Leaderboards">
                    <Table.Tbody>
                      {data.leaderboards.length === 0 ? (
                        <Table.Tr>
                          <Table.Td ta="center">{MSG.noRecord}</Table.Td>
                        </Table.Tr>
                      ) : (
                        data.leaderboards.map((l, i) => (
                          <Table.Tr key={`${l.user.name}-${i}`}>
                            <Table.Td w={32}>{i + 1}</Table.Td>
                            <Table.Td>{l.user.name}</Table.Td>
                            <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                              {formatRM(l.total)}
                            </Table.Td>
                          </Table.Tr>
                        ))
                      )}
                    </Table.Tbody>
                  </Table>
                </Card>
              </Grid.Col>
            </Grid>
            <EarningsTable rows={data.earnings} />
          </>
        )}
      </QueryState>
    </>
  );
}
