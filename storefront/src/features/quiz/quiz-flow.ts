import { useCallback, useReducer } from 'react';

/** Where the learner is in a quiz (spec 001 §4: start, one question at a time, confirmation, result). */
export type QuizStep = 'intro' | 'question' | 'confirm' | 'result';

export interface QuizFlowState {
  step: QuizStep;
  /** Position of the question shown. */
  index: number;
  /** Chosen values by question id: 1..4, or 1 Betul / 0 Salah. */
  answers: Record<number, number>;
  /** The "close this quiz?" confirmation is showing. */
  confirmingClose: boolean;
}

type Action =
  | { type: 'start' }
  | { type: 'answer'; questionId: number; value: number }
  | { type: 'go'; index: number; total: number }
  | { type: 'review' }
  | { type: 'back' }
  | { type: 'finish' }
  | { type: 'askClose' }
  | { type: 'keepGoing' }
  | { type: 'reset' };

const INITIAL: QuizFlowState = { step: 'intro', index: 0, answers: {}, confirmingClose: false };

function reduce(state: QuizFlowState, action: Action): QuizFlowState {
  switch (action.type) {
    case 'start':
      return { ...state, step: 'question', index: 0 };
    case 'answer':
      return { ...state, answers: { ...state.answers, [action.questionId]: action.value } };
    case 'go':
      return { ...state, step: 'question', index: Math.max(0, Math.min(action.index, action.total - 1)) };
    case 'review':
      return { ...state, step: 'confirm' };
    case 'back':
      return { ...state, step: 'question' };
    case 'finish':
      return { ...state, step: 'result', confirmingClose: false };
    case 'askClose':
      return { ...state, confirmingClose: true };
    case 'keepGoing':
      return { ...state, confirmingClose: false };
    case 'reset':
      return INITIAL;
  }
}

/** The quiz modal's state machine; closing needs a confirmation only while answers could be lost. */
export function useQuizFlow() {
  const [state, dispatch] = useReducer(reduce, INITIAL);
  const inProgress = state.step === 'question' || state.step === 'confirm';
  return {
    state,
    inProgress,
    start: useCallback(() => dispatch({ type: 'start' }), []),
    answer: useCallback(
      (questionId: number, value: number) => dispatch({ type: 'answer', questionId, value }),
      [],
    ),
    go: useCallback((index: number, total: number) => dispatch({ type: 'go', index, total }), []),
    review: useCallback(() => dispatch({ type: 'review' }), []),
    back: useCallback(() => dispatch({ type: 'back' }), []),
    finish: useCallback(() => dispatch({ type: 'finish' }), []),
    askClose: useCallback(() => dispatch({ type: 'askClose' }), []),
    keepGoing: useCallback(() => dispatch({ type: 'keepGoing' }), []),
    reset: useCallback(() => dispatch({ type: 'reset' }), []),
  };
}
