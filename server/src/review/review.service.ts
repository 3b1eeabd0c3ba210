import { indexCourses, unindexCourses } from '@mahir/db';
import { courseAggregateRepository } from '@mahir/db/repositories/course-aggregate.repository';
import { AUTHORING_MSG, COURSE_STATUS, REVIEW_MSG } from '@mahir/shared';
import { reviewAllowed } from '@mahir/shared/rules/authoring';
import type { UserActor } from '../access/actor';
import type { ServiceDeps } from '../app-context';
import { AppError } from '../http/app-error';
import type { MailNotices } from '../mail/mail-notices';
import type { CourseViews } from '../tutor/course-view';
import { courseListPage, replyToDiscussion } from '../tutor/tutor-course.service';

/** Which courses each review area sees. */
export const REVIEW_KINDS = { course: ['video'], asset: ['ebook', 'audio', 'photo'] } as const;
export type ReviewArea = keyof typeof REVIEW_KINDS;

/** Admin review of courses and digital assets: lists, read-only views, publish, reject, recurring id. */
export function createReviewService(deps: ServiceDeps & { views: CourseViews; mail: MailNotices }) {
  const { db, clock, views, mail } = deps;

  async function headIn(area: ReviewArea, hashslug: string) {
    const head = await courseAggregateRepository.findHead(db, hashslug);
    if (!head || !(REVIEW_KINDS[area] as readonly string[]).includes(head.kind))
      throw AppError.notFound(AUTHORING_MSG.courseNotFound);
    return head;
  }

  async function aggregate(id: number) {
    const agg = await courseAggregateRepository.load(db, id);
    if (!agg) throw AppError.notFound(AUTHORING_MSG.courseNotFound);
    return agg;
  }

  return {
    list(
      area: ReviewArea,
      query: { page: number; status?: number | undefined; search?: string | undefined },
    ) {
      return courseListPage(db, { kinds: [...REVIEW_KINDS[area]], ...query });
    },

    async course(actor: UserActor, hashslug: string) {
      const head = await headIn('course', hashslug);
      return { course: await views.course(await aggregate(head.id), actor.id) };
    },

    async asset(actor: UserActor, hashslug: string) {
      const head = await headIn('asset', hashslug);
      return { course: await views.asset(await aggregate(head.id), actor.id) };
    },

    /** Action 1 publishes, 2 rejects with a reason (shown to the tutor), 3 updates a published tutor course's recurring id. */
    async review(
      area: ReviewArea,
      input: {
        hashslug: string;
        action: number;
        reject_reason?: string | null | undefined;
        recurring_id?: string | null | undefined;
      },
    ) {
      const head = await headIn(area, input.hashslug);
      const action = input.action as 1 | 2 | 3;
      if (!reviewAllowed(action, head.status_id, head.is_tutor === 1))
        throw AppError.conflict(action === 3 ? REVIEW_MSG.notPublishedTutorCourse : REVIEW_MSG.notPending);
      const now = clock().toISOString();
      // The outcome and the tutor's mail about it are one change.
      if (action === 1) {
        await db.transaction().execute(async (trx) => {
          await courseAggregateRepository.setStatus(
            trx,
            head.id,
            { status_id: COURSE_STATUS.published, reject_reason: null, published_at: now },
            now,
          );
          await mail.contentReviewed(trx, head.id, 'published', now);
        });
        await indexCourses(db, [head.id]);
      } else if (action === 2) {
        await db.transaction().execute(async (trx) => {
          await courseAggregateRepository.setStatus(
            trx,
            head.id,
            { status_id: COURSE_STATUS.rejected, reject_reason: input.reject_reason ?? '' },
            now,
          );
          await mail.contentReviewed(trx, head.id, 'rejected', now);
        });
        await unindexCourses(db, [head.id]);
      } else {
        await courseAggregateRepository.setStatus(
          db,
          head.id,
          { status_id: head.status_id, recurring_id: input.recurring_id ?? null },
          now,
        );
      }
      const after = await courseAggregateRepository.findHeadById(db, head.id);
      const message =
        action === 1
          ? REVIEW_MSG.published
          : action === 2
            ? REVIEW_MSG.rejected
            : REVIEW_MSG.recurringUpdated;
      return {
        data: {
          hashslug: head.hashslug,
          status_id: after?.status_id ?? head.status_id,
          url: area === 'course' ? '/backoffice/admin/courses' : '/backoffice/admin/digital-assets',
        },
        message,
      };
    },

    async reply(actor: UserActor, input: { course_id: number; id: number; comment: string }) {
      const head = await courseAggregateRepository.findHeadById(db, input.course_id);
      if (!head) throw AppError.notFound(AUTHORING_MSG.courseNotFound);
      return replyToDiscussion(db, actor, head.id, input.id, input.comment, clock());
    },
  };
}
