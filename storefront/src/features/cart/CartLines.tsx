import type { CartView } from '@mahir/shared/contract/cart.contract';
import { ResponsiveImage } from '@mahir/ui/ResponsiveImage';
import { Button, Group, Stack, Table, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/i18n';
import classes from './CartLines.module.css';

type Item = CartView['cart_items'][number];

const NOWRAP = { whiteSpace: 'nowrap' } as const;

function pictureOf(item: Item): string | null {
  return 'photo' in item ? item.photo : item.preview_banner;
}

function discountOf(item: Item): number {
  return 'discounts_total_fixed' in item ? item.discounts_total_fixed : 0;
}

/** The cart's lines: picture, name, price, quantity, discount, amount, and Remove when allowed. */
export function CartLines({
  cart,
  onRemove,
  removing,
}: {
  cart: CartView;
  onRemove?: (rowId: string) => void;
  removing?: string | null;
}) {
  const { t } = useTranslation();
  const { formatRinggit } = useLanguage();
  return (
    <Table verticalSpacing="sm" data-testid="cart-lines" className={classes.table}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('cart.item')}</Table.Th>
          <Table.Th ta="right">{t('cart.price')}</Table.Th>
          <Table.Th ta="right">{t('cart.quantity')}</Table.Th>
          <Table.Th ta="right">{t('cart.discount')}</Table.Th>
          <Table.Th ta="right">{t('cart.amount')}</Table.Th>
          {onRemove && <Table.Th aria-label={t('cart.actions')} />}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {cart.cart_items.map((item) => {
          const picture = pictureOf(item);
          return (
            <Table.Tr key={item.rowId} data-testid="cart-line">
              <Table.Td>
                <Group gap="sm" wrap="nowrap">
                  {picture && (
                    <ResponsiveImage
                      src={picture}
                      alt=""
                      sizes="72px"
                      maxWidth={72}
                      height={48}
                      radius="var(--mantine-radius-sm)"
                      style={{ width: 72, flex: 'none' }}
                    />
                  )}
                  <Stack gap={0}>
                    <Text fw={600}>{item.name}</Text>
                  </Stack>
                </Group>
              </Table.Td>
              <Table.Td ta="right" style={NOWRAP} data-label={t('cart.price')}>
                {formatRinggit(item.price)}
              </Table.Td>
              <Table.Td ta="right" data-label={t('cart.quantity')}>
                {item.quantity}
              </Table.Td>
              <Table.Td ta="right" style={NOWRAP} data-label={t('cart.discount')}>
                {formatRinggit(discountOf(item))}
              </Table.Td>
              <Table.Td ta="right" style={NOWRAP} data-label={t('cart.amount')}>
                {formatRinggit(item.subtotal)}
              </Table.Td>
              {onRemove && (
                <Table.Td ta="right" data-actions>
                  <Button
                    size="xs"
                    variant="filled"
                    color="red.9"
                    leftSection={<IconTrash size={14} />}
                    aria-label={t('cart.removeNamed', { name: item.name })}
                    loading={removing === item.rowId}
                    disabled={Boolean(removing)}
                    onClick={() => onRemove(item.rowId)}
                  >
                    {t('cart.remove')}
                  </Button>
                </Table.Td>
              )}
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
