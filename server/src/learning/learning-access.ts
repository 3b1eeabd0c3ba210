import type { Db } from '@mahir/db';
import {
  type LearningCourse,
  learningAccessRepository,
} from '@mahir/db/repositories/learning-access.repository';
import { LEARNING_MSG } from '@mahir/shared';
import { AppError } from '../http/app-error';
import { publicMediaUrl } from '../media/media-url';

/** The course or a 404. */
export async function requireCourse(db: Db, courseId: number): Promise<LearningCourse> {
  const course = await learningAccessRepository.course(db, courseId);
  if (!course) throw AppError.notFound(LEARNING_MSG.courseNotFound);
  return course;
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

/** The subscription or a 403 with the section's subscribe text. */
export async function requireSubscription(
  db: Db,
  userId: number,
  courseId: number,
  message: string,
): Promise<{ id: number; status: string }> {
  const subscription = await subscriptionOf(db, userId, courseId);
  if (!subscription) throw AppError.forbidden(message);
  return subscription;
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

/** Whether a database error is a unique-index violation (SQLite or PostgreSQL): a lost race for a one-per-user row. */
export function isUniqueViolation(err: unknown): boolean {
  if (typeof err !== 'object' || err === null) return false;
  const code = (err as { code?: unknown }).code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}
