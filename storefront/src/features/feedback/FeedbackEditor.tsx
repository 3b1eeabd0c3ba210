import { ApiError } from '@mahir/shared';
import { ErrorState, LoadingState, useApiMutation, useApiQuery } from '@mahir/ui';
import { routes } from '@mahir/ui/routes';
import { useTranslation } from 'react-i18next';
import { FeedbackForm } from './FeedbackForm';

/** The update form of the viewer's own review, loaded by its id (spec 001 §7 feedback/id). */
export function FeedbackEditor({
  id,
  onSaved,
  onClose,
}: {
  id: number;
  onSaved: (message: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const query = useApiQuery(routes.learning.feedbackById, { params: { id } }, { staleTime: 0 });
  const update = useApiMutation(routes.learning.feedbackUpdate, {
    onSuccess: ({ message }) => onSaved(message ?? ''),
  });
  if (query.isPending) return <LoadingState />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => query.refetch()} />;
  const error = update.error instanceof ApiError ? update.error : null;
  return (
    <FeedbackForm
      idPrefix={`feedback-edit-${id}`}
      initial={{ rate: query.data.rate, content: query.data.content }}
      submitLabel={t('common.save')}
      submitting={update.isPending}
      error={error && Object.keys(error.errors).length === 0 ? error.message : null}
      fieldErrors={error?.errors}
      onSubmit={(values) => update.mutate({ body: { id, rate: values.rate, content: values.content } })}
      onCancel={onClose}
    />
  );
}
