import type { Db } from '@mahir/db';
import {
  type CourseHead,
  courseAggregateRepository as courses,
} from '@mahir/db/repositories/course-aggregate.repository';
import {
  courseStandingRepository,
  type SubscriberRow,
} from '@mahir/db/repositories/course-standing.repository';
import { AppError } from '../http/app-error';
import { type CourseFacts, courseStateOf } from './access-policy';
import type { Actor } from './actor';

/** The columns of a course row the access policy reads. */
export interface StandingCourse {
  id: number;
  user_id: number;
  status_id: number;
  is_tutor?: number;
  is_active?: number;
}

/** A course, the actor's subscription that still gives access to it, and the facts the policy decides on. */
export interface CourseStanding<C extends StandingCourse = CourseHead> {
  course: C;
  subscription: SubscriberRow | null;
  facts: CourseFacts;
}

export interface StandingOptions {
  /** The 404's message when there is no such course. */
  notFound?: string;
  /** Only this subscription counts (a player naming the one it plays under). */
  subscriptionId?: number;
}

/** Reads a course row richer than its head (the course page's view, the catalogue's), or undefined. */
export type CourseReader<C extends StandingCourse> = (db: Db) => Promise<C | undefined>;

/** The policy's facts of a course row for an actor who is, or is not, a subscriber. */
export function courseFactsOf(course: StandingCourse, subscribed: boolean): CourseFacts {
  const facts: CourseFacts = { ownerId: course.user_id, state: courseStateOf(course.status_id), subscribed };
  if (course.is_tutor !== undefined) facts.isTutorCourse = course.is_tutor === 1;
  if (course.is_active !== undefined) facts.isActive = course.is_active === 1;
  return facts;
}

/**
 * Loads a course's standing for an actor: the course (its head by id, or the row a reader returns), the
 * actor's subscription and the facts for `accessPolicy`; 404 when there is no such course. Deciding stays
 * with the policy, e.g. `enforce(accessPolicy.seeCourse(actor, standing.facts))`.
 */
export async function loadCourseStanding(
  db: Db,
  actor: Actor,
  source: number,
  options?: StandingOptions,
): Promise<CourseStanding<CourseHead>>;
export async function loadCourseStanding<C extends StandingCourse>(
  db: Db,
  actor: Actor,
  source: CourseReader<C>,
  options?: StandingOptions,
): Promise<CourseStanding<C>>;
export async function loadCourseStanding(
  db: Db,
  actor: Actor,
  source: number | CourseReader<StandingCourse>,
  options: StandingOptions = {},
): Promise<CourseStanding<StandingCourse>> {
  const course = typeof source === 'number' ? await courses.findHeadWithBanner(db, source) : await source(db);
  if (!course) throw AppError.notFound(options.notFound);
  const subscription =
    actor.kind === 'user'
      ? ((await courseStandingRepository.subscriber(db, actor.id, course.id, options.subscriptionId)) ?? null)
      : null;
  return { course, subscription, facts: courseFactsOf(course, subscription !== null) };
}
