import { z } from 'zod';
import { MSG } from '../messages';
import { Id, requiredText } from './fields';
import { LEARNING_MSG } from './learning-text';
import { defineRoute } from './route';

export { LEARNING_MSG } from './learning-text';

/** Longest question, answer or reply text. */
export const COMMENT_MAX = 2000;
/** Longest review text. */
export const FEEDBACK_MAX = 2000;

// ---- Quizzes ----

/** A question as learners see it: never the correct answer (`answer`/`choose`). `question` is sanitized HTML. */
export const QuizQuestionView = z.object({
  id: z.number().int(),
  question: z.string(),
  type: z.number().int(),
  choice1: z.string().nullable(),
  choice2: z.string().nullable(),
  choice3: z.string().nullable(),
  choice4: z.string().nullable(),
});
export type QuizQuestionView = z.infer<typeof QuizQuestionView>;

/** The viewer's submission of a quiz. */
export const QuizSubmitted = z.object({
  score: z.number().int(),
  correct: z.number().int(),
  total: z.number().int(),
  created_at: z.string(),
});
export type QuizSubmitted = z.infer<typeof QuizSubmitted>;

export const QuizInfo = z.object({
  id: z.number().int(),
  course_id: z.number().int(),
  title: z.string(),
  questions: z.array(QuizQuestionView),
  submitted: QuizSubmitted.nullable(),
});
export type QuizInfo = z.infer<typeof QuizInfo>;

/** One answer of a submission: 1..4, or 1 (Betul) / 0 (Salah); null or absent when skipped. */
export const QuizAnswerInput = z.object({
  id: Id,
  answer: z.preprocess((v) => (v === '' || v === undefined ? null : v), z.coerce.number().int().nullable()),
});

export const QuizScoreRow = z.object({
  id: z.number().int(),
  quiz_id: z.number().int(),
  quiz: z.object({ title: z.string() }),
  correct: z.number().int(),
  total: z.number().int(),
  score: z.number().int(),
  /** '75%' */
  score2: z.string(),
  created_at: z.string(),
  /** '21 Nov 2026' */
  created_at_date: z.string(),
});
export type QuizScoreRow = z.infer<typeof QuizScoreRow>;

export const ChapterQuiz = z.object({
  quiz_id: z.number().int(),
  chapter_id: z.number().int(),
  quiz: z.object({ id: z.number().int(), title: z.string() }),
  /** The viewer has submitted it: the chapter list shows a tick and does not reopen it. */
  submitted: z.boolean(),
  score: z.number().int().nullable(),
});
export type ChapterQuiz = z.infer<typeof ChapterQuiz>;

// ---- Q&A ----

/** An answer or a reply, with its own replies; answers to the viewer's own question carry `can_reply`. */
export const DiscussionAnswer = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  cname: z.string(),
  comment: z.string(),
  /** Readable time, e.g. '3 days ago'. */
  posted: z.string(),
  created_at: z.string(),
  avatar: z.string().nullable(),
  can_reply: z.boolean(),
  get children(): z.ZodArray<typeof DiscussionAnswer> {
    return z.array(DiscussionAnswer);
  },
});
export type DiscussionAnswer = z.infer<typeof DiscussionAnswer>;

/** A learner's question (top-level) with its answers. */
export const DiscussionQuestion = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  qname: z.string(),
  comment: z.string(),
  posted: z.string(),
  created_at: z.string(),
  avatar: z.string().nullable(),
  children: z.array(DiscussionAnswer),
});
export type DiscussionQuestion = z.infer<typeof DiscussionQuestion>;

export const QnaList = z.object({
  course: z.object({ id: z.number().int(), discussions: z.array(DiscussionQuestion) }),
  /** The viewer's avatar, or null. */
  avatar: z.string().nullable(),
  /** A logged-in subscriber who has not asked yet: the 'Pertanyaan' form shows. */
  can_ask: z.boolean(),
  has_asked: z.boolean(),
  is_subscriber: z.boolean(),
});
export type QnaList = z.infer<typeof QnaList>;

