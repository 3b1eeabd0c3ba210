import type { Db } from '@mahir/db';
import type { CourseHead } from '@mahir/db/repositories/course-aggregate.repository';
import { accessPolicy, type Decision } from '../access/access-policy';
import type { Actor } from '../access/actor';
import { loadCourseStanding } from '../access/course-standing';
import { enforce } from '../access/enforce';
import { AppError } from '../http/app-error';

/** What the viewer may do with a course's media. */
export interface MediaEntitlement {
  course: CourseHead;
  /** The viewer's subscription that still gives access, if any. */
  subscriptionId: number | null;
  /** Where that subscription's paid period ends (its next payment date); null with none or no end. */
  subscriptionEnd: string | null;
  /** Active or pending-cancellation subscription (spec 001 §6: "subscriber"). */
  isSubscriber: boolean;
  /** May play and download: a subscriber, and for tutor courses the course is active (spec 001 §6). */
  entitled: boolean;
  /** The policy's answer for protected content (non-preview modules, downloads). */
  content: Decision;
}

/** Loads a course and the viewer's entitlement; 404 when it does not exist or the policy hides it from them. */
export async function loadMediaEntitlement(
  db: Db,
  actor: Actor,
  courseId: number,
  subscriptionId?: number,
): Promise<MediaEntitlement> {
  const { course, subscription, facts } = await loadCourseStanding(db, actor, courseId, { subscriptionId });
  enforce(accessPolicy.seeCourse(actor, facts));
  const content = accessPolicy.useCourseContent(actor, facts);
  return {
    course,
    subscriptionId: subscription?.id ?? null,
    subscriptionEnd: subscription?.next_payment_date ?? null,
    isSubscriber: facts.subscribed,
    entitled: content === 'allow',
    content,
  };
}

/** Throws 403 with the reason when the viewer may not have the course's protected files; else their subscription. */
export function assertEntitled(entitlement: MediaEntitlement): number {
  enforce(entitlement.content);
  if (entitlement.subscriptionId === null) throw AppError.forbidden();
  return entitlement.subscriptionId;
}
