import type { Db } from '@mahir/db';
import { courseAggregateRepository as courses } from '@mahir/db/repositories/course-aggregate.repository';
import {
  type LearningCourse,
  learningAccessRepository,
} from '@mahir/db/repositories/learning-access.repository';
import { LEARNING_MSG } from '@mahir/shared';
import { accessPolicy, type CourseFacts, courseStateOf } from '../access/access-policy';
import { type Actor, actorId } from '../access/actor';
import { enforce } from '../access/enforce';
import { AppError } from '../http/app-error';
import { publicMediaUrl } from '../media/media-url';

/** A course with the actor's subscription and the facts the access policy reads. */
export interface CourseStanding {
  course: LearningCourse;
  subscription: { id: number; status: string } | null;
  facts: CourseFacts;
}

/** Loads the course and the actor's subscription; 404 when the course does not exist. */
async function standing(db: Db, actor: Actor, courseId: number): Promise<CourseStanding> {
  const head = await courses.findHeadWithBanner(db, courseId);
  if (!head) throw AppError.notFound(LEARNING_MSG.courseNotFound);
  const course: LearningCourse = { id: head.id, tutor_id: head.user_id, status_id: head.status_id };
  const subscription = await subscriptionOf(db, actorId(actor), courseId);
  const facts: CourseFacts = {
    ownerId: course.tutor_id,
    state: courseStateOf(course.status_id),
    subscribed: subscription !== null,
  };
  return { course, subscription, facts };
}

/** The course when the actor may see it (the policy's `seeCourse`), else a 404 as if it did not exist. */
export async function requireVisibleCourse(db: Db, actor: Actor, courseId: number): Promise<CourseStanding> {
  const found = await standing(db, actor, courseId);
  enforce(accessPolicy.seeCourse(actor, found.facts), { hidden: LEARNING_MSG.courseNotFound });
  return found;
}

/**
 * The course and the actor's subscription when they may take part (quiz, question, review):
 * 404 for a course hidden from them, 403 with the section's subscribe text otherwise.
 */
export async function requireParticipant(
  db: Db,
  actor: Actor,
  courseId: number,
  message: string,
): Promise<CourseStanding & { subscription: { id: number; status: string } }> {
  const found = await standing(db, actor, courseId);
  enforce(accessPolicy.takePartInCourse(actor, found.facts), {
    hidden: LEARNING_MSG.courseNotFound,
    not_subscribed: message,
  });
  const { subscription } = found;
  if (!subscription) throw AppError.forbidden(message);
  return { ...found, subscription };
}

/** The viewer's subscription giving access to the course ("subscriber": active or pending cancellation), or null. */
export async function subscriptionOf(
  db: Db,
  userId: number | null,
  courseId: number,
): Promise<{ id: number; status: string } | null> {
  if (userId === null) return null;
  return (await learningAccessRepository.subscription(db, userId, courseId)) ?? null;
}

/** Public URL of an avatar from its media row, or null. */
export function avatarUrl(hashslug: string | null, extension: string | null): string | null {
  return hashslug && extension ? publicMediaUrl(hashslug, extension) : null;
}

/** The viewer's avatar URL, or null. */
export async function viewerAvatar(db: Db, userId: number | null): Promise<string | null> {
  if (userId === null) return null;
  const media = await learningAccessRepository.avatarOf(db, userId);
  return media ? avatarUrl(media.hashslug, media.extension) : null;
}
