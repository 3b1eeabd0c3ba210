import type { PaymentMethod } from '@mahir/shared/constants';
import { Radio, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The checkout's payment method choice; a single allowed method is shown chosen. */
export function PaymentMethodPicker({
  methods,
  value,
  onChange,
  disabled,
}: {
  methods: readonly PaymentMethod[];
  value: PaymentMethod;
  onChange: (m: PaymentMethod) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Radio.Group
      label={t('checkout.paymentMethod')}
      value={value}
      onChange={(v) => onChange(v as PaymentMethod)}
      name="paymentMethod"
    >
      <Stack gap="xs" mt="xs">
        {methods.map((m) => (
          <Radio key={m} value={m} label={t(`checkout.method.${m}`)} disabled={disabled} />
        ))}
      </Stack>
    </Radio.Group>
  );
}
