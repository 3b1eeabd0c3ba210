import { ApiError } from '@mahir/shared';
import { ErrorState } from '@mahir/ui';
import { Alert, Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Why a page's record did not load: 'not found' for a 404, else the error with a retry. */
export function PageLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Container size="sm" py="xl">
      {error instanceof ApiError && error.status === 404 ? (
        <Alert color="red.9" role="alert">
          {t('notFound.record')}
        </Alert>
      ) : (
        <ErrorState error={error} onRetry={onRetry} />
      )}
    </Container>
  );
}
