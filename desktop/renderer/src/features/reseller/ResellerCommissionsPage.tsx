import { resellerCommissionContract as api } from '@mahir/shared/contract/commission.contract';
import { QueryState, useApiQuery } from '@mahir/ui';
import { Card, Grid, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/PageHeader';
import { useFormat } from '../../i18n/format';
import { DailyEarningsChart, EarningsTable, MonthYearPicker, StatCards, thisMonth } from '../commissions';

/** Reseller commissions overview: figures, sub-reseller leaderboard, daily chart and monthly earnings. */
export function ResellerCommissionsPage({ initial }: { initial?: { month: number; year: number } }) {
  const { t } = useTranslation();
  const f = useFormat();
  const [period, setPeriod] = useState(initial ?? thisMonth());
  const q = useApiQuery(api.overview, { query: period }, { staleTime: 0 });
  return (
    <>
      <PageHeader title={t('partner.myCommissions')} />
      <MonthYearPicker {...period} onChange={setPeriod} />
      <QueryState query={q}>
        {(data) => (
          <>
            <StatCards
              stats={[
                { label: t('partner.monthlyCommissions'), value: f.ringgit(data.monthly_comms) },
                { label: t('partner.totalCommissions'), value: f.ringgit(data.total_comms) },
                { label: t('partner.status'), value: data.status.toUpperCase() },
                { label: t('partner.totalSubscribers'), value: data.total_subs },
              ]}
            />
            <StatCards
              stats={[
                { label: t('partner.subCommissions'), value: f.ringgit(data.total_sub_comms) },
                { label: t('partner.combinedTotal'), value: f.ringgit(data.total_combine) },
              ]}
            />
            <Grid>
              <Grid.Col span={{ base: 12, lg: 8 }}>
                <DailyEarningsChart
                  title={t('partner.dailyEarnings')}
                  labels={data.chart.date2}
                  totals={data.chart.total}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, lg: 4 }}>
                <Card padding="md" mb="md">
                  <Text fw={600} mb="xs">
                    {t('partner.leaderboards')}
                  </Text>
                  <Table aria-label={t('partner.leaderboards')}>
                    <Table.Tbody>
                      {data.leaderboards.length === 0 ? (
                        <Table.Tr>
                          <Table.Td ta="center">{t('partner.noRecord')}</Table.Td>
                        </Table.Tr>
                      ) : (
                        data.leaderboards.map((l, i) => (
                          <Table.Tr key={`${l.user.name}-${i}`}>
                            <Table.Td w={32}>{i + 1}</Table.Td>
                            <Table.Td>{l.user.name}</Table.Td>
                            <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                              {f.ringgit(l.total)}
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
