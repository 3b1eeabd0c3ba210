import { authoringTabsRepository } from '@mahir/db/repositories/authoring-tabs.repository';
import { AUTHORING_MSG } from '@mahir/shared';
import { pageOf } from '@mahir/shared/contract/fields';
import type { UserActor } from '../access/actor';
import type { ServiceDeps } from '../app-context';
import { AppError } from '../http/app-error';
import { ownedCourses } from './course-ownership';

/**
 * The course form's tabs that save on their own, apart from Save as Draft: training schedules, assignments
 * and the course's quizzes. Every call checks that the course is the tutor's.
 */
export function createCourseTabsService({ db, clock }: ServiceDeps) {
  const { ownedHead, ownedHeadById, loadOrThrow } = ownedCourses(db);

  /** A quiz of one of the tutor's courses. */
  async function ownedQuiz(actor: UserActor, quizId: number) {
    const quiz = await authoringTabsRepository.findQuiz(db, quizId);
    if (!quiz) throw AppError.notFound(AUTHORING_MSG.quizNotFound);
    await ownedHeadById(actor, quiz.course_id);
    return quiz;
  }

  return {
    async saveSchedule(
      actor: UserActor,
      input: {
        course_id: number;
        id?: number | undefined;
        title: string;
        date_time: string;
        streaming_url?: string | null | undefined;
      },
    ) {
      const head = await ownedHeadById(actor, input.course_id);
      const at = Date.parse(input.date_time);
      if (Number.isNaN(at)) throw AppError.invalid({ date_time: ['Date time is required.'] });
      const ok = await authoringTabsRepository.saveSchedule(db, head.id, {
        id: input.id,
        title: input.title,
        date_time: new Date(at).toISOString(),
        streaming_url: input.streaming_url ?? null,
      });
      if (!ok) throw AppError.notFound(AUTHORING_MSG.scheduleNotFound);
      return { training_schedules: await authoringTabsRepository.schedules(db, head.id) };
    },

    async deleteSchedule(actor: UserActor, input: { id: number; course_id: number }) {
      const head = await ownedHeadById(actor, input.course_id);
      if (!(await authoringTabsRepository.deleteSchedule(db, head.id, input.id)))
        throw AppError.notFound(AUTHORING_MSG.scheduleNotFound);
      return { training_schedules: await authoringTabsRepository.schedules(db, head.id) };
    },

    async addAssignment(
      actor: UserActor,
      input: { course_id: number; title: string; description?: string | null | undefined },
    ) {
      const head = await ownedHeadById(actor, input.course_id);
      await authoringTabsRepository.addAssignment(
        db,
        head.id,
        input.title,
        input.description ?? null,
        clock().toISOString(),
      );
      return { course_assignments: await authoringTabsRepository.assignments(db, head.id) };
    },

    async deleteAssignment(actor: UserActor, input: { id: number; course_id: number }) {
      const head = await ownedHeadById(actor, input.course_id);
      if (!(await authoringTabsRepository.deleteAssignment(db, head.id, input.id)))
        throw AppError.notFound(AUTHORING_MSG.assignmentNotFound);
      return { course_assignments: await authoringTabsRepository.assignments(db, head.id) };
    },

    /** 'Pilih Kuiz': the course's quizzes, checked when attached to a chapter. */
    async quizPicker(actor: UserActor, hashslug: string) {
      const head = await ownedHead(actor, hashslug);
      const agg = await loadOrThrow(head.id);
      const used = new Set(agg.chapters.flatMap((c) => c.quizzes.map((q) => q.quiz_id)));
      return { quizs: agg.quizzes.map((q) => ({ id: q.id, title: q.title, is_checked: used.has(q.id) })) };
    },

    ownedQuiz,

    async selectQuiz(actor: UserActor, quizId: number) {
      const quiz = await ownedQuiz(actor, quizId);
      return { quiz: { id: quiz.id, title: quiz.title } };
    },

    /**
     * The picker swapped quizzes before the save (quiz_prev -> quiz_id): both must be this tutor's, of one
     * course. The attachment itself is saved with the course; a quiz's status ('available' is what learners
     * may take) is not changed by picking it.
     */
    async swapQuiz(actor: UserActor, input: { quiz_prev?: number | null | undefined; quiz_id: number }) {
      const quiz = await ownedQuiz(actor, input.quiz_id);
      if (input.quiz_prev) {
        const prev = await ownedQuiz(actor, input.quiz_prev);
        if (prev.course_id !== quiz.course_id)
          throw AppError.invalid({ quiz_prev: [AUTHORING_MSG.quizNotFound] });
      }
      return { quiz_id: quiz.id, status: quiz.status };
    },

    /** Takes a quiz off every chapter of its course. */
    async removeQuiz(actor: UserActor, quizId: number) {
      const quiz = await ownedQuiz(actor, quizId);
      await authoringTabsRepository.detachQuiz(db, quiz.id);
      return { quiz_id: quiz.id, status: quiz.status };
    },

    async searchQuizzes(actor: UserActor, input: { hashslug: string; title: string; page: number }) {
      const head = await ownedHead(actor, input.hashslug);
      const perPage = 10;
      const { rows, total } = await authoringTabsRepository.searchQuizzes(
        db,
        head.id,
        input.title,
        input.page,
        perPage,
      );
      return { quizs: pageOf(rows, total, input.page, perPage) };
    },

    async deleteQuiz(actor: UserActor, input: { id: number; hashslug: string }) {
      const head = await ownedHead(actor, input.hashslug);
      const quiz = await authoringTabsRepository.findQuiz(db, input.id);
      if (!quiz || quiz.course_id !== head.id) throw AppError.notFound(AUTHORING_MSG.quizNotFound);
      if (await authoringTabsRepository.quizInUse(db, quiz.id))
        throw AppError.conflict(AUTHORING_MSG.quizInUse);
      await authoringTabsRepository.deleteQuiz(db, quiz.id);
      return { id: quiz.id };
    },
  };
}
