import { formatRinggit } from '@mahir/shared/money/ringgit';
import { type CommissionLine, isChangeable, toggleAll } from '@mahir/shared/rules/commission-statement';
import { Checkbox, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../i18n/format';

/** What every payment screen's row shows: the order, who earns it and the amount (sen). */
export interface PaymentLine extends CommissionLine {
  created_at: string;
  order_id: number;
  order_no: string | null;
  amount_final: number;
  user: { name: string; email: string };
}

export const nowrap = { whiteSpace: 'nowrap' } as const;

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
 * One page of a month's commissions on a payment screen with the selection (paid rows cannot be selected):
 * the check box, number, order with its date and time, the payee (`name`, email, `detail`), the amount, then the screen's
 * own columns (`head` and `cells`, `columns` in all).
 */
export function PaymentTable<Row extends PaymentLine>({
  rows,
  offset,
  selected,
  onSelect,
  label,
  minWidth,
  personHeader,
  name,
  detail,
  head,
  cells,
  columns,
}: {
  rows: Row[];
  offset: number;
  selected: ReadonlySet<number>;
  onSelect: (next: Set<number>) => void;
  label: string;
  minWidth: number;
  personHeader: string;
  name: (r: Row) => ReactNode;
  detail: (r: Row) => ReactNode;
  head: ReactNode;
  cells: (r: Row) => ReactNode;
  columns: number;
}) {
  const { t } = useTranslation();
  const f = useFormat();
  const open = rows.filter((r) => isChangeable(r.status));
  const allOn = open.length > 0 && open.every((r) => selected.has(r.id));
  return (
    <Table.ScrollContainer minWidth={minWidth} type="native">
      <Table striped aria-label={label} verticalSpacing="xs" horizontalSpacing={8} fz="sm">
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
            <Table.Th>{personHeader}</Table.Th>
            <Table.Th ta="right">{t('payouts.colAmount')}</Table.Th>
            {head}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={columns} ta="center">
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
                    {name(r)}
                    <Text size="xs" c="dimmed">
                      <BreakableEmail email={r.user.email} />
                    </Text>
                    <Text size="xs" c="dimmed">
                      {detail(r)}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right">{formatRinggit(r.amount_final)}</Table.Td>
                  {cells(r)}
                </Table.Tr>
              );
            })
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
