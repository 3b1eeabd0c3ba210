import { adminOrderContract as api } from '@mahir/shared/contract/admin-order.contract';
import { useApiMutation } from '@mahir/ui';
import { Alert, Button, Group, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A bank refund waiting for the transfer (senangPay FPX has no refund call): once the admin has paid the
 * buyer, the transfer's reference marks it paid back (`to_pay` -> `paid`; the server refuses a second time).
 */
export function RefundPaidBackForm({
  reference,
  number,
  onDone,
}: {
  reference: string;
  number: string;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const [bankReference, setBankReference] = useState('');
  const paid = useApiMutation(api.markRefundPaid, { onSuccess: onDone });
  return (
    <form
      aria-label={t('orders.paidBackForm', { number })}
      onSubmit={(e) => {
        e.preventDefault();
        paid.mutate({ params: { reference, number }, body: { bank_reference: bankReference } });
      }}
    >
      <Group align="end">
        <TextInput
          label={t('orders.bankReference', { number })}
          value={bankReference}
          maxLength={100}
          onChange={(e) => setBankReference(e.currentTarget.value)}
        />
        <Button type="submit" loading={paid.isPending} disabled={bankReference.trim() === ''}>
          {t('orders.markPaidBack')}
        </Button>
      </Group>
      {paid.error && (
        <Alert color="red" mt="xs" role="alert">
          {paid.error.message}
        </Alert>
      )}
    </form>
  );
}