export const QnaCreateBody = z.object({
  comment: requiredText(MSG.commentRequired, COMMENT_MAX),
  course_id: Id,
});

const Position = z.coerce.number().int().min(0).max(100_000).optional();
/** The reply text, or (older clients) every reply box of the page indexed by `index` and `index2`. */
const ReplyBoxes = z.union([z.string(), z.array(z.unknown()), z.record(z.string(), z.unknown())]).optional();

function pickReply(boxes: unknown, index?: number, index2?: number): unknown {
  if (typeof boxes !== 'object' || boxes === null) return boxes;
  const row = index === undefined ? undefined : (boxes as Record<string, unknown>)[index];
  if (typeof row !== 'object' || row === null) return row;
  return index2 === undefined ? undefined : (row as Record<string, unknown>)[index2];
}

/** A reply to an answer; `id` is the answer replied to, `index`/`index2` the client's positions. */
export const QnaReplyBody = z
  .object({ comment2: ReplyBoxes, course_id: Id, id: Id, index: Position, index2: Position })
  .transform((b) => ({ ...b, comment2: pickReply(b.comment2, b.index, b.index2) }))
  .pipe(
    z.object({
      comment2: requiredText(MSG.commentRequired, COMMENT_MAX),
      course_id: z.number(),
      id: z.number(),
      index: z.number().optional(),
      index2: z.number().optional(),
    }),
  );

// ---- Feedback ----

const RateValue = z.coerce
  .number({ error: LEARNING_MSG.rateRange })
  .int(LEARNING_MSG.rateRange)
  .min(1, LEARNING_MSG.rateRange)
  .max(5, LEARNING_MSG.rateRange);
const blank = (v: unknown) => v === undefined || v === null || v === '';

/** The fields of the review form; the rating defaults to 1 (spec 001 §5). */
export const FeedbackForm = z.object({
  rate: z.preprocess((v) => (blank(v) ? 1 : v), RateValue),
  content: requiredText(MSG.feedbackContentRequired, FEEDBACK_MAX),
});

export const FeedbackCreateBody = FeedbackForm.extend({
  course_id: Id,
  tutor_id: Id,
  subscribe_id: Id,
});

/** An edit; a missing rating keeps the one given before. */
export const FeedbackUpdateBody = z.object({
  id: Id,
  rate: z.preprocess((v) => (blank(v) ? undefined : v), RateValue.optional()),
  content: requiredText(MSG.feedbackContentRequired, FEEDBACK_MAX),
});

export const FeedbackItem = z.object({
  id: z.number().int(),
  rate: z.number().int(),
  content: z.string(),
  course_id: z.number().int(),
  tutor_id: z.number().int(),
  subscribe_id: z.number().int(),
  user_id: z.number().int(),
  fname: z.string(),
  avatar: z.string().nullable(),
  /** Readable time, e.g. '2 weeks ago'. */
  created_readable: z.string(),
  created_at: z.string(),
});
export type FeedbackItem = z.infer<typeof FeedbackItem>;

export const FeedbackRate = z.object({
  star: z.number().int(),
  no: z.number().int(),
  percent: z.number().int(),
  color: z.string(),
});

export const FeedbackList = z.object({
  feedbacks: z.array(FeedbackItem),
  /** Stars 5 down to 1. */
  rates: z.array(FeedbackRate),
  /** Average, one decimal. */
  rating: z.number(),
  total: z.number().int(),
  /** The viewer's own feedback id, or null. */
  mine: z.number().int().nullable(),
  /** A subscriber without feedback yet: the create form shows. */
  can_review: z.boolean(),
  is_subscriber: z.boolean(),
});
export type FeedbackList = z.infer<typeof FeedbackList>;

const CourseIdParam = z.object({ courseId: Id });
const Created = z.object({ id: z.number().int() });

