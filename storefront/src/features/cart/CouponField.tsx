import type { CartView } from '@mahir/shared/contract/cart.contract';
import { useApiMutation } from '@mahir/ui';
import { routes } from '@mahir/ui/routes';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/i18n';

/**
 * The cart's coupon (issue 21): a code field that applies to the cart on the page, the discount it gives, the
 * reason it is refused (the server's words), and removing it. `onChanged` receives the cart the server answers.
 */
export function CouponField({ cart, onChanged }: { cart: CartView; onChanged: (cart: CartView) => void }) {
  const { t } = useTranslation();
  const { formatRinggit } = useLanguage();
  const [code, setCode] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const apply = useApiMutation(routes.cart.applyCoupon, {
    onSuccess: (res) => {
      setCode('');
      setRefusal(null);
      onChanged(res.data);
    },
    onError: (err) => setRefusal(Object.values(err.errors).flat()[0] ?? err.message),
  });
  const remove = useApiMutation(routes.cart.removeCoupon, {
    onSuccess: (res) => {
      setRefusal(null);
      onChanged(res.data);
    },
  });
  const current = cart.coupon;
  if (current)
    return (
      <Stack gap={4} data-testid="cart-coupon">
        <Group justify="space-between" wrap="nowrap">
          <Text size="sm" fw={600}>
            {current.label}
          </Text>
          <Button
            variant="subtle"
            size="compact-sm"
            color="red.9"
            loading={remove.isPending}
            onClick={() => remove.mutate({ body: { cart: cart.type } })}
          >
            {t('cart.couponRemove')}
          </Button>
        </Group>
        {current.refusal ? (
          <Text size="sm" c="red.9" role="alert">
            {current.refusal}
          </Text>
        ) : (
          <Text size="sm" c="green.9" data-testid="cart-coupon-discount">
            - {formatRinggit(current.discount)}
          </Text>
        )}
      </Stack>
    );
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        apply.mutate({ body: { code, cart: cart.type } });
      }}
    >
      <Group align="flex-start" gap="xs" wrap="nowrap">
        <TextInput
          aria-label={t('cart.couponCode')}
          placeholder={t('cart.couponCode')}
          value={code}
          onChange={(e) => setCode(e.currentTarget.value)}
          error={refusal}
          maxLength={30}
          style={{ flex: 1 }}
          autoCapitalize="characters"
        />
        <Button type="submit" variant="light" loading={apply.isPending}>
          {t('cart.couponApply')}
        </Button>
      </Group>
    </form>
  );
}
