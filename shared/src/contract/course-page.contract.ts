import { z } from 'zod';
import { COURSE_KINDS } from '../constants';
import { COURSE_TEXT } from './course-page-text';
import { Hashslug, Id, requiredText } from './fields';
import { defineRoute } from './route';

export { COURSE_TEXT } from './course-page-text';

/** The contract paths of the pricing box's form posts, supplied to the page in `pricing.routes`. */
export const COURSE_ACCESS_PATHS = {
  cart: '/ajax/v2/vod/course/cart',
  special_invitation: '/ajax/v2/vod/course/access-code',
  employee_access: '/ajax/v2/vod/course/employee-access',
  student_access: '/ajax/v2/vod/course/student-access',
} as const;

// Forms send an empty field when there is no referrer.
const OptionalId = z.preprocess((v) => (v === '' || v === null ? undefined : v), Id.optional());

/** Tutor info card (spec 001 §3). */
export const TutorInfo = z.object({
  id: z.number().int(),
  tutor_name: z.string(),
  tutor_avatar: z.string().nullable(),
  tutor_rating: z.number(),
  total_discussions: z.number().int(),
  total_subscribers: z.number().int(),
  total_tutor_courses: z.number().int(),
  tutor_profile: z.string().nullable(),
  /** Feedback count over the tutor's published courses (the card's "reviews"). */
  total_reviews: z.number().int(),
});

/** Which button the pricing and access box shows (spec 001 §2, "Course pricing and access box"). */
export const AccessMode = z.enum([
  /** Subscribed: learn now. */
  'open',
  /** Closed course: the access-code form. */
  'access_code',
  /** Business-plan user: access button. */
  'business',
  /** HR user of a business plan: the access button, disabled. */
  'business_disabled',
  /** Tutor category, student of the tutor plan whose plan covers the course: access button. */
  'student_access',
  /** Tutor category, student of the tutor plan: buy button. */
  'student_buy',
  /** Tutor category, logged in: subscribe (RM per month). */
  'subscribe',
  /** Tutor category, visitor: sent to /login. */
  'login',
  /** Any other course: buy button. */
  'buy',
]);
export type AccessMode = z.infer<typeof AccessMode>;

/** The viewer's subscription to this course (spec 001 §3 "Subscription"). */
export const ViewerSubscription = z.object({
  subscriberId: z.number().int(),
  isUnsubscribe: z.boolean(),
  nextPaymentDate: z.string().nullable(),
  status: z.string(),
  source: z.string(),
});

/** Everything a course page needs in one call; the sections load their own lists by the spec's calls. */
export const CoursePageData = z.object({
  course: z.object({
    id: z.number().int(),
    hashslug: z.string(),
    url: z.string(),
    title: z.string(),
    kind: z.enum(COURSE_KINDS),
    category: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }),
    sub_category: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }),
    content: z.string(),
    requirement: z.string().nullable(),
    benefit: z.string().nullable(),
    language: z.string(),
    banner: z.string().nullable(),
    preview_url: z.string().nullable(),
    /** MIME type of the preview, so the page knows whether it is a video for the preview modal. */
    preview_mime: z.string().nullable(),
    is_tutor: z.boolean(),
    is_active: z.boolean(),
    special_invitation: z.boolean(),
    tags: z.array(z.object({ name: z.string(), link: z.string() })),
    total_modules: z.number().int(),
    course_duration: z.number().int(),
    feedback_count: z.number().int(),
    feedback_rate: z.number(),
    all_subscribers: z.number().int(),
    all_discussions: z.number().int(),
  }),
  tutor: TutorInfo,
  pricing: z.object({
    final_price: z.number().int(),
    sell_price: z.number().int(),
    discount_active: z.boolean(),
    recurring: z.boolean(),
    price_in_coins: z.number().int(),
    routes: z.object({
      cart: z.string(),
      special_invitation: z.string(),
      employee_access: z.string(),
      student_access: z.string(),
      login: z.string(),
    }),
  }),
  viewer: z.object({
    logged_in: z.boolean(),
    user_id: z.number().int().nullable(),
    can_wishlist: z.boolean(),
    wishlist_status: z.boolean(),
    is_subscriber: z.boolean(),
    can_play: z.boolean(),
    subscription: ViewerSubscription.nullable(),
    progress: z.number().int(),
    access: AccessMode,
  }),
});
export type CoursePageData = z.infer<typeof CoursePageData>;

/** The answer of the pricing box's form posts: where the browser goes next. */
export const AccessGranted = z.object({ url: z.string() });

export const AccessCodeBody = z.object({
  course_id: Id,
  access_code: requiredText(COURSE_TEXT.accessCodeRequired, 64),
});
export const PlanAccessBody = z.object({ course_id: Id, affiliate_id: OptionalId });
export const CartAddBody = z.object({ course_id: Id });

/** One course of "My courses". */
export const MyCourse = z.object({
  id: z.number().int(),
  hashslug: z.string(),
  url: z.string(),
  title: z.string(),
  banner: z.string().nullable(),
  kind: z.enum(COURSE_KINDS),
  category_name: z.string(),
  is_tutor: z.boolean(),
  progress: z.number().int(),
  total_modules: z.number().int(),
  watched_modules: z.number().int(),
  status: z.string(),
  source: z.string(),
  started_at: z.string(),
  next_payment_date: z.string().nullable(),
});
export type MyCourse = z.infer<typeof MyCourse>;

export const coursePageContract = {
  page: defineRoute({
    method: 'GET',
    path: '/ajax/v2/vod/course/page/{hashslug}',
    summary:
      'Course page data: course, tutor card, pricing box and the viewer’s access (our addition; the spec’s page supplied it server-side)',
    tag: 'course',
    access: 'public',
    owner: 'course',
    params: z.object({ hashslug: Hashslug }),
    response: CoursePageData,
  }),
  accessCode: defineRoute({
    method: 'POST',
    path: COURSE_ACCESS_PATHS.special_invitation,
    summary: 'Redeem a closed course’s access code: marks the code used and subscribes the user (our path)',
    tag: 'course',
    access: 'user',
    owner: 'self',
    encoding: 'form',
    body: AccessCodeBody,
    response: AccessGranted,
  }),
  employeeAccess: defineRoute({
    method: 'POST',
    path: COURSE_ACCESS_PATHS.employee_access,
    summary: 'Business-plan employee access to a course (our path)',
    tag: 'course',
    access: 'user',
    owner: 'self',
    encoding: 'form',
    body: PlanAccessBody,
    response: AccessGranted,
  }),
  studentAccess: defineRoute({
    method: 'POST',
    path: COURSE_ACCESS_PATHS.student_access,
    summary: 'Tutor-plan student access to a course their package includes (our path)',
    tag: 'course',
    access: 'user',
    owner: 'self',
    encoding: 'form',
    body: PlanAccessBody,
    response: AccessGranted,
  }),
  cart: defineRoute({
    method: 'POST',
    path: COURSE_ACCESS_PATHS.cart,
    summary: 'Add a course to the user’s subscription cart; data.url is the cart (our path)',
    tag: 'course',
    access: 'user',
    owner: 'self',
    encoding: 'form',
    body: CartAddBody,
    response: AccessGranted,
  }),
  myCourses: defineRoute({
    method: 'GET',
    path: '/ajax/v2/vod/my-courses',
    summary: 'The user’s subscribed courses with progress (our addition, for /my/courses)',
    tag: 'course',
    access: 'user',
    owner: 'self',
    response: z.object({ courses: z.array(MyCourse) }),
  }),
};
