import { BillingBody, type CheckoutPackage, PACKAGE_CHECKOUT_TEXT } from '@mahir/shared';
import type { PackagePaymentMethod } from '@mahir/shared/renewals/index';
import { formValidator, LoadingState, useApiMutation, useApiQuery, useUiLanguage } from '@mahir/ui';
import { AddressFields, EMPTY_ADDRESS, stateOptions } from '@mahir/ui/AccountFields';
import { routes } from '@mahir/ui/routes';
import { Alert, Button, Card, Group, Radio, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COUNTRY_OPTIONS } from '../../lib/account-options';
import { chosenChild } from './ChildPicker';
import { HeldPackageNotice } from './NoPackageNotice';
import { PackageStep, PackageStepLayout } from './PackageStep';
import { StepButtons } from './StepButtons';

const CLEARED = {
  name: '',
  email: '',
  phone_no: '',
  ...EMPTY_ADDRESS,
};
type Values = typeof CLEARED & { type: string };

const validate = formValidator(BillingBody);

/** `/subscription/checkout/billing`: billing details and the order summary, then the payment page (spec 000 §2.1). */
export function BillingStepPage() {
  return <PackageStep loginRequired>{({ pkg, held }) => <BillingForm pkg={pkg} held={held} />}</PackageStep>;
}

function BillingForm({ pkg, held }: { pkg: CheckoutPackage; held: boolean }) {
  const { t: kit } = useUiLanguage();
  const { t } = useTranslation();
  // A package with a card plan may instead be paid once by FPX/DuitNow and renewed by pay link (issue 21).
  const [method, setMethod] = useState<PackagePaymentMethod>(
    pkg.recurring_id ? 'senangpay_recurring' : 'senangpay',
  );
  // A parent pays for the child chosen on the account step: "parent details" are that child's guardian's.
  const childId = chosenChild() ?? undefined;
  const user = useApiQuery(routes.packageCheckout.user, { query: { child_id: childId } });
  const states = useApiQuery(routes.packageCheckout.states, {}, { staleTime: 3600_000 });
  // Every field says what it lacks as soon as it is left or emptied (spec 000 §5 lists all eight).
  const form = useForm<Values>({
    initialValues: { ...CLEARED, type: '2' },
    validate,
    validateInputOnBlur: true,
    validateInputOnChange: true,
  });

  // Type 1 reloads the saved parent details; type 2 clears every field (spec 000 §4), old messages too.
  function chooseType(type: string) {
    form.clearErrors();
    if (type === '2') return form.setValues({ ...CLEARED, type });
    const u = user.data?.user;
    const g = u?.relationship;
    form.setValues({
      type,
      name: g?.name ?? u?.name ?? '',
      email: g?.email ?? u?.email ?? '',
      phone_no: g?.phone_no ?? u?.phone_no ?? '',
      address1: g?.address1 ?? u?.address1 ?? '',
      address2: g?.address2 ?? u?.address2 ?? '',
      country: '1',
      postcode: g?.postcode ?? u?.postcode ?? '',
      state: String(g?.state_id ?? u?.state_id ?? ''),
      city: g?.city ?? u?.city ?? '',
    });
  }

  const pay = useApiMutation(routes.packageCheckout.makePayment, {
    keepLocked: true,
    onSuccess: ({ data }) => window.location.assign(data.url),
    onError: (err) => console.error('package/make-payment failed', err),
  });
  const ready = BillingBody.safeParse(form.values).success;

  if (user.isPending) return <LoadingState />;
  return (
    <PackageStepLayout title={t('packageCheckout.billingTitle')} pkg={pkg}>
      <form
        noValidate
        aria-label={t('packageCheckout.billingForm')}
        onSubmit={form.onSubmit((values) =>
          pay.mutate({
            body: {
              ...values,
              type: Number(values.type),
              recurring_id: pkg.recurring_id,
              payment_method: method,
              child_id: childId,
            },
          }),
        )}
      >
        <Card withBorder padding="lg">
          <Stack gap="sm">
            {held && <HeldPackageNotice />}
            <Radio.Group label={t('packageCheckout.billing')} value={form.values.type} onChange={chooseType}>
              <Group mt="xs">
                <Radio value="1" label={t('packageCheckout.billingTypeParent')} />
                <Radio value="2" label={t('packageCheckout.billingTypeNew')} />
              </Group>
            </Radio.Group>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label={t('packageCheckout.fullName')} required {...form.getInputProps('name')} />
              <TextInput
                label={kit('field.email')}
                required
                maxLength={50}
                {...form.getInputProps('email')}
              />
              <TextInput
                label={kit('field.phoneNo')}
                required
                maxLength={50}
                {...form.getInputProps('phone_no')}
              />
              <AddressFields
                field={form.getInputProps}
                countries={COUNTRY_OPTIONS}
                states={stateOptions(states.data?.states)}
                stateValue={form.values.state}
                keepSelection
                postcodeMaxLength={10}
              />
            </SimpleGrid>
            {pkg.recurring_id ? (
              <Radio.Group
                label={t('packageCheckout.paymentMethod')}
                value={method}
                onChange={(v) => setMethod(v === 'senangpay' ? 'senangpay' : 'senangpay_recurring')}
              >
                <Stack gap="xs" mt="xs">
                  <Radio
                    value="senangpay_recurring"
                    label={t('packageCheckout.card', { provider: PACKAGE_CHECKOUT_TEXT.cardProvider })}
                  />
                  <Radio
                    value="senangpay"
                    label={t('checkout.payLink')}
                    description={t('checkout.payLinkNote')}
                  />
                </Stack>
              </Radio.Group>
            ) : (
              <Radio.Group label={t('packageCheckout.paymentMethod')} value="senangpay">
                <Radio
                  mt="xs"
                  value="senangpay"
                  label={t('packageCheckout.card', { provider: PACKAGE_CHECKOUT_TEXT.cardProvider })}
                />
              </Radio.Group>
            )}
            <Text size="sm" c="dimmed">
              {t('packageCheckout.redirectNote')}
            </Text>
            {pay.isError && (
              <Alert color="red.9" role="alert">
                {pay.error.message}
              </Alert>
            )}
            <StepButtons packageId={pkg.id}>
              <Button type="submit" disabled={!ready || held} loading={pay.isPending}>
                {t('packageCheckout.makePayment')}
              </Button>
            </StepButtons>
          </Stack>
        </Card>
      </form>
    </PackageStepLayout>
  );
}
