import { COMMENT_MAX } from '@mahir/shared';
import { Alert, Button, Group, Stack, Textarea } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The reply box under an answer: Submit stays disabled while empty, Cancel hides the box. */
export function ReplyBox({
  answerId,
  submitting,
  error,
  onSubmit,
  onCancel,
}: {
  answerId: number;
  submitting: boolean;
  error: string | null;
  onSubmit: (comment: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [comment, setComment] = useState('');
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (comment.trim()) onSubmit(comment);
      }}
    >
      <Stack gap="xs">
        <Textarea
          id={`reply-${answerId}`}
          label={t('qna.yourReply')}
          autosize
          minRows={2}
          maxRows={8}
          maxLength={COMMENT_MAX}
          value={comment}
          onChange={(e) => setComment(e.currentTarget.value)}
          data-autofocus
        />
        {error && (
          <Alert color="red" icon={<IconAlertTriangle size={18} />}>
            {error}
          </Alert>
        )}
        <Group gap="xs" justify="flex-end">
          <Button variant="default" size="xs" onClick={onCancel} disabled={submitting}>
            {t('common.cancelPlain')}
          </Button>
          <Button type="submit" size="xs" disabled={comment.trim() === ''} loading={submitting}>
            {t('common.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
