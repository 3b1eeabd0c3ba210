/** A quiz counts as passed at this score (whole percent) or above. The specs set no pass mark; this is ours. */
export const QUIZ_PASS_PERCENT = 50;

/** What the course page already holds (`/ajax/v2/vod/chapters` and `/ajax/v2/vod/quiz/scores`). */
export interface CompletionInput {
  chapters: ReadonlyArray<{
    modules: ReadonlyArray<{ id: number; is_watched: boolean }>;
    quizs: ReadonlyArray<{ quiz_id: number }>;
  }>;
  scores: ReadonlyArray<{ quiz_id: number; score: number }>;
}

export interface CourseCompletion {
  finished: boolean;
  modules: { watched: number; total: number };
  quizzes: { passed: number; total: number };
  /** What is still to do, for the page's "to finish" list. */
  unwatchedModuleIds: number[];
  unpassedQuizIds: number[];
}

/**
 * Whether a learner has finished a course: every module watched and every quiz of its chapters passed (best
 * score at least QUIZ_PASS_PERCENT). A course with no modules and no quizzes is never finished: there was
 * nothing to learn, so nothing to certify. A quiz in two chapters counts once.
 */
export function courseCompletion(input: CompletionInput): CourseCompletion {
  const modules = input.chapters.flatMap((c) => c.modules);
  const quizIds = [...new Set(input.chapters.flatMap((c) => c.quizs.map((q) => q.quiz_id)))];
  const best = new Map<number, number>();
  for (const s of input.scores) best.set(s.quiz_id, Math.max(best.get(s.quiz_id) ?? 0, s.score));
  const unwatchedModuleIds = modules.filter((m) => !m.is_watched).map((m) => m.id);
  const unpassedQuizIds = quizIds.filter((id) => (best.get(id) ?? -1) < QUIZ_PASS_PERCENT);
  const total = modules.length + quizIds.length;
  return {
    finished: total > 0 && unwatchedModuleIds.length === 0 && unpassedQuizIds.length === 0,
    modules: { watched: modules.length - unwatchedModuleIds.length, total: modules.length },
    quizzes: { passed: quizIds.length - unpassedQuizIds.length, total: quizIds.length },
    unwatchedModuleIds,
    unpassedQuizIds,
  };
}