export const learningContract = {
  quizInfo: defineRoute({
    method: 'POST',
    path: '/ajax/v2/vod/quiz/info',
    summary: 'A quiz to take: title and questions without their answers, and the viewer’s submission',
    tag: 'learning',
    access: 'user',
    owner: 'course',
    encoding: 'form',
    body: z.object({ quiz_id: Id }),
    response: z.object({ quiz: QuizInfo }),
  }),
  submitQuiz: defineRoute({
    method: 'POST',
    path: '/ajax/v2/vod/submit-quiz/{courseId}/{quizId}',
    summary: 'Submit a quiz once; graded on the server',
    tag: 'learning',
    access: 'user',
    owner: 'course',
    encoding: 'json',
    params: z.object({ courseId: Id, quizId: Id }),
    body: z.object({ questions: z.array(QuizAnswerInput).max(500) }),
    response: z.object({
      quiz: z.object({
        correct: z.number().int(),
        total: z.number().int(),
        score: z.number().int(),
        created_at: z.string(),
      }),
    }),
  }),
  quizScores: defineRoute({
    method: 'POST',
    path: '/ajax/v2/vod/quiz/scores',
    summary: 'The viewer’s quiz results in a course',
    tag: 'learning',
    access: 'user',
    owner: 'course',
    encoding: 'form',
    body: z.object({ course_id: Id }),
    response: z.object({ scores: z.array(QuizScoreRow) }),
  }),
  chapterQuizzes: defineRoute({
    method: 'POST',
    path: '/ajax/v2/vod/quizs',
    summary: 'The quizzes of a chapter, with whether the viewer submitted each',
    tag: 'learning',
    access: 'public',
    owner: 'course',
    encoding: 'form',
    body: z.object({ course_id: Id, chapter_id: Id }),
    response: z.object({ quizs: z.array(ChapterQuiz) }),
  }),
  qnaCreate: defineRoute({
    method: 'POST',
    path: '/ajax/v2/vod/qna/create',
    summary: 'Ask a question on a course (subscribers, once per course)',
    tag: 'learning',
    access: 'user',
    verifiedEmail: true,
    owner: 'course',
    encoding: 'form',
    body: QnaCreateBody,
    response: Created,
  }),
  qnaQuestions: defineRoute({
    method: 'GET',
    path: '/ajax/v2/vod/qna/question/{courseId}',
    summary: 'The Q&A threads of a course and what the viewer may do',
    tag: 'learning',
    access: 'public',
    owner: 'course',
    params: CourseIdParam,
    response: QnaList,
  }),
  qnaReply: defineRoute({
    method: 'POST',
    path: '/ajax/v2/vod/qna/reply/answer',
    summary: 'The question’s author replies once to an answer; answers the refreshed threads',
    tag: 'learning',
    access: 'user',
    verifiedEmail: true,
    owner: 'discussion',
    encoding: 'json',
    body: QnaReplyBody,
    response: QnaList,
  }),
  feedbackCreate: defineRoute({
    method: 'POST',
    path: '/ajax/v2/vod/feedback/create',
    summary: 'Review a course (subscribers, once per course)',
    tag: 'learning',
    access: 'user',
    verifiedEmail: true,
    owner: 'subscription',
    encoding: 'form',
    body: FeedbackCreateBody,
    response: Created,
  }),
  feedbackCourse: defineRoute({
    method: 'GET',
    path: '/ajax/v2/vod/feedback/course/{courseId}',
    summary: 'Reviews of a course with the rating breakdown and what the viewer may do',
    tag: 'learning',
    access: 'public',
    owner: 'course',
    params: CourseIdParam,
    response: FeedbackList,
  }),
  feedbackById: defineRoute({
    method: 'GET',
    path: '/ajax/v2/vod/feedback/id/{id}',
    summary: 'One of the viewer’s own reviews, to edit',
    tag: 'learning',
    access: 'user',
    owner: 'feedback',
    params: z.object({ id: Id }),
    response: z.object({ id: z.number().int(), rate: z.number().int(), content: z.string() }),
  }),
  feedbackUpdate: defineRoute({
    method: 'POST',
    path: '/ajax/v2/vod/feedback/update',
    summary: 'Edit one of the viewer’s own reviews',
    tag: 'learning',
    access: 'user',
    verifiedEmail: true,
    owner: 'feedback',
    encoding: 'form',
    body: FeedbackUpdateBody,
    response: Created,
  }),
};
