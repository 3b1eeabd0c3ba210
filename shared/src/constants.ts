/** Every role a user can hold; a visitor has none. */
export const ROLES = [
  'admin',
  'tutor',
  'student',
  'parent',
  'reseller',
  'subreseller',
  'affiliate',
  'hr',
  'employee',
] as const;
export type Role = (typeof ROLES)[number];

/** Category ids with special meaning (spec 001 §9, spec 002 §9). */
export const CATEGORY = {
  technical: 1,
  softSkills: 2,
  entrepreneurship: 3,
  partner: 4,
  tutor: 5,
  ebook: 7,
  audiobook: 8,
  stockPhoto: 9,
} as const;

/** Catalogue pages selected by name (spec 001 §1). */
export const CATALOGUE_SLUGS = [
  'tutor',
  'ebook',
  'audiobook',
  'stok-foto',
  'all',
  'technical',
  'soft-skills',
  'entrepreneurship',
  'partner',
] as const;
export type CatalogueSlug = (typeof CATALOGUE_SLUGS)[number];

/** Review status of courses and digital assets. */
export const COURSE_STATUS = { pending: 0, published: 1, rejected: 2 } as const;

/** What a course holds, which decides its page and its components. */
export const COURSE_KINDS = ['video', 'audio', 'ebook', 'photo'] as const;
export type CourseKind = (typeof COURSE_KINDS)[number];

export const PAYMENT_METHODS = ['senangpay', 'paypal', 'senangpay_recurring', 'free', 'mahir-coins'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * How a subscription order shows on its detail page: its payment state (orders only ever hold
 * pending -> paid | failed | expired) and, once paid, how far its cancellation request got
 * (`cancellation_requests`). See `subscriptionOrderStatus` in rules/subscription-cancel.
 */
export const SUBSCRIPTION_ORDER_STATUSES = [
  'pending_payment',
  'paid',
  'pending_cancellation',
  'cancelled',
  'failed',
  'expired',
] as const;
export type SubscriptionOrderStatus = (typeof SUBSCRIPTION_ORDER_STATUSES)[number];

/** Course-level languages used by module-progress statistics. */
export const LANGUAGES = ['bm', 'en', 'ma', 'pi'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Video quality options, highest first; 1080p is the default (spec 001 §9). */
export const VIDEO_QUALITIES = [4320, 2160, 1440, 1080, 720, 480, 360, 240] as const;
export const DEFAULT_VIDEO_QUALITY = 1080;

/** Quiz question types (spec 001 §9, spec 002 §3). */
export const QUIZ_TYPE = { multipleChoice: 1, trueFalse: 2 } as const;

/** Malaysia is the only country offered (spec 000 §9). */
export const COUNTRY_MALAYSIA = 1;

/** Where a freshly logged-in user of each role lands, most specific role first. */
export const HOME_BY_ROLE: ReadonlyArray<readonly [Role, string]> = [
  ['admin', '/backoffice/'],
  ['tutor', '/backoffice/'],
  ['hr', '/hr/statistics'],
  ['reseller', '/backoffice/'],
  ['subreseller', '/backoffice/'],
  ['affiliate', '/'],
  ['student', '/my/courses'],
  ['parent', '/'],
  ['employee', '/my/courses'],
];

/** Roles that work in the back office. */
export const BACKOFFICE_ROLES: readonly Role[] = ['admin', 'tutor', 'reseller', 'subreseller'];

export const SESSION_COOKIE = 'mahir_session';
export const CSRF_HEADER = 'X-CSRF-TOKEN';

/** Subscription statuses that still give access: a "subscriber" in the specs' sense. */
export const SUBSCRIBER_STATUSES = ['active', 'pending_cancellation'] as const;
