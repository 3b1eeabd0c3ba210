import { adminOrderContract as api } from '@mahir/shared/contract/admin-order.contract';
import { REFUND_MSG } from '@mahir/shared/refunds/index';
import { SuccessAlert, useApiMutation } from '@mahir/ui';
import {
  Alert,
  Button,
  Group,
  NumberInput,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../i18n/format';

/**
 * Record a refund of the order: the amount in ringgit (sent in sen), Mahir Coins or the original method, the
 * reason, and for a senangPay payment the buyer's bank account. The server decides what is left.
 */
export function RefundForm({
  reference,
  refundable,
  onDone,
}: {
  reference: string;
  refundable: { total: number; original: number };
  onDone: () => void;
}) {
  const { t, i18n } = useTranslation();
  const f = useFormat();
  const [ringgit, setRinggit] = useState<number | string>('');
  const [to, setTo] = useState<'coins' | 'original'>('coins');
  const [reason, setReason] = useState('');
  const [bank, setBank] = useState({ bank_name: '', account_no: '', account_holder: '' });
  const [notice, setNotice] = useState<string | null>(null);
  const refund = useApiMutation(api.refund, {
    onSuccess: ({ message }) => {
      setNotice(message ?? null);
      setRinggit('');
      setReason('');
      onDone();
    },
  });
  if (refundable.total === 0 && !notice)
    return <Text size="sm">{REFUND_MSG[i18n.language === 'ms' ? 'ms' : 'en'].nothingLeft}</Text>;
  const amount = Math.round(Number(ringgit) * 100);
  return (
    <Paper withBorder p="md">
      <Stack gap="xs">
        <Text size="sm">
          {t('refund.left', { total: f.ringgit(refundable.total), original: f.ringgit(refundable.original) })}
        </Text>
        <SuccessAlert message={notice} onClose={() => setNotice(null)} />
        {refund.error && <Alert color="red">{refund.error.message}</Alert>}
        <Group align="end">
          <NumberInput
            label={t('refund.amount')}
            min={0.01}
            decimalScale={2}
            value={ringgit}
            onChange={setRinggit}
            w={160}
          />
          <SegmentedControl
            aria-label={t('refund.to')}
            value={to}
            onChange={(v) => setTo(v === 'original' ? 'original' : 'coins')}
            data={[
              { value: 'coins', label: t('refund.coins') },
              { value: 'original', label: t('refund.original') },
            ]}
          />
        </Group>
        <TextInput
          label={t('refund.reason')}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
        />
        {to === 'original' && (
          <Group grow>
            <TextInput
              label={t('refund.bankCode')}
              value={bank.bank_name}
              onChange={(e) => setBank({ ...bank, bank_name: e.currentTarget.value })}
            />
            <TextInput
              label={t('refund.accountNo')}
              value={bank.account_no}
              onChange={(e) => setBank({ ...bank, account_no: e.currentTarget.value })}
            />
            <TextInput
              label={t('refund.accountHolder')}
              value={bank.account_holder}
              onChange={(e) => setBank({ ...bank, account_holder: e.currentTarget.value })}
            />
          </Group>
        )}
        <Button
          w="fit-content"
          color="red"
          loading={refund.isPending}
          disabled={!Number.isFinite(amount) || amount <= 0}
          onClick={() =>
            refund.mutate({
              params: { reference },
              body: {
                amount,
                to,
                reason,
                ...(to === 'original' && bank.account_no
                  ? {
                      bank_name: bank.bank_name,
                      account_no: bank.account_no,
                      account_holder: bank.account_holder,
                    }
                  : {}),
              },
            })
          }
        >
          {t('refund.submit', { amount: Number.isFinite(amount) && amount > 0 ? f.ringgit(amount) : '' })}
        </Button>
      </Stack>
    </Paper>
  );
}
