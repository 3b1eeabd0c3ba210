import { formatRM, MSG } from '@mahir/shared';
import type { EarningRow } from '@mahir/shared/contract/subreseller.contract';
import { Anchor, Card, Table, Text } from '@mantine/core';
import { Link } from 'wouter';
import type { z } from 'zod';
import { PayoutBadge } from './PayoutBadge';

/** The monthly earnings table: month and year, total sales, total commission, PAID/PENDING, payout date, view. */
export function EarningsTable({ rows }: { rows: z.infer<typeof EarningRow>[] }) {
  return (
    <Card padding="md" mb="md">
      <Text fw={600} mb="xs">
        Monthly Earnings
      </Text>
      <Table striped aria-label="Monthly earnings">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Month &amp; Year</Table.Th>
            <Table.Th ta="right">Total Sales</Table.Th>
            <Table.Th ta="right">Total Commission</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Payout Date</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={6} ta="center">
                {MSG.noRecord}
              </Table.Td>
            </Table.Tr>
          ) : (
            rows.map((r) => (
              <Table.Tr key={`${r.year}-${r.month}`}>
                <Table.Td>
                  {r.month_name} {r.year}
                </Table.Td>
                <Table.Td ta="right">{formatRM(r.total_sales2)}</Table.Td>
                <Table.Td ta="right">{formatRM(r.total)}</Table.Td>
                <Table.Td>
                  <PayoutBadge status={r.status} />
                </Table.Td>
                <Table.Td>{r.paid_at_readable ?? '-'}</Table.Td>
                <Table.Td>
                  <Anchor component={Link} href={r.url.replace(/^\/backoffice/, '')}>
                    View
                  </Anchor>
                </Table.Td>
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
    </Card>
  );
}
