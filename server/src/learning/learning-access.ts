import type { Db } from '@mahir/db';
import type { SubscriberRow } from '@mahir/db/repositories/course-standing.repository';
import { learningAccessRepository } from '@mahir/db/repositories/learning-access.repository';
import { LEARNING_MSG } from '@mahir/shared';
import { accessPolicy } from '../access/access-policy';
import type { Actor } from '../access/actor';
import { type CourseStanding, loadCourseStanding } from '../access/course-standing';
import { enforce } from '../access/enforce';
import { AppError } from '../http/app-error';
import { publicMediaUrl } from '../media/media-url';

/** The course when the actor may see it (the policy's `seeCourse`), else a 404 as if it did not exist. */
export async function requireVisibleCourse(db: Db, actor: Actor, courseId: number): Promise<CourseStanding> {
  const found = await loadCourseStanding(db, actor, courseId, { notFound: LEARNING_MSG.courseNotFound });
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
): Promise<CourseStanding & { subscription: SubscriberRow }> {
  const found = await loadCourseStanding(db, actor, courseId, { notFound: LEARNING_MSG.courseNotFound });
  enforce(accessPolicy.takePartInCourse(actor, found.facts), {
    hidden: LEARNING_MSG.courseNotFound,
    not_subscribed: message,
  });
  const { subscription } = found;
  if (!subscription) throw AppError.forbidden(message);
  return { ...found, subscription };
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
