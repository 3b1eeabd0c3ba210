/** The stable machine-readable codes every status gets unless a more specific one is given. */
export const DEFAULT_ERROR_CODES = {
  400: 'bad_request',
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  409: 'conflict',
  413: 'too_large',
  415: 'unsupported_media_type',
  419: 'csrf_mismatch',
  422: 'validation_failed',
  429: 'rate_limited',
  500: 'server_error',
} as const satisfies Record<number, string>;

/**
 * The codes of access refusals that say why, beyond their status's default: a screen offers to subscribe
 * on `not_subscribed`, explains `course_inactive`, and sends HR users with no company to set one up.
 */
export const REFUSAL_ERROR_CODES = {
  notSubscribed: 'not_subscribed',
  courseInactive: 'course_inactive',
  noCompany: 'no_company',
  /** A package course's chapter released in a later school week (issue 23). */
  chapterNotOpen: 'chapter_not_open',
} as const;

/** The default code of an HTTP status: `not_found` for 404, `server_error` for anything unknown. */
export function errorCodeFor(status: number): string {
  const known = (DEFAULT_ERROR_CODES as Record<number, string>)[status];
  if (known) return known;
  return status >= 500 ? 'server_error' : 'bad_request';
}
