import { HR_TEXT, MSG } from '@mahir/shared';
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

/** The error for a refusal, with the route's own message when it has one. */
export function refusalError(refusal: Refusal, messages: RefusalMessages = {}): AppError {
  const message = messages[refusal] ?? DEFAULT_TEXT[refusal];
  const status = statusOf(refusal);
  if (status === 404) return AppError.notFound(message);
  if (status === 401) return AppError.unauthenticated();
  return AppError.forbidden(message);
}

/** Throws the refusal's error unless the policy allowed. */
export function enforce(decision: Decision, messages?: RefusalMessages): void {
  if (decision !== 'allow') throw refusalError(decision, messages);
}
