/**
 * The storefront pages mail links to, in one place: the account flows and the unsubscribe route own
 * these paths, and a mail only ever points at them through this table.
 */
export const MAIL_PATHS = {
  verifyEmail: '/verify-email',
  resetPassword: '/reset-password',
  forgotPassword: '/forgot-password',
  confirmEmailChange: '/confirm-email-change',
  unsubscribe: '/unsubscribe',
  preferences: '/mail-preferences',
  receipt: (reference: string) => `/orders/${encodeURIComponent(reference)}`,
  packages: '/packages',
  subscription: (hashslug: string) => `/subscription/order/${encodeURIComponent(hashslug)}`,
  profile: '/profile',
  event: (hashslug: string) => `/events/${encodeURIComponent(hashslug)}`,
  backoffice: '/backoffice/',
  guardianConsent: '/family/consent',
  childLink: '/family/link',
  family: '/family',
  myCourses: '/my/courses',
} as const;

/**
 * An absolute link under `PUBLIC_URL` (which may carry a path prefix of its own).
 *
 * @example mailLink('https://mahir.my', '/verify-email', { token: 'abc' }) // 'https://mahir.my/verify-email?token=abc'
 */
export function mailLink(publicUrl: string, path: string, query: Record<string, string> = {}): string {
  const search = new URLSearchParams(query).toString();
  return `${publicUrl.replace(/\/+$/, '')}${path}${search ? `?${search}` : ''}`;
}
