import type { Db } from '@mahir/db';
import { feedbackRepository } from '@mahir/db/repositories/feedback.repository';
import { learningAccessRepository } from '@mahir/db/repositories/learning-access.repository';
import { type FeedbackList, LEARNING_MSG, MSG, SUBSCRIBER_STATUSES } from '@mahir/shared';
import { ratingSummary } from '@mahir/shared/rules/rating-summary';
import { timeAgo } from '@mahir/shared/rules/readable-time';
import { accessPolicy } from '../access/access-policy';
import { type Actor, actorId, type UserActor } from '../access/actor';
import { enforce } from '../access/enforce';
import type { ServiceDeps } from '../app-context';
import { AppError } from '../http/app-error';
import { avatarUrl, requireParticipant, requireVisibleCourse } from './learning-access';

export interface NewFeedback {
  course_id: number;
  tutor_id: number;
  subscribe_id: number;
  rate: number;
  content: string;
}

/** Checks that the posted subscription is the reviewer's own, current subscription of this course. */
async function requireOwnSubscription(
  db: Db,
  userId: number,
  courseId: number,
  subscriptionId: number,
): Promise<void> {
  const row = await learningAccessRepository.subscriptionById(db, subscriptionId);
  const own =
    row !== undefined &&
    row.user_id === userId &&
    row.course_id === courseId &&
    (SUBSCRIBER_STATUSES as readonly string[]).includes(row.status);
  if (!own) throw AppError.invalid({ subscribe_id: [LEARNING_MSG.subscriptionMismatch] });
}

/** Course reviews (spec 001 "Feedback section"); the course's feedback_count and rating_sum follow every change. */
export function createFeedbackService({ db, clock }: ServiceDeps) {
  return {
    /** The reviews of a course with the rating breakdown and what the viewer may do. */
    async list(actor: Actor, courseId: number): Promise<FeedbackList> {
      const { subscription } = await requireVisibleCourse(db, actor, courseId);
      const viewerId = actorId(actor);
      const [rows, counts, mine] = await Promise.all([
        feedbackRepository.listByCourse(db, courseId),
        feedbackRepository.countsByRate(db, courseId),
        viewerId === null ? null : feedbackRepository.findIdOf(db, viewerId, courseId),
      ]);
      const summary = ratingSummary(counts);
      const now = clock();
      return {
        feedbacks: rows.map((r) => ({
          id: r.id,
          rate: r.rate,
          content: r.content,
          course_id: r.course_id,
          tutor_id: r.tutor_id,
          subscribe_id: r.subscription_id,
          user_id: r.user_id,
          fname: r.user_name,
          avatar: avatarUrl(r.avatar_hashslug, r.avatar_extension),
          created_readable: timeAgo(r.created_at, now),
          created_at: r.created_at,
        })),
        rates: summary.rates,
        rating: summary.rating,
        total: summary.total,
        mine,
        can_review: subscription !== null && mine === null,
        is_subscriber: subscription !== null,
      };
    },

    /** A subscriber's one review of a course. */
    async create(actor: UserActor, input: NewFeedback): Promise<number> {
      const userId = actor.id;
      const { course } = await requireParticipant(db, actor, input.course_id, MSG.subscribeToReview);
      if ((await feedbackRepository.findIdOf(db, userId, course.id)) !== null)
        throw AppError.conflict(LEARNING_MSG.feedbackExists);
      if (input.tutor_id !== course.user_id)
        throw AppError.invalid({ tutor_id: [LEARNING_MSG.tutorMismatch] });
      await requireOwnSubscription(db, userId, course.id, input.subscribe_id);
      const now = clock().toISOString();
      return db.transaction().execute(async (trx) => {
        // One review per user and course: the unique index decides a race, the loser writes nothing.
        const id = await feedbackRepository.insertIfAbsent(trx, {
          course_id: course.id,
          tutor_id: course.user_id,
          subscription_id: input.subscribe_id,
          user_id: userId,
          rate: input.rate,
          content: input.content,
          created_at: now,
          updated_at: now,
        });
        if (id === null) throw AppError.conflict(LEARNING_MSG.feedbackExists);
        await feedbackRepository.bumpCounters(trx, course.id, { count: 1, rating: input.rate });
        return id;
      });
    },

    /** One of the viewer's own reviews, for the edit form. */
    async get(actor: Actor, id: number): Promise<{ id: number; rate: number; content: string }> {
      const row = await feedbackRepository.find(db, id);
      enforce(accessPolicy.changeOwnItem(actor, row && { ownerId: row.user_id }), {
        hidden: LEARNING_MSG.feedbackNotFound,
      });
      if (!row) throw AppError.notFound(LEARNING_MSG.feedbackNotFound);
      return { id: row.id, rate: row.rate, content: row.content };
    },

    /** Edits the viewer's own review; a missing rating keeps the old one. rating_sum moves by the difference. */
    async update(actor: Actor, input: { id: number; rate?: number; content: string }): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const row = await feedbackRepository.find(trx, input.id, true);
        enforce(accessPolicy.changeOwnItem(actor, row && { ownerId: row.user_id }), {
          hidden: LEARNING_MSG.feedbackNotFound,
        });
        if (!row) throw AppError.notFound(LEARNING_MSG.feedbackNotFound);
        const rate = input.rate ?? row.rate;
        await feedbackRepository.update(trx, row.id, {
          rate,
          content: input.content,
          updated_at: clock().toISOString(),
        });
        if (rate !== row.rate)
          await feedbackRepository.bumpCounters(trx, row.course_id, { count: 0, rating: rate - row.rate });
      });
    },
  };
}
