import type { ApiError } from '@mahir/shared/client/api-client';
import { Alert } from '@mantine/core';

/** The first server message of a failed save. */
export function FormError({ error }: { error: ApiError | null }) {
  if (!error) return null;
  return (
    <Alert color="red" role="alert">
      {Object.values(error.errors).flat()[0] ?? error.message}
    </Alert>
  );
}

export { fieldErrors } from '@mahir/ui/form-validator';
