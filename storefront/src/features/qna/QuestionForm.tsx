import { ApiError, COMMENT_MAX, QnaCreateBody } from '@mahir/shared';
import { formValidator, useApiMutation } from '@mahir/ui';
import { routes } from '@mahir/ui/routes';
import { Alert, Button, Group, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

const QuestionFields = QnaCreateBody.pick({ comment: true });

/** The 'Pertanyaan' form: a question for the course; submit stays disabled while the comment is empty. */
export function QuestionForm({
  courseId,
  onAsked,
}: {
  courseId: number;
  onAsked: (message: string) => void;
}) {
  const { t } = useTranslation();
  const form = useForm({ initialValues: { comment: '' }, validate: formValidator(QuestionFields) });
  const create = useApiMutation(routes.learning.qnaCreate, {
    onSuccess: ({ message }) => {
      form.reset();
      onAsked(message ?? '');
    },
    onError: (err) => {
      const field = err.field('comment');
      if (field) form.setFieldError('comment', field);
    },
  });
  const empty = form.values.comment.trim() === '';
  const failure =
    create.error instanceof ApiError && !create.error.field('comment') ? create.error.message : null;

  return (
    <form
      onSubmit={form.onSubmit((values) =>
        create.mutate({ body: { comment: values.comment, course_id: courseId } }),
      )}
      noValidate
    >
      <Stack gap="sm">
        <Textarea
          label={t('qna.yourQuestion')}
          placeholder={t('qna.questionPlaceholder')}
          autosize
          minRows={3}
          maxRows={10}
          maxLength={COMMENT_MAX}
          {...form.getInputProps('comment')}
        />
        {failure && (
          <Alert color="red" icon={<IconAlertTriangle size={18} />}>
            {failure}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" disabled={empty} loading={create.isPending}>
            {t('common.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
