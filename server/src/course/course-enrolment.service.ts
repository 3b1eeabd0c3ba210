import type { Database, Db } from '@mahir/db';
import { cartRepository, userCartOwner } from '@mahir/db/repositories/cart.repository';
import {
  courseEnrolmentRepository,
  type EnrolmentCourseRow,
  type NewSubscription,
} from '@mahir/db/repositories/course-enrolment.repository';
import { courseStandingRepository } from '@mahir/db/repositories/course-standing.repository';
import { COURSE_TEXT, MSG } from '@mahir/shared';
import type { Transaction } from 'kysely';
import { accessPolicy } from '../access/access-policy';
import type { UserActor } from '../access/actor';
import { type CourseStanding, loadCourseStanding } from '../access/course-standing';
import { enforce } from '../access/enforce';
import { AppError } from '../http/app-error';
import { coursePageUrl, optionalMediaUrl } from './course-urls';
import { businessRoleOf, tutorPlanOf } from './course-viewer';

/** Where the browser goes after an enrolment call, with the message to show. */
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

/** The course's standing when the policy lets the actor enrol in it (published courses only), else a 404. */
async function enrollableCourse(db: Db, actor: UserActor, courseId: number): Promise<CourseStanding> {
  const standing = await loadCourseStanding(db, actor, courseId, { notFound: COURSE_TEXT.notFound });
  enforce(accessPolicy.enrolInCourse(actor, standing.facts), { hidden: COURSE_TEXT.notFound });
  return standing;
}

/**
 * The course when this user may buy it (spec 001 pricing box): published and open to them, not closed
 * behind an access code, and not already theirs. Adding to the cart and placing the order both ask.
 */
export async function buyableCourse(db: Db, actor: UserActor, courseId: number): Promise<EnrolmentCourseRow> {
  const { course, subscription } = await enrollableCourse(db, actor, courseId);
  if (course.special_invitation === 1) throw AppError.forbidden(COURSE_TEXT.accessCodeFirst);
  if (subscription) throw AppError.conflict(COURSE_TEXT.alreadySubscribed);
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
    await courseEnrolmentRepository.lockCourse(trx, sub.courseId);
    if (await courseStandingRepository.isSubscriber(trx, sub.userId, sub.courseId))
      throw AppError.conflict(COURSE_TEXT.alreadySubscribed);
    if (before) await before(trx);
    await courseEnrolmentRepository.subscribe(trx, sub);
  });
}

/** The pricing box's form posts: enrolment by access code, business-plan and tutor-plan access, and the cart. */
export function createCourseEnrolmentService(db: Db) {
  return {
    /** Redeems a closed course's access code and subscribes the user (source 'access_code'). */
    async redeemCode(actor: UserActor, input: { course_id: number; access_code: string }, now: string) {
      const { course } = await enrollableCourse(db, actor, input.course_id);
      if (course.special_invitation !== 1) throw AppError.forbidden(COURSE_TEXT.noAccessCodes);
      await grant(db, { userId: actor.id, courseId: course.id, source: 'access_code', now }, async (trx) => {
        const code = await courseEnrolmentRepository.findOpenCode(trx, course.id, input.access_code);
        const redeemed = code
          ? await courseEnrolmentRepository.redeemCode(trx, code.id, actor.id, now)
          : false;
        if (!redeemed) throw AppError.invalid({ access_code: [MSG.accessCodeInvalid] });
      });
      return { data: { url: coursePageUrl(course.hashslug) }, message: MSG.accessGranted };
    },

    /** Business-plan employees take catalogue courses at no charge (source 'business'). */
    async employeeAccess(actor: UserActor, input: PlanAccessInput, now: string): Promise<AccessReply> {
      const { course } = await enrollableCourse(db, actor, input.course_id);
      const business = await businessRoleOf(db, actor.id);
      if (business === 'hr') throw AppError.forbidden(COURSE_TEXT.hrCannotTake);
      if (business !== 'employee') throw AppError.forbidden(COURSE_TEXT.businessOnly);
      if (course.special_invitation === 1) throw AppError.forbidden(COURSE_TEXT.accessCodeFirst);
      if (course.is_tutor === 1) throw AppError.forbidden(COURSE_TEXT.tutorNotInBusinessPlan);
      await grant(db, {
        userId: actor.id,
        courseId: course.id,
        source: 'business',
        affiliateId: input.affiliate_id,
        now,
      });
      return { data: { url: coursePageUrl(course.hashslug) }, message: MSG.accessGranted };
    },

    /** Students whose tutor-plan package lists the course take it under that package (source 'student'). */
    async studentAccess(actor: UserActor, input: PlanAccessInput, now: string): Promise<AccessReply> {
      const { course } = await enrollableCourse(db, actor, input.course_id);
      if (course.special_invitation === 1) throw AppError.forbidden(COURSE_TEXT.accessCodeFirst);
      const plan =
        course.is_tutor === 1
          ? await tutorPlanOf(db, actor, { id: course.id, subCategoryId: course.sub_category_id })
          : null;
      if (plan?.plan !== 'includes' || plan.orderId === null)
        throw AppError.forbidden(COURSE_TEXT.studentPlanOnly);
      const nextPaymentDate = await courseEnrolmentRepository.nextRecurringDate(db, plan.orderId);
      await grant(db, {
        userId: actor.id,
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
    async addToCart(actor: UserActor, input: { course_id: number }, now: string): Promise<AccessReply> {
      const course = await buyableCourse(db, actor, input.course_id);
      const discount = course.discount_active === 1 ? Math.min(course.discount, course.sell_price) : 0;
      await db.transaction().execute(async (trx) => {
        await cartRepository.addOnce(
          trx,
          userCartOwner(actor.id),
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

export type CourseEnrolmentService = ReturnType<typeof createCourseEnrolmentService>;
