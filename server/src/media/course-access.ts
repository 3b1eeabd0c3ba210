import type { Db } from '@mahir/db';
import { courseAggregateRepository as courses } from '@mahir/db/repositories/course-aggregate.repository';
import { type MediaCourseRow, mediaCourseRepository } from '@mahir/db/repositories/media-course.repository';
import { accessPolicy, type CourseFacts, courseStateOf, type Decision } from '../access/access-policy';
import { actorOf } from '../access/actor';
import { enforce } from '../access/enforce';
import { AppError } from '../http/app-error';
import type { CurrentUser } from '../http/state';

/** What the viewer may do with a course's media. */
export interface CourseAccess {
  course: MediaCourseRow;
  /** The viewer's subscription that still gives access, if any. */
  subscriptionId: number | null;
  /** Active or pending-cancellation subscription (spec 001 §6: "subscriber"). */
  isSubscriber: boolean;
  /** May play and download: a subscriber, and for tutor courses the course is active (spec 001 §6). */
  entitled: boolean;
  /** The policy's answer for protected content (non-preview modules, downloads). */
  content: Decision;
}

/** Loads a course and the viewer's entitlement; 404 when it does not exist or the policy hides it from them. */
export async function loadCourseAccess(
  db: Db,
  courseId: number,
  user: CurrentUser | null,
  subscriptionId?: number,
): Promise<CourseAccess> {
  const course = await courses.findHeadWithBanner(db, courseId);
  if (!course) throw AppError.notFound();
  const subscription = user
    ? await mediaCourseRepository.findEntitledSubscription(db, user.id, course.id, subscriptionId)
    : undefined;
  const actor = actorOf(user);
  const facts: CourseFacts = {
    ownerId: course.user_id,
    state: courseStateOf(course.status_id),
    subscribed: subscription !== undefined,
    isTutorCourse: course.is_tutor === 1,
    isActive: course.is_active === 1,
  };
  enforce(accessPolicy.seeCourse(actor, facts));
  const content = accessPolicy.useCourseContent(actor, facts);
  return {
    course,
    subscriptionId: subscription?.id ?? null,
    isSubscriber: facts.subscribed,
    entitled: content === 'allow',
    content,
  };
}

/** Throws 403 with the reason when the viewer may not have the course's protected files; else their subscription. */
export function assertEntitled(access: CourseAccess): number {
  enforce(access.content);
  if (access.subscriptionId === null) throw AppError.forbidden();
  return access.subscriptionId;
}
