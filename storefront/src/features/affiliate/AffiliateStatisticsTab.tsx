import { AFFILIATE_COMMISSION_STATUS, AFFILIATE_TEXT, MSG } from '@mahir/shared';
import { malaysiaYearMonth } from '@mahir/shared/rules/malaysia-time';
import { QueryState, useApiQuery } from '@mahir/ui';
import { DataTable } from '@mahir/ui/DataTable';
import { MonthYearSelects } from '@mahir/ui/MonthYearSelects';
import { routes } from '@mahir/ui/routes';
import { Group, Stack, Tabs, Text } from '@mantine/core';
import { useState } from 'react';
import { useLanguage } from '../../i18n/i18n';

/** The Statistics tab: daily clicks and commissions of a chosen month. */
export function AffiliateStatisticsTab() {
  const { formatRinggit } = useLanguage();
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
          <Tabs.Tab value="clicks">{AFFILIATE_TEXT.dailyClicks}</Tabs.Tab>
          <Tabs.Tab value="commissions">{AFFILIATE_TEXT.commissions}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="clicks" pt="sm">
          <QueryState query={clicks}>
            {(data) => (
              <Stack gap="xs">
                <Text fw={600} data-testid="clicks-total">
                  Total clicks: {data.total}
                </Text>
                <DataTable
                  striped
                  aria-label={AFFILIATE_TEXT.dailyClicks}
                  rows={data.days.filter((d) => d.clicks > 0)}
                  rowKey={(d) => d.date}
                  emptyRow={MSG.noRecord}
                  columns={[
                    { header: 'Date', cell: (d) => d.date },
                    { header: 'Clicks', cell: (d) => d.clicks },
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
                  Orders: {data.orders} · Total: {formatRinggit(data.total)}
                </Text>
                <DataTable
                  striped
                  aria-label={AFFILIATE_TEXT.commissions}
                  rows={data.commissions}
                  rowKey={(c) => c.id}
                  emptyRow={MSG.noRecord}
                  columns={[
                    { header: 'Order', cell: (c) => c.order_no },
                    { header: 'Amount', cell: (c) => formatRinggit(c.amount) },
                    {
                      header: 'Status',
                      cell: (c) => AFFILIATE_COMMISSION_STATUS[c.status] ?? c.status.toUpperCase(),
                    },
                    { header: 'Date', cell: (c) => c.created_at.slice(0, 10) },
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
