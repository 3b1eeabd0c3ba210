/** The password of every demo account. */
export const DEMO_PASSWORD = 'mahir2026';

/** The demo accounts of docs/design-contract.md, by the role each demonstrates. */
export const DEMO_ACCOUNTS = {
  admin: 'admin@demo.my',
  tutor: 'tutor@demo.my',
  student: 'student@demo.my',
  parent: 'parent@demo.my',
  reseller: 'reseller@demo.my',
  subreseller: 'subreseller@demo.my',
  affiliate: 'affiliate@demo.my',
  hr: 'hr@demo.my',
  employee: 'employee@demo.my',
} as const;

/** A demo account key; each account holds the role of the same name. */
export type DemoAccount = keyof typeof DEMO_ACCOUNTS;

/** Fixed, readable hashslugs of the demo items that tests and walkthroughs rely on. */
export const DEMO_SLUGS = {
  videoCourse: 'demo-video-course',
  audioCourse: 'demo-audio-course',
  ebookCourse: 'demo-ebook',
  photoCourse: 'demo-photos',
  tutorCourse: 'demo-tutor-course',
  closedCourse: 'demo-closed-course',
  lockedCourse: 'demo-locked-course',
  freeCourse: 'demo-free-course',
  reviewCourse: 'demo-review-course',
  pendingCourse: 'demo-pending-course',
  pendingAsset: 'demo-pending-ebook',
  rejectedCourse: 'demo-rejected-course',
  inactiveTutorCourse: 'demo-inactive-tutor-course',
  package: 'demo-package',
  order: 'demo-order',
  pendingOrder: 'demo-pending-order',
  company: 'demo-company',
} as const;

/** The unredeemed access code of the closed (special invitation) demo course. */
export const DEMO_ACCESS_CODE = 'MAHIR2026';
/** Order number of the student's paid package order. */
export const DEMO_ORDER_NO = 'MHR-2026-000123';
/** The business-plan company of hr@demo.my and employee@demo.my. */
export const DEMO_COMPANY_NAME = 'Syarikat Maju Jaya Sdn Bhd';
/** Reseller codes of reseller@demo.my and subreseller@demo.my. */
export const DEMO_RESELLER_CODES = { reseller: 'RS0001', subreseller: 'RS0002' } as const;
/** The verification code of the student's certificate of the finished free course (a valid check symbol). */
export const DEMO_CERTIFICATE_CODE = 'D295T1RP7MB';
/** The student's wallet after the seed (sum of its ledger entries). */
export const DEMO_WALLET = { coins: 120, points: 30 } as const;
