import type { Db } from '@mahir/db';
import { type MediaCourseRow, mediaCourseRepository } from '@mahir/db/repositories/media-course.repository';
import { COURSE_STATUS, MSG } from '@mahir/shared';
import { AppError } from '../http/app-error';
import type { CurrentUser } from '../http/state';

/** What the viewer may do with a course's media. */
export interface CourseAccess {
  course: MediaCourseRow;
  /** The viewer's subscription that still gives access, if any. */
  subscriptionId: number | null;
  /** Active or pending-cancellation subscription (spec: "subscriber"). */
  isSubscriber: boolean;
  /** May play and download: a subscriber, and for tutor courses the course is active (spec 001 §6). */
  entitled: boolean;
}

/** Only published courses show their content, except to their tutor, admins and existing subscribers. */
function visible(course: MediaCourseRow, user: CurrentUser | null, isSubscriber: boolean): boolean {
  if (course.status_id === COURSE_STATUS.published || isSubscriber) return true;
  return user !== null && (user.id === course.user_id || user.roles.includes('admin'));
}

/** Loads a course and the viewer's entitlement; 404 when it does not exist or is not visible to them. */
export async function loadCourseAccess(
  db: Db,
  courseId: number,
  user: CurrentUser | null,
  subscriptionId?: number,
): Promise<CourseAccess> {
  const course = await mediaCourseRepository.findCourse(db, courseId);
  if (!course) throw AppError.notFound();
  const subscription = user
    ? await mediaCourseRepository.findEntitledSubscription(db, user.id, course.id, subscriptionId)
    : undefined;
  const isSubscriber = subscription !== undefined;
  if (!visible(course, user, isSubscriber)) throw AppError.notFound();
  return {
    course,
    subscriptionId: subscription?.id ?? null,
    isSubscriber,
    entitled: isSubscriber && (course.is_tutor === 0 || course.is_active === 1),
  };
}

/** Throws 403 with the reason when the viewer may not have the course's protected files; else their subscription. */
export function assertEntitled(access: CourseAccess): number {
  if (!access.isSubscriber || access.subscriptionId === null) throw AppError.forbidden(MSG.notSubscribed);
  if (!access.entitled) throw AppError.forbidden(MSG.courseInactive);
  return access.subscriptionId;
}
