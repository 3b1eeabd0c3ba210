import { AFFILIATE_COMMISSION_STATUS, AFFILIATE_TEXT, MSG } from '@mahir/shared';
import { formatRM } from '@mahir/shared/money/ringgit';
import { MONTH_NAMES, statisticYears } from '@mahir/shared/rules/calendar';
import { malaysiaYearMonth } from '@mahir/shared/rules/malaysia-time';
import { QueryState, useApiQuery } from '@mahir/ui';
import { routes } from '@mahir/ui/routes';
import { Group, Select, Stack, Table, Tabs, Text } from '@mantine/core';
import { useState } from 'react';

/** The Statistics tab: daily clicks and commissions of a chosen month. */
export function AffiliateStatisticsTab() {
  const now = malaysiaYearMonth(new Date());
  const [month, setMonth] = useState(now.month);
  const [year, setYear] = useState(now.year);
  const body = { month, year };
  const clicks = useApiQuery(routes.affiliate.dailyClicks, { body });
  const commissions = useApiQuery(routes.affiliate.commissions, { body });
  return (
    <Stack gap="md">
      <Group>
        <Select
          label="Month"
          data={MONTH_NAMES.map((name, i) => ({ value: String(i + 1), label: name }))}
          value={String(month)}
          onChange={(v) => v && setMonth(Number(v))}
          allowDeselect={false}
        />
        <Select
          label="Year"
          data={statisticYears(now.year).map((y) => ({ value: String(y), label: String(y) }))}
          value={String(year)}
          onChange={(v) => v && setYear(Number(v))}
          allowDeselect={false}
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
                <Table striped aria-label={AFFILIATE_TEXT.dailyClicks}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Date</Table.Th>
                      <Table.Th>Clicks</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.days.filter((d) => d.clicks > 0).length === 0 ? (
                      <Table.Tr>
                        <Table.Td colSpan={2}>{MSG.noRecord}</Table.Td>
                      </Table.Tr>
                    ) : (
                      data.days
                        .filter((d) => d.clicks > 0)
                        .map((d) => (
                          <Table.Tr key={d.date}>
                            <Table.Td>{d.date}</Table.Td>
                            <Table.Td>{d.clicks}</Table.Td>
                          </Table.Tr>
                        ))
                    )}
                  </Table.Tbody>
                </Table>
              </Stack>
            )}
          </QueryState>
        </Tabs.Panel>
        <Tabs.Panel value="commissions" pt="sm">
          <QueryState query={commissions}>
            {(data) => (
              <Stack gap="xs">
                <Text fw={600}>
                  Orders: {data.orders} · Total: {formatRM(data.total)}
                </Text>
                <Table striped aria-label={AFFILIATE_TEXT.commissions}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Order</Table.Th>
                      <Table.Th>Amount</Table.Th>
                      <Table.Th>Status</Table.Th>
                      <Table.Th>Date</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.commissions.length === 0 ? (
                      <Table.Tr>
                        <Table.Td colSpan={4}>{MSG.noRecord}</Table.Td>
                      </Table.Tr>
                    ) : (
                      data.commissions.map((c) => (
                        <Table.Tr key={c.id}>
                          <Table.Td>{c.order_no}</Table.Td>
                          <Table.Td>{formatRM(c.amount)}</Table.Td>
                          <Table.Td>
                            {AFFILIATE_COMMISSION_STATUS[c.status] ?? c.status.toUpperCase()}
                          </Table.Td>
                          <Table.Td>{c.created_at.slice(0, 10)}</Table.Td>
                        </Table.Tr>
                      ))
                    )}
                  </Table.Tbody>
                </Table>
              </Stack>
            )}
          </QueryState>
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
