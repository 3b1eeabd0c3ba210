import { formatRM } from '@mahir/shared';
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
  if (refundable.total === 0 && !notice) return <Text size="sm">{REFUND_MSG.en.nothingLeft}</Text>;
  const amount = Math.round(Number(ringgit) * 100);
  return (
    <Paper withBorder p="md">
      <Stack gap="xs">
        <Text size="sm">
          Left to refund: {formatRM(refundable.total)} (to the original method at most{' '}
          {formatRM(refundable.original)})
        </Text>
        <SuccessAlert message={notice} onClose={() => setNotice(null)} />
        {refund.error && <Alert color="red">{refund.error.message}</Alert>}
        <Group align="end">
          <NumberInput
            label="Amount (RM)"
            min={0.01}
            decimalScale={2}
            value={ringgit}
            onChange={setRinggit}
            w={160}
          />
          <SegmentedControl
            aria-label="Refund to"
            value={to}
            onChange={(v) => setTo(v === 'original' ? 'original' : 'coins')}
            data={[
              { value: 'coins', label: 'Mahir Coins' },
              { value: 'original', label: 'Original method' },
            ]}
          />
        </Group>
        <TextInput label="Reason" value={reason} onChange={(e) => setReason(e.currentTarget.value)} />
        {to === 'original' && (
          <Group grow>
            <TextInput
              label="Bank code (senangPay/FPX only)"
              value={bank.bank_name}
              onChange={(e) => setBank({ ...bank, bank_name: e.currentTarget.value })}
            />
            <TextInput
              label="Account no"
              value={bank.account_no}
              onChange={(e) => setBank({ ...bank, account_no: e.currentTarget.value })}
            />
            <TextInput
              label="Account holder"
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
          Refund {Number.isFinite(amount) && amount > 0 ? formatRM(amount) : ''}
        </Button>
      </Stack>
    </Paper>
  );
}
