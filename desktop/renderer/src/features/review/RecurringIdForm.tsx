import { adminCourseReviewContract } from '@mahir/shared/contract/admin-review.contract';
import { useApiMutation } from '@mahir/ui';
import { Button, Group, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../components/ConfirmModal';

/** A published tutor course's recurring id (review action 3), after 'Are you sure want to update?'. */
export function RecurringIdForm({
  hashslug,
  initial,
  onDone,
}: {
  hashslug: string;
  initial: string | null;
  onDone: (message: string) => void;
}) {
  const [value, setValue] = useState(initial ?? '');
  const confirm = useConfirm();
  const { t } = useTranslation();
  const save = useApiMutation(adminCourseReviewContract.review, {
    onSuccess: ({ message }) => onDone(message ?? t('review.updated')),
  });
  return (
    <Group align="flex-end">
      <TextInput
        label={t('admin.recurringId')}
        value={value}
        onChange={(e) => setValue(e.currentTarget.value)}
        error={save.error?.field('recurring_id')}
      />
      <Button
        disabled={!value.trim()}
        loading={save.isPending}
        onClick={() =>
          confirm.ask(t('common.confirmUpdate'), () =>
            save.mutate({ body: { hashslug, action: 3, recurring_id: value } }),
          )
        }
      >
        {t('admin.update')}
      </Button>
      {confirm.modal}
    </Group>
  );
}
