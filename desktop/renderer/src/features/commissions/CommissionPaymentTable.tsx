import type { CommissionPaymentRow } from '@mahir/shared/contract/admin-commission.contract';
import { formatRinggit } from '@mahir/shared/money/ringgit';
import { isChangeable, toggleAll } from '@mahir/shared/rules/commission-statement';
import { Anchor, Checkbox, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { z } from 'zod';
import { useFormat } from '../../i18n/format';
import { CommissionActions } from './CommissionActions';
import { PayoutBadge } from './PayoutBadge';

type Row = z.infer<typeof CommissionPaymentRow>;

const nowrap = { whiteSpace: 'nowrap' } as const;

/** An email that may wrap before its '@' (a long address was what widened the name column most). */
export function BreakableEmail({ email }: { email: string }) {
  const at = email.indexOf('@');
  if (at <= 0) return email;
  return (
    <>
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </>
  );
}

/**
 * One page of the month's commissions with the selection: paid rows cannot be selected, edited or deleted.
 * The date and time sit under the order and the bank under the beneficiary, so every column, the payout
 * status and the actions included, fits a 1024 px window; narrower still, the table scrolls sideways
 * inside its card.
 */
export function CommissionPaymentTable({
  rows,
  offset,
  selected,
  onSelect,
  onChanged,
}: {
  rows: Row[];
  offset: number;
  selected: ReadonlySet<number>;
  onSelect: (next: Set<number>) => void;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const f = useFormat();
  const open = rows.filter((r) => isChangeable(r.status));
  const allOn = open.length > 0 && open.every((r) => selected.has(r.id));
  return (
    <Table.ScrollContainer minWidth={680} type="native">
      <Table striped aria-label={t('payouts.table')} verticalSpacing="xs" horizontalSpacing={8} fz="sm">
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
            <Table.Th>{t('payouts.colName')}</Table.Th>
            <Table.Th ta="right">{t('payouts.colAmount')}</Table.Th>
            <Table.Th>{t('payouts.colRemark')}</Table.Th>
            <Table.Th>{t('payouts.colStatus')}</Table.Th>
            <Table.Th>{t('payouts.colActions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={8} ta="center">
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
                  <Table.Td style={nowrap}>
                    <span data-testid="order-no">{order}</span>
                    <Text size="xs" c="dimmed">
                      {f.dateTime(r.created_at)}
                    </Text>
                  </Table.Td>
                  <Table.Td miw={130}>
                    <Anchor component={Link} href={`/admin/reseller/commission/user/${r.user.id}`}>
                      {r.user.name}
                    </Anchor>
                    <Text size="xs" c="dimmed">
                      <BreakableEmail email={r.user.email} />
                    </Text>
                    <Text size="xs" c="dimmed">
                      {r.user.bank.detail.name ?? '-'} · {r.user.bank.account_no ?? '-'}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right">{formatRinggit(r.amount_final)}</Table.Td>
                  <Table.Td miw={72} maw={160}>
                    {r.notes ?? '-'}
                  </Table.Td>
                  <Table.Td>
                    <PayoutBadge status={r.status} />
                  </Table.Td>
                  <Table.Td>
                    <CommissionActions c={r} onChanged={onChanged} />
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
