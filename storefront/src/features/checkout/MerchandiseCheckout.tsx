import { ShippingForm } from '@mahir/shared/contract/cart.contract';
import { phoneDigits } from '@mahir/shared/contract/form-fields';
import { payButtonOf } from '@mahir/shared/rules/cart-payment';
import { formValidator, useApiQuery } from '@mahir/ui';
import { stateOptions } from '@mahir/ui/AccountFields';
import { routes } from '@mahir/ui/routes';
import { Button, Card, Grid, Select, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CartLines } from '../cart';
import { type CheckoutProps, OrderSummaryCard } from './OrderSummaryCard';
import { usePaymentMethod } from './usePaymentMethod';
import { usePlaceOrder } from './usePlaceOrder';

interface ShippingValues {
  name: string;
  email: string;
  phone_no: string;
  address1: string;
  address2: string;
  postcode: string;
  city: string;
  state_id: string;
}

const validate = formValidator(ShippingForm);

/** The merchandise 'Secure Checkout': the shipping details form (spec 000 §5) and the summary. */
export function MerchandiseCheckout({ cart, spend, onSpendChange }: CheckoutProps) {
  const { t } = useTranslation();
  const buyer = useApiQuery(routes.cart.user, {});
  const states = useApiQuery(routes.cart.states, {});
  const form = useForm<ShippingValues>({
    mode: 'controlled',
    initialValues: {
      name: '',
      email: '',
      phone_no: '',
      address1: '',
      address2: '',
      postcode: '',
      city: '',
      state_id: '',
    },
    validate: (values) => validate(values),
    validateInputOnChange: true,
  });
  const { setValues, validateField } = form;
  const user = buyer.data?.user;
  const filledFrom = useRef<typeof user>(undefined);
  useEffect(() => {
    if (!user || filledFrom.current === user) return;
    filledFrom.current = user;
    const saved: ShippingValues = {
      name: user.name,
      email: user.email,
      // The profile keeps '011-67332258' as written; the form takes digits only (spec 000 §5).
      phone_no: phoneDigits(user.phone_no ?? ''),
      address1: user.address1 ?? '',
      address2: user.address2 ?? '',
      postcode: user.postcode ?? '',
      city: user.city ?? '',
      state_id: user.state_id ? String(user.state_id) : '',
    };
    setValues(saved);
    // A saved value the form cannot take says why at once, instead of a pay button that stays off.
    for (const [field, value] of Object.entries(saved)) if (value) validateField(field);
  }, [user, setValues, validateField]);

  const payment = usePaymentMethod(cart, false);
  const place = usePlaceOrder(routes.cart.placeMerchandiseOrder);
  const valid = Object.keys(validate(form.getValues())).length === 0;

  const submit = form.onSubmit((values) =>
    place.place({
      body: {
        ...values,
        address2: values.address2 || undefined,
        type: 'merchandise',
        paymentMethod: payment.chosen,
        use_coins: spend.coins,
      },
    }),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Card withBorder radius="md">
            <Stack>
              <Title order={2} size="h4">
                {t('checkout.shipping')}
              </Title>
              <TextInput label={t('checkout.fullName')} withAsterisk {...form.getInputProps('name')} />
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput
                  label={t('checkout.email')}
                  withAsterisk
                  readOnly
                  {...form.getInputProps('email')}
                />
                <TextInput
                  label={t('checkout.phone')}
                  withAsterisk
                  inputMode="numeric"
                  maxLength={11}
                  {...form.getInputProps('phone_no')}
                />
              </SimpleGrid>
              <TextInput label={t('checkout.address1')} withAsterisk {...form.getInputProps('address1')} />
              <TextInput label={t('checkout.address2')} {...form.getInputProps('address2')} />
              <SimpleGrid cols={{ base: 1, sm: 3 }}>
                <TextInput
                  label={t('checkout.postcode')}
                  withAsterisk
                  inputMode="numeric"
                  maxLength={5}
                  {...form.getInputProps('postcode')}
                />
                <TextInput label={t('checkout.city')} withAsterisk {...form.getInputProps('city')} />
                <Select
                  label={t('checkout.state')}
                  withAsterisk
                  allowDeselect={false}
                  data={stateOptions(states.data?.states)}
                  {...form.getInputProps('state_id')}
                />
              </SimpleGrid>
            </Stack>
          </Card>
          <Card withBorder radius="md" mt="lg">
            <CartLines cart={cart} />
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <OrderSummaryCard
            cart={cart}
            spend={spend}
            onSpendChange={onSpendChange}
            payment={payment}
            locked={place.locked}
            error={place.error}
            payButton={
              <Button type="submit" size="md" loading={place.locked} disabled={!valid}>
                {t(`checkout.payButton.${payButtonOf(payment.choice)}`)}
              </Button>
            }
          />
        </Grid.Col>
      </Grid>
    </form>
  );
}
