import { QUIZ_TYPE } from '../constants';

/** A row (e-book, topic, sub-topic, photo, chapter, module, attachment, access code) can be removed only when more than one exists. */
export function canRemoveRow(count: number): boolean {
  return count > 1;
}

/** What the tutor-category rule leaves of a course's commercial fields. */
export interface CommercialFields {
  price_id: number | null;
  discount_active: boolean;
  discount_sen: number;
  special_invitation: boolean;
}

/**
 * Spec 002 §4: in the tutor category price, discount and the specific settings (special invitation) are
 * hidden, so the server ignores them: no price, no discount, no invitation (and so no access codes).
 */
export function applyTutorCategoryRule(isTutorCategory: boolean, fields: CommercialFields): CommercialFields {
  if (!isTutorCategory) return fields;
  return { price_id: null, discount_active: false, discount_sen: 0, special_invitation: false };
}

/** The quiz-question fields the submit rules look at. */
export interface AuthoredQuestion {
  question: string | null | undefined;
  type: number | null | undefined;
  choice1?: string | null | undefined;
  choice2?: string | null | undefined;
  choice3?: string | null | undefined;
  choice4?: string | null | undefined;
  answer?: number | null | undefined;
  choose?: number | null | undefined;
}

export type QuestionProblem = 'question' | 'type' | 'choices' | 'answer' | 'choose';

/**
 * Spec 002 §5 quiz submit rules for one question: text and type are needed; multiple choice needs all
 * four choices and an answer 1..4; true/false needs 1 (True) or 2 (False). Null when the question is complete.
 */
export function questionProblem(q: AuthoredQuestion): QuestionProblem | null {
  const text = (q.question ?? '').replace(/<[^>]*>/g, '').trim();
  if (!text) return 'question';
  if (q.type === QUIZ_TYPE.multipleChoice) {
    const choices = [q.choice1, q.choice2, q.choice3, q.choice4];
    if (choices.some((c) => !(c ?? '').trim())) return 'choices';
    if (!q.answer || q.answer < 1 || q.answer > 4) return 'answer';
    return null;
  }
  if (q.type === QUIZ_TYPE.trueFalse) return q.choose === 1 || q.choose === 2 ? null : 'choose';
  return 'type';
}

/** Quiz authoring removes only the last question of the list. */
export function canRemoveQuestion(index: number, count: number): boolean {
  return count > 1 && index === count - 1;
}

/**
 * Spec 002 Q&A: the back office offers Reply on a top-level comment that has no replies yet; the course's
 * owner (tutor) or an admin may post it.
 */
export function canReplyInBackOffice(input: {
  isTopLevel: boolean;
  childCount: number;
  isOwnerOrAdmin: boolean;
}) {
  return input.isOwnerOrAdmin && input.isTopLevel && input.childCount === 0;
}

/** Heights the transcoder makes: 360 and 720 when not upscaling, and the source when higher than those. */
export function renditionPlan(sourceHeight: number): number[] {
  const standard = [360, 720].filter((h) => h <= sourceHeight);
  const top = standard.at(-1) ?? 0;
  return sourceHeight > top ? [...standard, sourceHeight] : standard;
}

/** How many times a failing media job runs before it is marked failed. */
export const MEDIA_JOB_MAX_ATTEMPTS = 3;

/** Wait before the next attempt: 30 s, 2 min, 8 min... */
export function retryDelayMs(attempts: number): number {
  return 30_000 * 4 ** Math.max(0, attempts - 1);
}

export type TranscodeStatus = 'none' | 'pending' | 'ready' | 'failed';

/** The back office's transcoding badge for a module. */
export function transcodeStatus(input: {
  hasVideo: boolean;
  job: { status: string } | null;
  renditions: ReadonlyArray<{ status: string }>;
}): TranscodeStatus {
  if (!input.hasVideo) return 'none';
  if (input.job?.status === 'failed' || input.renditions.some((r) => r.status === 'failed')) return 'failed';
  if (input.job && input.job.status !== 'done') return 'pending';
  if (input.renditions.length > 0 && input.renditions.every((r) => r.status === 'ready')) return 'ready';
  return input.job ? 'pending' : 'none';
}

/** A course or asset may be sent for review from draft (3) or rejected (2). */
export function canSubmitForReview(statusId: number): boolean {
  return statusId === 3 || statusId === 2;
}

/** Admin review actions on a status (spec 002 §4): publish/reject a pending item; recurring id on a published tutor course. */
export function reviewAllowed(action: 1 | 2 | 3, statusId: number, isTutor: boolean): boolean {
  if (action === 3) return statusId === 1 && isTutor;
  return statusId === 0;
}
