import type { ApiError } from '@mahir/shared/client/api-client';
import type { z } from 'zod';
import { pageServerText } from './server-text';

/**
 * Mantine form validation from a contract schema, so client and server give the same field messages (in the
 * page's language, as the API client shows the server's).
 */
export function formValidator<T extends z.ZodType>(schema: T) {
  return (values: unknown): Record<string, string> => {
    const result = schema.safeParse(values);
    if (result.success) return {};
    const errors: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const key = issue.path.join('.');
      if (!(key in errors)) errors[key] = pageServerText(issue.message);
    }
    return errors;
  };
}

/** The server's field errors of a failed call in Mantine's shape: each field's first message. */
export function fieldErrors(error: Pick<ApiError, 'errors'>): Record<string, string> {
  return Object.fromEntries(Object.entries(error.errors).map(([k, m]) => [k, m[0] ?? '']));
}
