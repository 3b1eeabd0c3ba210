import type { Database, Db } from '@mahir/db';
import { cartRepository, userCartOwner } from '@mahir/db/repositories/cart.repository';
import {
  type AccessCourseRow,
  courseAccessRepository,
  type NewSubscription,
} from '@mahir/db/repositories/course-access.repository';
import { courseAggregateRepository as courses } from '@mahir/db/repositories/course-aggregate.repository';
import { COURSE_TEXT, MSG } from '@mahir/shared';
import type { Transaction } from 'kysely';
import { accessPolicy, courseStateOf } from '../access/access-policy';
import { actorOf } from '../access/actor';
import { enforce } from '../access/enforce';
import { AppError } from '../http/app-error';
import type { CurrentUser } from '../http/state';
import { coursePageUrl, optionalMediaUrl } from './course-urls';
import { businessRoleOf, tutorPlanOf } from './course-viewer';

/** Where the browser goes after an access call, with the message to show. */
export interface AccessReply {
  data: { url: string };
  message: string;
}

const CART_TYPE = 'subscription';

/** A plan access: the course, and the affiliate whose link brought the user (already checked). */
export interface PlanAccessInput {
  course_id: number;
  affiliate_id: number | null;
}

/** The course when the policy lets the user enrol in it (published courses only), else a 404. */
async function enrollableCourse(db: Db, user: CurrentUser, courseId: number): Promise<AccessCourseRow> {
  const course = await courses.findHeadWithBanner(db, courseId);
  if (!course) throw AppError.notFound(COURSE_TEXT.notFound);
  const facts = { ownerId: course.user_id, state: courseStateOf(course.status_id), subscribed: false };
  enforce(accessPolicy.enrolInCourse(actorOf(user), facts), { hidden: COURSE_TEXT.notFound });
  return course;
}

/**
 * The course when this user may buy it (spec 001 pricing box): published and open to them, not closed
 * behind an access code, and not already theirs. Adding to the cart and placing the order both ask.
 */
export async function buyableCourse(db: Db, user: CurrentUser, courseId: number): Promise<AccessCourseRow> {
  const course = await enrollableCourse(db, user, courseId);
  if (course.special_invitation === 1) throw AppError.forbidden(COURSE_TEXT.accessCodeFirst);
  if (await courseAccessRepository.hasSubscription(db, user.id, course.id))
    throw AppError.conflict(COURSE_TEXT.alreadySubscribed);
  return course;
}

/**
 * Subscribes inside one transaction with the course row locked, so a repeated or concurrent call
 * finds the first subscription and answers 409 instead of writing a second one.
 */
async function grant(
  db: Db,
  sub: NewSubscription,
  before?: (trx: Transaction<Database>) => Promise<void>,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await courseAccessRepository.lockCourse(trx, sub.courseId);
    if (await courseAccessRepository.hasSubscription(trx, sub.userId, sub.courseId))
      throw AppError.conflict(COURSE_TEXT.alreadySubscribed);
    if (before) await before(trx);
    await courseAccessRepository.subscribe(trx, sub);
  });
}

/** The pricing box's form posts: access code, business-plan and tutor-plan access, and the cart. */
export function createCourseAccessService(db: Db) {
  return {
    /** Redeems a closed course's access code and subscribes the user (source 'access_code'). */
    async redeemCode(user: CurrentUser, input: { course_id: number; access_code: string }, now: string) {
      const course = await enrollableCourse(db, user, input.course_id);
      if (course.special_invitation !== 1) throw AppError.forbidden(COURSE_TEXT.noAccessCodes);
      await grant(db, { userId: user.id, courseId: course.id, source: 'access_code', now }, async (trx) => {
        const code = await courseAccessRepository.findOpenCode(trx, course.id, input.access_code);
        const redeemed = code ? await courseAccessRepository.redeemCode(trx, code.id, user.id, now) : false;
        if (!redeemed) throw AppError.invalid({ access_code: [MSG.accessCodeInvalid] });
      });
      return { data: { url: coursePageUrl(course.hashslug) }, message: MSG.accessGranted };
    },

    /** Business-plan employees take catalogue courses at no charge (source 'business'). */
    async employeeAccess(user: CurrentUser, input: PlanAccessInput, now: string): Promise<AccessReply> {
      const course = await enrollableCourse(db, user, input.course_id);
      const business = await businessRoleOf(db, user.id);
      if (business === 'hr') throw AppError.forbidden(COURSE_TEXT.hrCannotTake);
      if (business !== 'employee') throw AppError.forbidden(COURSE_TEXT.businessOnly);
      if (course.special_invitation === 1) throw AppError.forbidden(COURSE_TEXT.accessCodeFirst);
      if (course.is_tutor === 1) throw AppError.forbidden(COURSE_TEXT.tutorNotInBusinessPlan);
      await grant(db, {
        userId: user.id,
        courseId: course.id,
        source: 'business',
        affiliateId: input.affiliate_id,
        now,
      });
      return { data: { url: coursePageUrl(course.hashslug) }, message: MSG.accessGranted };
    },

    /** Students whose tutor-plan package lists the course take it under that package (source 'student'). */
    async studentAccess(user: CurrentUser, input: PlanAccessInput, now: string): Promise<AccessReply> {
      const course = await enrollableCourse(db, user, input.course_id);
      if (course.special_invitation === 1) throw AppError.forbidden(COURSE_TEXT.accessCodeFirst);
      const plan =
        course.is_tutor === 1
          ? await tutorPlanOf(db, user, { id: course.id, subCategoryId: course.sub_category_id })
          : null;
      if (plan?.plan !== 'includes' || plan.orderId === null)
        throw AppError.forbidden(COURSE_TEXT.studentPlanOnly);
      const nextPaymentDate = await courseAccessRepository.nextRecurringDate(db, plan.orderId);
      await grant(db, {
        userId: user.id,
        courseId: course.id,
        source: 'student',
        orderId: plan.orderId,
        orderPackageId: plan.orderPackageId,
        nextPaymentDate,
        affiliateId: input.affiliate_id,
        now,
      });
      return { data: { url: coursePageUrl(course.hashslug) }, message: MSG.accessGranted };
    },

    /** Puts the course in the user's subscription cart once; repeating leaves the cart as it is. */
    async addToCart(user: CurrentUser, input: { course_id: number }, now: string): Promise<AccessReply> {
      const course = await buyableCourse(db, user, input.course_id);
      const discount = course.discount_active === 1 ? Math.min(course.discount, course.sell_price) : 0;
      await db.transaction().execute(async (trx) => {
        await cartRepository.addOnce(
          trx,
          userCartOwner(user.id),
          CART_TYPE,
          {
            rowId: `course-${course.id}`,
            itemType: 'course',
            itemId: course.id,
            name: course.title,
            price: course.sell_price,
            quantity: 1,
            discount,
            options: {
              hashslug: course.hashslug,
              url: coursePageUrl(course.hashslug),
              preview_banner: optionalMediaUrl(course.banner_slug, course.banner_ext),
              is_recurring: course.is_tutor === 1,
              recurring_id: course.recurring_id,
            },
          },
          now,
        );
      });
      return { data: { url: '/cart' }, message: COURSE_TEXT.cartAdded };
    },
  };
}

export type CourseAccessService = ReturnType<typeof createCourseAccessService>;
