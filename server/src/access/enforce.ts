import { errorCodeFor, HR_TEXT, MSG, REFUSAL_ERROR_CODES } from '@mahir/shared';
import { AppError } from '../http/app-error';
import type { Decision, Refusal } from './access-policy';

/** The message a screen shows for a refusal, when the route has its own text. */
export type RefusalMessages = Partial<Record<Refusal, string>>;

/** The HTTP status a refusal answers with: 404 hides, 401 asks to log in, the rest is 403. */
export function statusOf(refusal: Refusal): 401 | 403 | 404 {
  if (refusal === 'hidden') return 404;
  if (refusal === 'unauthenticated') return 401;
  return 403;
}

const DEFAULT_TEXT: Record<Refusal, string> = {
  unauthenticated: MSG.unauthenticated,
  hidden: MSG.notFound,
  not_owner: MSG.forbidden,
  not_subscribed: MSG.notSubscribed,
  course_inactive: MSG.courseInactive,
  no_company: HR_TEXT.noCompany,
};

/**
 * The envelope's `code` for a refusal. A hidden thing answers `not_found` like one that does not exist, and
 * a refusal to the wrong user the plain `forbidden`; the others name their reason for the client.
 */
export const REFUSAL_CODE: Record<Refusal, string> = {
  unauthenticated: errorCodeFor(401),
  hidden: errorCodeFor(404),
  not_owner: errorCodeFor(403),
  not_subscribed: REFUSAL_ERROR_CODES.notSubscribed,
  course_inactive: REFUSAL_ERROR_CODES.courseInactive,
  no_company: REFUSAL_ERROR_CODES.noCompany,
};

/** The error for a refusal, with the route's own message when it has one and the refusal's code. */
export function refusalError(refusal: Refusal, messages: RefusalMessages = {}): AppError {
  const message = messages[refusal] ?? DEFAULT_TEXT[refusal];
  const status = statusOf(refusal);
  if (status === 404) return AppError.notFound(message, REFUSAL_CODE[refusal]);
  if (status === 401) return AppError.unauthenticated();
  return AppError.forbidden(message, REFUSAL_CODE[refusal]);
}

/** Throws the refusal's error unless the policy allowed. */
export function enforce(decision: Decision, messages?: RefusalMessages): void {
  if (decision !== 'allow') throw refusalError(decision, messages);
}
