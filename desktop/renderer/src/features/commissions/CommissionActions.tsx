import { parseRM } from '@mahir/shared';
import type { ApiError } from '@mahir/shared/client/api-client';
import { adminCommissionContract as api } from '@mahir/shared/contract/admin-commission.contract';
import { formatRinggit } from '@mahir/shared/money/ringgit';
import { isChangeable } from '@mahir/shared/rules/commission-statement';
import { useApiMutation } from '@mahir/ui';
import { ActionIcon, Button, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../components/ConfirmModal';
import { FormError } from '../../components/FormError';

interface Commission {
  id: number;
  hashslug: string;
  amount_final: number;
  notes: string | null;
  status: string;
  order_no: string | null;
  order_id: number;
}

function EditCommissionModal({
  c,
  onClose,
  onSaved,
}: {
  c: Commission;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const [amount, setAmount] = useState(formatRinggit(c.amount_final));
  const [notes, setNotes] = useState(c.notes ?? '');
  const [amountError, setAmountError] = useState<string | null>(null);
  const update = useApiMutation(api.update, { onSuccess: onSaved });
  const save = () => {
    const sen = parseRM(amount);
    if (sen === null) {
      setAmountError(t('commission.amountInvalid'));
      return;
    }
    setAmountError(null);
    // A remark is saved only when it is not empty.
    const remark = notes.trim();
    update.mutate({ body: { id: c.id, amount_final: sen, ...(remark ? { notes: remark } : {}) } });
  };
  return (
    <Modal opened onClose={onClose} title={t('commission.editTitle')}>
      <Stack>
        <FormError error={update.error as ApiError | null} />
        <TextInput
          label={t('commission.amount')}
          value={amount}
          onChange={(e) => setAmount(e.currentTarget.value)}
          error={amountError}
        />
        <Textarea
          label={t('commission.remark')}
          value={notes}
          onChange={(e) => setNotes(e.currentTarget.value)}
          maxLength={255}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('commission.cancel')}
          </Button>
          <Button onClick={save} loading={update.isPending}>
            {t('commission.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** Edit and delete of one commission, offered only while it is unpaid. */
export function CommissionActions({ c, onChanged }: { c: Commission; onChanged: () => void }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const remove = useApiMutation(api.remove, {
    onSuccess: () => {
      setDeleting(false);
      onChanged();
    },
  });
  if (!isChangeable(c.status)) return null;
  const label = c.order_no ?? `#${c.order_id}`;
  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon
        variant="subtle"
        aria-label={t('commission.editLabel', { label })}
        onClick={() => setEditing(true)}
      >
        <IconPencil size={16} />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="red"
        aria-label={t('commission.deleteLabel', { label })}
        onClick={() => setDeleting(true)}
      >
        <IconTrash size={16} />
      </ActionIcon>
      {editing && (
        <EditCommissionModal
          c={c}
          onClose={() => setEditing(false)}
          onSaved={() => {
            setEditing(false);
            onChanged();
          }}
        />
      )}
      <ConfirmModal
        opened={deleting}
        title={t('commission.deleteTitle')}
        message={t('commission.deleteConfirm')}
        loading={remove.isPending}
        onClose={() => setDeleting(false)}
        onYes={() => remove.mutate({ body: { hashslug: c.hashslug } })}
      />
    </Group>
  );
}
