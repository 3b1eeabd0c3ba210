import { describe, expect, it } from 'vitest';
import {
  applyTutorCategoryRule,
  canRemoveQuestion,
  canRemoveRow,
  canReplyInBackOffice,
  canSubmitForReview,
  questionProblem,
  renditionPlan,
  retryDelayMs,
  reviewAllowed,
  transcodeStatus,
} from './authoring';

describe('authoring rules', () => {
  it('removes rows only when more than one exists', () => {
    expect(canRemoveRow(1)).toBe(false);
    expect(canRemoveRow(2)).toBe(true);
  });

  it('drops price, discount and invitation in the tutor category only', () => {
    const fields = { price_id: 3, discount_active: true, discount_sen: 500, special_invitation: true };
    expect(applyTutorCategoryRule(false, fields)).toEqual(fields);
    expect(applyTutorCategoryRule(true, fields)).toEqual({
      price_id: null,
      discount_active: false,
      discount_sen: 0,
      special_invitation: false,
    });
  });

  it('applies the quiz submit rules per question type', () => {
    const mc = {
      question: '<p>2+2?</p>',
      type: 1,
      choice1: '1',
      choice2: '2',
      choice3: '3',
      choice4: '4',
      answer: 4,
    };
    expect(questionProblem(mc)).toBeNull();
    expect(questionProblem({ ...mc, question: '<p> </p>' })).toBe('question');
    expect(questionProblem({ ...mc, choice3: ' ' })).toBe('choices');
    expect(questionProblem({ ...mc, answer: null })).toBe('answer');
    expect(questionProblem({ ...mc, answer: 5 })).toBe('answer');
    expect(questionProblem({ question: 'Sky is blue', type: 2, choose: 1 })).toBeNull();
    expect(questionProblem({ question: 'Sky is blue', type: 2, choose: 3 })).toBe('choose');
    expect(questionProblem({ question: 'x', type: 3 })).toBe('type');
    expect(questionProblem({ question: 'x', type: null })).toBe('type');
  });

  it('removes only the last question', () => {
    expect(canRemoveQuestion(2, 3)).toBe(true);
    expect(canRemoveQuestion(1, 3)).toBe(false);
    expect(canRemoveQuestion(0, 1)).toBe(false);
  });

  it('allows a back-office reply on a top-level comment without replies, by owner or admin', () => {
    expect(canReplyInBackOffice({ isTopLevel: true, childCount: 0, isOwnerOrAdmin: true })).toBe(true);
    expect(canReplyInBackOffice({ isTopLevel: true, childCount: 1, isOwnerOrAdmin: true })).toBe(false);
    expect(canReplyInBackOffice({ isTopLevel: false, childCount: 0, isOwnerOrAdmin: true })).toBe(false);
    expect(canReplyInBackOffice({ isTopLevel: true, childCount: 0, isOwnerOrAdmin: false })).toBe(false);
  });

  it('plans renditions without upscaling and keeps a higher source', () => {
    expect(renditionPlan(1080)).toEqual([360, 720, 1080]);
    expect(renditionPlan(720)).toEqual([360, 720]);
    expect(renditionPlan(480)).toEqual([360, 480]);
    expect(renditionPlan(240)).toEqual([240]);
  });

  it('backs off between retries', () => {
    expect(retryDelayMs(1)).toBe(30_000);
    expect(retryDelayMs(2)).toBe(120_000);
  });

  it('shows the transcoding state', () => {
    expect(transcodeStatus({ hasVideo: false, job: null, renditions: [] })).toBe('none');
    expect(transcodeStatus({ hasVideo: true, job: { status: 'queued' }, renditions: [] })).toBe('pending');
    expect(transcodeStatus({ hasVideo: true, job: { status: 'failed' }, renditions: [] })).toBe('failed');
    expect(
      transcodeStatus({ hasVideo: true, job: { status: 'done' }, renditions: [{ status: 'ready' }] }),
    ).toBe('ready');
  });

  it('submits drafts and rejected items; reviews pending ones; recurring id on published tutor courses', () => {
    expect(canSubmitForReview(3)).toBe(true);
    expect(canSubmitForReview(2)).toBe(true);
    expect(canSubmitForReview(0)).toBe(false);
    expect(canSubmitForReview(1)).toBe(false);
    expect(reviewAllowed(1, 0, false)).toBe(true);
    expect(reviewAllowed(2, 1, false)).toBe(false);
    expect(reviewAllowed(3, 1, true)).toBe(true);
    expect(reviewAllowed(3, 1, false)).toBe(false);
  });
});
