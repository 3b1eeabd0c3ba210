import { ErrorState } from '@mahir/ui/StateViews';
import { Container } from '@mantine/core';
import type { FallbackProps } from 'react-error-boundary';

/** Catches a page that failed to load or render. */
export function RouteError({ error, resetErrorBoundary }: FallbackProps) {
  return (
    <Container size="sm" py="xl">
      <ErrorState error={error} onRetry={resetErrorBoundary} />
    </Container>
  );
}
