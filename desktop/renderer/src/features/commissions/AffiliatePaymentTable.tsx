import type { AffiliateCommissionPaymentRow } from '@mahir/shared/contract/admin-commission.contract';
import { formatRinggit } from '@mahir/shared/money/ringgit';
import { isChangeable, toggleAll } from '@mahir/shared/rules/commission-statement';
import { Checkbox, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useFormat } from '../../i18n/format';
import { BreakableEmail } from './CommissionPaymentTable';
import { PayoutBadge } from './PayoutBadge';

type Row = z.infer<typeof AffiliateCommissionPaymentRow>;

/** One page of a month's affiliate commissions with the selection: paid rows cannot be selected. */
export function AffiliatePaymentTable({
  rows,
  offset,
  selected,
  onSelect,
}: {
  rows: Row[];
  offset: number;
  selected: ReadonlySet<number>;
  onSelect: (next: Set<number>) => void;
}) {
  const { t } = useTranslation();
  const f = useFormat();
  const open = rows.filter((r) => isChangeable(r.status));
  const allOn = open.length > 0 && open.every((r) => selected.has(r.id));
  return (
    <Table.ScrollContainer minWidth={640} type="native">
      <Table
        striped
        aria-label={t('payouts.affiliateTable')}
        verticalSpacing="xs"
        horizontalSpacing={8}
        fz="sm"
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
              <Checkbox
                aria-label={t('payouts.selectAll')}
                checked={allOn}
                disabled={open.length === 0}
                onChange={() => onSelect(toggleAll(rows, selected))}
              />
            </Table.Th>
            <Table.Th>{t('payouts.colNo')}</Table.Th>
            <Table.Th>{t('payouts.colOrder')}</Table.Th>
            <Table.Th>{t('payouts.colAffiliate')}</Table.Th>
            <Table.Th ta="right">{t('payouts.colAmount')}</Table.Th>
            <Table.Th>{t('payouts.colStatus')}</Table.Th>
            <Table.Th>{t('payouts.colPaidAt')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={7} ta="center">
                {t('partner.noRecord')}
              </Table.Td>
            </Table.Tr>
          ) : (
            rows.map((r, i) => {
              const order = r.order_no ?? `#${r.order_id}`;
              return (
                <Table.Tr key={r.id}>
                  <Table.Td>
                    <Checkbox
                      aria-label={t('payouts.selectOne', { order, name: r.user.name })}
                      checked={selected.has(r.id)}
                      disabled={!isChangeable(r.status)}
                      onChange={(e) => {
                        const next = new Set(selected);
                        if (e.currentTarget.checked) next.add(r.id);
                        else next.delete(r.id);
                        onSelect(next);
                      }}
                    />
                  </Table.Td>
                  <Table.Td>{offset + i + 1}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    <span data-testid="order-no">{order}</span>
                    <Text size="xs" c="dimmed">
                      {f.dateTime(r.created_at)}
                    </Text>
                  </Table.Td>
                  <Table.Td miw={130}>
                    {r.user.name}
                    <Text size="xs" c="dimmed">
                      <BreakableEmail email={r.user.email} />
                    </Text>
                    <Text size="xs" c="dimmed">
                      {r.user.code}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right">{formatRinggit(r.amount_final)}</Table.Td>
                  <Table.Td>
                    <PayoutBadge status={r.status} />
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {r.paid_at ? f.dateTime(r.paid_at) : '-'}
                  </Table.Td>
                </Table.Tr>
              );
            })
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
