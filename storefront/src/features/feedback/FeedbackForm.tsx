import { FEEDBACK_MAX, FeedbackForm as FeedbackFields } from '@mahir/shared';
import { formValidator } from '@mahir/ui';
import { Alert, Button, Group, Input, Rating, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

export interface FeedbackValues {
  rate: number;
  content: string;
}

/** The review form of both create and edit: a rating (default 1) and the required content. */
export function FeedbackForm({
  idPrefix,
  initial = { rate: 1, content: '' },
  submitLabel,
  submitting,
  error,
  fieldErrors,
  onSubmit,
  onCancel,
}: {
  idPrefix: string;
  initial?: FeedbackValues;
  submitLabel: string;
  submitting: boolean;
  error: string | null;
  fieldErrors?: Record<string, string[]>;
  onSubmit: (values: FeedbackValues) => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  const form = useForm<FeedbackValues>({ initialValues: initial, validate: formValidator(FeedbackFields) });
  const { setErrors } = form;

  // Field messages from the server land under their fields.
  useEffect(() => {
    if (!fieldErrors) return;
    setErrors(Object.fromEntries(Object.entries(fieldErrors).map(([k, v]) => [k, v[0] ?? ''])));
  }, [fieldErrors, setErrors]);

  return (
    <form onSubmit={form.onSubmit(onSubmit)} noValidate>
      <Stack gap="sm">
        <Input.Wrapper
          label={t('feedback.yourRating')}
          labelElement="div"
          id={`${idPrefix}-rate`}
          error={form.errors.rate}
        >
          <Rating
            size="lg"
            name={`${idPrefix}-rate`}
            value={form.values.rate}
            onChange={(v) => form.setFieldValue('rate', Math.max(1, v))}
            getSymbolLabel={(v) => `${v} bintang`}
          />
        </Input.Wrapper>
        <Textarea
          id={`${idPrefix}-content`}
          label={t('feedback.yourReview')}
          placeholder={t('feedback.reviewPlaceholder')}
          autosize
          minRows={3}
          maxRows={10}
          maxLength={FEEDBACK_MAX}
          withAsterisk
          {...form.getInputProps('content')}
        />
        {error && (
          <Alert color="red" icon={<IconAlertTriangle size={18} />}>
            {error}
          </Alert>
        )}
        <Group justify="flex-end" gap="xs">
          {onCancel && (
            <Button variant="default" onClick={onCancel} disabled={submitting}>
              {t('common.closePlain')}
            </Button>
          )}
          <Button type="submit" loading={submitting}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
