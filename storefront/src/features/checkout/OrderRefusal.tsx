import type { ApiError } from '@mahir/shared/client/api-client';
import { Alert } from '@mantine/core';

/**
 * Why the server would not place the order, when it says so itself (who may buy, an event that has ended,
 * a changed cart): without it the pay button would simply come back and nothing would say why.
 */
export function OrderRefusal({ error }: { error: ApiError | null }) {
  if (!error || error.status === 401 || error.status >= 500) return null;
  return (
    <Alert color="red.9" role="alert" p="xs">
      {error.message}
    </Alert>
  );
}
