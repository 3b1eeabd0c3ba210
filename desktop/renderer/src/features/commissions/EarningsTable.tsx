import type { EarningRow } from '@mahir/shared/contract/subreseller.contract';
import { DataTable } from '@mahir/ui/DataTable';
import { Anchor, Card, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { z } from 'zod';
import { useFormat } from '../../i18n/format';
import { PayoutBadge } from './PayoutBadge';

const RIGHT = { ta: 'right' } as const;
const CENTER = { ta: 'center' } as const;

/** The monthly earnings table: month and year, total sales, total commission, PAID/PENDING, payout date, view. */
export function EarningsTable({ rows }: { rows: z.infer<typeof EarningRow>[] }) {
  const { t } = useTranslation();
  const f = useFormat();
  return (
    <Card padding="md" mb="md">
      <Text fw={600} mb="xs">
        {t('partner.monthlyEarnings')}
      </Text>
      <DataTable
        striped
        aria-label={t('partner.monthlyEarningsTable')}
        rows={rows}
        rowKey={(r) => `${r.year}-${r.month}`}
        emptyRow={t('partner.noRecord')}
        emptyCell={CENTER}
        columns={[
          {
            header: t('partner.monthYear'),
            cell: (r) => (
              <>
                {r.month_name} {r.year}
              </>
            ),
          },
          { header: t('partner.totalSales'), cell: (r) => f.ringgit(r.total_sales2), th: RIGHT, td: RIGHT },
          { header: t('partner.totalCommission'), cell: (r) => f.ringgit(r.total), th: RIGHT, td: RIGHT },
          { header: t('partner.status'), cell: (r) => <PayoutBadge status={r.status} /> },
          { header: t('partner.payoutDate'), cell: (r) => r.paid_at_readable ?? '-' },
          {
            header: '',
            key: 'view',
            cell: (r) => (
              <Anchor component={Link} href={r.url.replace(/^\/backoffice/, '')}>
                {t('partner.view')}
              </Anchor>
            ),
          },
        ]}
      />
    </Card>
  );
}
