import { formatRM, MSG } from '@mahir/shared';
import type { EarningRow } from '@mahir/shared/contract/subreseller.contract';
import { DataTable } from '@mahir/ui/DataTable';
import { Anchor, Card, Text } from '@mantine/core';
import { Link } from 'wouter';
import type { z } from 'zod';
import { PayoutBadge } from './PayoutBadge';

const RIGHT = { ta: 'right' } as const;
const CENTER = { ta: 'center' } as const;

/** The monthly earnings table: month and year, total sales, total commission, PAID/PENDING, payout date, view. */
export function EarningsTable({ rows }: { rows: z.infer<typeof EarningRow>[] }) {
  return (
    <Card padding="md" mb="md">
      <Text fw={600} mb="xs">
        Monthly Earnings
      </Text>
      <DataTable
        striped
        aria-label="Monthly earnings"
        rows={rows}
        rowKey={(r) => `${r.year}-${r.month}`}
        emptyRow={MSG.noRecord}
        emptyCell={CENTER}
        columns={[
          {
            header: 'Month & Year',
            cell: (r) => (
              <>
                {r.month_name} {r.year}
              </>
            ),
          },
          { header: 'Total Sales', cell: (r) => formatRM(r.total_sales2), th: RIGHT, td: RIGHT },
          { header: 'Total Commission', cell: (r) => formatRM(r.total), th: RIGHT, td: RIGHT },
          { header: 'Status', cell: (r) => <PayoutBadge status={r.status} /> },
          { header: 'Payout Date', cell: (r) => r.paid_at_readable ?? '-' },
          {
            header: '',
            key: 'view',
            cell: (r) => (
              <Anchor component={Link} href={r.url.replace(/^\/backoffice/, '')}>
                View
              </Anchor>
            ),
          },
        ]}
      />
    </Card>
  );
}
