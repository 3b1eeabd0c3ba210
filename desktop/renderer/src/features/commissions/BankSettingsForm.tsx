import type { ApiError } from '@mahir/shared/client/api-client';
import { BankFields, ResellerAccountBody } from '@mahir/shared/contract/reseller-settings.contract';
import { masterRate, RATE_SUB_MAX, RATE_SUB_MIN } from '@mahir/shared/rules/commission';
import { formValidator, SuccessAlert } from '@mahir/ui';
import { Button, Card, Group, NumberInput, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError, fieldErrors } from '../../components/FormError';

export interface BankValues {
  bank_name: string;
  account_no: string;
  account_holder: string;
  swift_code: string;
  rate_sub: number;
}

/**
 * Bank information (all required, at most 50 characters) and, for a master reseller, the sub-reseller
 * share stepper (0 to 30 in steps of 1; the master rate moves inversely). Validated with the contract's
 * schema here and again on the server.
 */
export function BankSettingsForm({
  initial,
  banks,
  withShare,
  onSave,
}: {
  initial: BankValues;
  banks: Array<{ code: string; name: string }>;
  withShare: boolean;
  onSave: (values: BankValues) => Promise<string | undefined>;
}) {
  const { t } = useTranslation();
  const form = useForm<BankValues>({
    initialValues: initial,
    validate: formValidator(withShare ? ResellerAccountBody : BankFields),
  });
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const [saving, setSaving] = useState(false);
  const submit = form.onSubmit(async (values) => {
    setSaving(true);
    setError(null);
    setMessage(null);
    try {
      setMessage((await onSave(values)) ?? null);
    } catch (e) {
      const err = e as ApiError;
      setError(err);
      if (err.errors) form.setErrors(fieldErrors(err));
    } finally {
      setSaving(false);
    }
  });
  const rateSub = Number(form.values.rate_sub) || 0;
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <SuccessAlert message={message} onClose={() => setMessage(null)} />
        <FormError error={error} />
        {withShare && (
          <Card padding="md">
            <Text fw={600} mb="xs">
              {t('partner.subCommission')}
            </Text>
            <Group align="flex-end">
              <NumberInput
                label={t('partner.subShare')}
                min={RATE_SUB_MIN}
                max={RATE_SUB_MAX}
                step={1}
                allowDecimal={false}
                allowNegative={false}
                clampBehavior="strict"
                w={200}
                {...form.getInputProps('rate_sub')}
              />
              <Text data-testid="master-rate" pb={8}>
                {t('partner.masterReseller')} <b>{masterRate(rateSub)}%</b>
              </Text>
            </Group>
          </Card>
        )}
        <Card padding="md">
          <Text fw={600} mb="xs">
            {t('partner.bankInformation')}
          </Text>
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <Select
              label={t('partner.bankName')}
              required
              searchable
              data={banks.map((b) => ({ value: b.code, label: b.name }))}
              {...form.getInputProps('bank_name')}
            />
            <TextInput label={t('partner.accountNo')} required {...form.getInputProps('account_no')} />
            <TextInput
              label={t('partner.accountHolder')}
              required
              {...form.getInputProps('account_holder')}
            />
            <TextInput label={t('partner.swiftCode')} required {...form.getInputProps('swift_code')} />
          </SimpleGrid>
        </Card>
        <Group justify="flex-end">
          <Button type="submit" loading={saving}>
            {t('partner.update')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
