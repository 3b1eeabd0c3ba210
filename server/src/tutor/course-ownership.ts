import type { Db } from '@mahir/db';
import { courseAggregateRepository } from '@mahir/db/repositories/course-aggregate.repository';
import { AUTHORING_MSG } from '@mahir/shared';
import { accessPolicy } from '../access/access-policy';
import type { UserActor } from '../access/actor';
import { enforce } from '../access/enforce';
import { AppError } from '../http/app-error';

/** The facts of a course that ownership and lock checks need. */
export interface CourseHead {
  id: number;
  hashslug: string;
  user_id: number;
  status_id: number;
  version: number;
  kind: string;
  is_tutor: number;
}

/** The authoring area's texts for the access policy's refusals. */
const AUTHOR_REFUSALS = { hidden: AUTHORING_MSG.courseNotFound, not_owner: AUTHORING_MSG.notOwner } as const;

/**
 * The authoring area's ownership check, decided by the access policy (`authorCourse`): a tutor works only
 * on their own courses and assets (404 when it does not exist, 403 when it is someone else's).
 */
export function assertOwnsCourse(actor: UserActor, head: CourseHead | undefined): asserts head is CourseHead {
  enforce(accessPolicy.authorCourse(actor, head && { ownerId: head.user_id }), AUTHOR_REFUSALS);
}

/** A tutor's own courses, found by hashslug or id, or refused (404 when missing, 403 when not theirs). */
export function ownedCourses(db: Db) {
  return {
    /** A video course of the tutor's, by hashslug. */
    async ownedHead(actor: UserActor, hashslug: string): Promise<CourseHead> {
      const head = await courseAggregateRepository.findHead(db, hashslug);
      assertOwnsCourse(actor, head);
      if (head.kind !== 'video') throw AppError.notFound(AUTHORING_MSG.courseNotFound);
      return head;
    },

    /** A course or digital asset of the tutor's, by id. */
    async ownedHeadById(actor: UserActor, id: number): Promise<CourseHead> {
      const head = await courseAggregateRepository.findHeadById(db, id);
      assertOwnsCourse(actor, head);
      return head;
    },

    /** The whole course aggregate (its ownership already checked). */
    async loadOrThrow(id: number) {
      const agg = await courseAggregateRepository.load(db, id);
      if (!agg) throw AppError.notFound(AUTHORING_MSG.courseNotFound);
      return agg;
    },
  };
}
