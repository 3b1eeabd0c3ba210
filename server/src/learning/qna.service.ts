import { type DiscussionListRow, qnaRepository } from '@mahir/db/repositories/qna.repository';
import {
  type DiscussionAnswer,
  type DiscussionQuestion,
  LEARNING_MSG,
  MSG,
  type QnaList,
} from '@mahir/shared';
import {
  buildDiscussionTree,
  canReplyToAnswer,
  type DiscussionNode,
} from '@mahir/shared/rules/discussion-tree';
import { timeAgo } from '@mahir/shared/rules/readable-time';
import { type Actor, actorId, type UserActor } from '../access/actor';
import type { ServiceDeps } from '../app-context';
import { AppError } from '../http/app-error';
import { avatarUrl, requireParticipant, requireVisibleCourse, viewerAvatar } from './learning-access';

type Node = DiscussionNode<DiscussionListRow>;

function answerOf(
  node: Node,
  questionAuthorId: number,
  viewerId: number | null,
  now: Date,
): DiscussionAnswer {
  return {
    id: node.id,
    user_id: node.user_id,
    cname: node.user_name,
    comment: node.comment,
    posted: timeAgo(node.created_at, now),
    created_at: node.created_at,
    avatar: avatarUrl(node.avatar_hashslug, node.avatar_extension),
    can_reply: canReplyToAnswer({
      viewerId,
      questionAuthorId,
      answerDepth: node.depth,
      replyCount: node.children.length,
    }),
    children: node.children.map((c) => answerOf(c, questionAuthorId, viewerId, now)),
  };
}

function questionOf(node: Node, viewerId: number | null, now: Date): DiscussionQuestion {
  return {
    id: node.id,
    user_id: node.user_id,
    qname: node.user_name,
    comment: node.comment,
    posted: timeAgo(node.created_at, now),
    created_at: node.created_at,
    avatar: avatarUrl(node.avatar_hashslug, node.avatar_extension),
    children: node.children.map((c) => answerOf(c, node.user_id, viewerId, now)),
  };
}

/** Course Q&A (spec 001 "Pertanyaan form, Senarai Soalan & Jawapan"). */
export function createQnaService({ db, clock }: ServiceDeps) {
  return {
    /** The threads of a course and what the viewer may do there. */
    async list(actor: Actor, courseId: number): Promise<QnaList> {
      const { subscription } = await requireVisibleCourse(db, actor, courseId);
      const viewerId = actorId(actor);
      const [rows, avatar] = await Promise.all([
        qnaRepository.listByCourse(db, courseId),
        viewerAvatar(db, viewerId),
      ]);
      const now = clock();
      const hasAsked = viewerId !== null && rows.some((r) => r.parent_id === null && r.user_id === viewerId);
      return {
        course: {
          id: courseId,
          discussions: buildDiscussionTree(rows).map((q) => questionOf(q, viewerId, now)),
        },
        avatar,
        can_ask: subscription !== null && !hasAsked,
        has_asked: hasAsked,
        is_subscriber: subscription !== null,
      };
    },

    /** A subscriber's one question on a course; the course's question counter moves in the same transaction. */
    async ask(actor: UserActor, courseId: number, comment: string): Promise<number> {
      await requireParticipant(db, actor, courseId, MSG.subscribeToAsk);
      return db.transaction().execute(async (trx) => {
        // One question per user and course: the partial unique index decides a race, the loser writes nothing.
        const id = await qnaRepository.insertQuestionIfAbsent(trx, {
          course_id: courseId,
          user_id: actor.id,
          parent_id: null,
          comment,
          created_at: clock().toISOString(),
        });
        if (id === null) throw AppError.conflict(LEARNING_MSG.questionAlreadyAsked);
        await qnaRepository.bumpQuestionCount(trx, courseId, 1);
        return id;
      });
    },

    /** The question's author replies to an answer that has no reply yet. */
    async reply(actor: UserActor, courseId: number, answerId: number, comment: string): Promise<void> {
      await requireVisibleCourse(db, actor, courseId);
      const userId = actor.id;
      await db.transaction().execute(async (trx) => {
        const answer = await qnaRepository.find(trx, answerId, courseId, true);
        if (!answer) throw AppError.notFound(LEARNING_MSG.discussionNotFound);
        const question =
          answer.parent_id === null ? undefined : await qnaRepository.find(trx, answer.parent_id, courseId);
        const allowed = canReplyToAnswer({
          viewerId: userId,
          questionAuthorId: question?.user_id ?? -1,
          answerDepth: question && question.parent_id === null ? 2 : 0,
          replyCount: await qnaRepository.countChildren(trx, answer.id),
        });
        if (!allowed) throw AppError.forbidden(LEARNING_MSG.replyNotAllowed);
        await qnaRepository.insert(trx, {
          course_id: courseId,
          user_id: userId,
          parent_id: answer.id,
          comment,
          created_at: clock().toISOString(),
        });
      });
    },
  };
}
