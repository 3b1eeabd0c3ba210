import type { Db } from '@mahir/db';
import { chapterReleaseRepository } from '@mahir/db/repositories/chapter-release.repository';
import { chapterNotOpenText, REFUSAL_ERROR_CODES } from '@mahir/shared';
import { malaysiaDay } from '@mahir/shared/rules/malaysia-time';
import { chapterReleaseFor } from '@mahir/shared/school-calendar/learner-release';
import type { Actor } from '../access/actor';
import type { Clock } from '../app-context';
import { AppError } from '../http/app-error';
import { loadSchoolCalendars } from './school-calendars';

/** The course facts a release check needs: only package (Mahir Tutor) courses open chapters by school week. */
interface ReleasedCourse {
  id: number;
  is_tutor: number;
}

/** When a chapter of `week` opens for this viewer today: null when it is open. */
type OpensOn = (week: number | null) => string | null;

const alwaysOpen: OpensOn = () => null;

/**
 * Chapters of package courses released by school week (issue 23): the day each opens for the viewer (by the
 * school calendar of today's Malaysia year and the group of the viewer's state), and the refusal of a module or
 * quiz of a chapter not open yet. Visitors and learners without a state follow group B.
 */
export function createChapterReleases({ db, clock }: { db: Db; clock: Clock }) {
  async function opensOnFor(actor: Actor, course: ReleasedCourse): Promise<OpensOn> {
    if (course.is_tutor !== 1) return alwaysOpen;
    const day = malaysiaDay(clock());
    const [calendars, state] = await Promise.all([
      loadSchoolCalendars(db, [Number(day.slice(0, 4))]),
      actor.kind === 'user' ? chapterReleaseRepository.stateName(db, actor.id) : null,
    ]);
    return (week) => {
      const release = chapterReleaseFor(calendars, state, week, day);
      return release.open ? null : release.opens;
    };
  }

  const refuse = (opens: string) =>
    AppError.forbidden(chapterNotOpenText(opens), REFUSAL_ERROR_CODES.chapterNotOpen);

  return {
    /** The day each chapter of the course opens for the viewer, by chapter id (null: open). */
    async opensOn(actor: Actor, course: ReleasedCourse): Promise<(chapterId: number) => string | null> {
      const [opensOn, weeks] = await Promise.all([
        opensOnFor(actor, course),
        course.is_tutor === 1
          ? chapterReleaseRepository.weeks(db, course.id)
          : new Map<number, number | null>(),
      ]);
      return (chapterId) => opensOn(weeks.get(chapterId) ?? null);
    },

    /** Throws 403 `chapter_not_open` with the day it opens when the module's chapter is not open yet. */
    async assertChapterOpen(actor: Actor, course: ReleasedCourse, chapterId: number): Promise<void> {
      if (course.is_tutor !== 1) return;
      const opens = (await this.opensOn(actor, course))(chapterId);
      if (opens) throw refuse(opens);
    },

    /** The same for a quiz: refused while every chapter of the course holding it is not open yet. */
    async assertQuizOpen(actor: Actor, course: ReleasedCourse, quizId: number): Promise<void> {
      if (course.is_tutor !== 1) return;
      const [opensOn, weeks] = await Promise.all([
        opensOnFor(actor, course),
        chapterReleaseRepository.quizWeeks(db, quizId, course.id),
      ]);
      const days = weeks.map(opensOn);
      if (days.length > 0 && days.every((d) => d !== null)) throw refuse([...days].sort()[0] as string);
    },
  };
}

export type ChapterReleases = ReturnType<typeof createChapterReleases>;
