import { malaysiaYearMonth } from '@mahir/shared/rules/malaysia-time';
import { QueryState, useApiQuery } from '@mahir/ui';
import { DataTable } from '@mahir/ui/DataTable';
import { MonthYearSelects } from '@mahir/ui/MonthYearSelects';
import { routes } from '@mahir/ui/routes';
import { Group, Stack, Tabs, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/i18n';

/** The Statistics tab: daily clicks and commissions of a chosen month. */
export function AffiliateStatisticsTab() {
  const { t } = useTranslation();
  const { lang, formatDate, formatRinggit } = useLanguage();
  // With no language the days as the server writes them (YYYY-MM-DD), as before.
  const day = (value: string) => (lang ? formatDate(value.slice(0, 10)) : value.slice(0, 10));
  const now = malaysiaYearMonth(new Date());
  const [month, setMonth] = useState(now.month);
  const [year, setYear] = useState(now.year);
  const body = { month, year };
  const clicks = useApiQuery(routes.affiliate.dailyClicks, { body });
  const commissions = useApiQuery(routes.affiliate.commissions, { body });
  return (
    <Stack gap="md">
      <Group>
        <MonthYearSelects
          value={{ month, year }}
          currentYear={now.year}
          onChange={(next) => {
            setMonth(next.month);
            setYear(next.year);
          }}
          widths={null}
        />
      </Group>
      <Tabs defaultValue="clicks">
        <Tabs.List>
          <Tabs.Tab value="clicks">{t('affiliate.dailyClicks')}</Tabs.Tab>
          <Tabs.Tab value="commissions">{t('affiliate.commissions')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="clicks" pt="sm">
          <QueryState query={clicks}>
            {(data) => (
              <Stack gap="xs">
                <Text fw={600} data-testid="clicks-total">
                  {t('affiliate.totalClicks', { total: data.total })}
                </Text>
                <DataTable
                  striped
                  aria-label={t('affiliate.dailyClicks')}
                  rows={data.days.filter((d) => d.clicks > 0)}
                  rowKey={(d) => d.date}
                  emptyRow={t('affiliate.noRecord')}
                  columns={[
                    { header: t('affiliate.date'), cell: (d) => day(d.date) },
                    { header: t('affiliate.clicks'), cell: (d) => d.clicks },
                  ]}
                />
              </Stack>
            )}
          </QueryState>
        </Tabs.Panel>
        <Tabs.Panel value="commissions" pt="sm">
          <QueryState query={commissions}>
            {(data) => (
              <Stack gap="xs">
                <Text fw={600}>
                  {t('affiliate.totals', { orders: data.orders, total: formatRinggit(data.total) })}
                </Text>
                <DataTable
                  striped
                  aria-label={t('affiliate.commissions')}
                  rows={data.commissions}
                  rowKey={(c) => c.id}
                  emptyRow={t('affiliate.noRecord')}
                  columns={[
                    { header: t('affiliate.order'), cell: (c) => c.order_no },
                    { header: t('affiliate.amount'), cell: (c) => formatRinggit(c.amount) },
                    {
                      header: t('affiliate.status'),
                      cell: (c) =>
                        t(`affiliate.commissionStatus.${c.status}`, { defaultValue: c.status.toUpperCase() }),
                    },
                    { header: t('affiliate.date'), cell: (c) => day(c.created_at) },
                  ]}
                />
              </Stack>
            )}
          </QueryState>
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
