import type { Db } from '../connection';
import type { MediaFile } from '../schema';
import { diffRows, type Trx } from './course-aggregate.diff';
import type {
  AggregateChanges,
  AggregateChapter,
  AggregateModule,
  ChapterWrite,
} from './course-aggregate.types';

/** Chapters and modules of a course: the rows a load needs, before media are attached. */
export async function loadChapterRows(db: Db, courseId: number) {
  const [chapters, modules, chapterQuizzes] = await Promise.all([
    db
      .selectFrom('chapters')
      .selectAll()
      .where('course_id', '=', courseId)
      .orderBy('position')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('modules')
      .selectAll()
      .where('course_id', '=', courseId)
      .orderBy('position')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('chapter_quizzes')
      .innerJoin('chapters', 'chapters.id', 'chapter_quizzes.chapter_id')
      .innerJoin('quizzes', 'quizzes.id', 'chapter_quizzes.quiz_id')
      .select(['chapter_quizzes.chapter_id', 'quizzes.id', 'quizzes.hashslug', 'quizzes.title'])
      .where('chapters.course_id', '=', courseId)
      .orderBy('chapter_quizzes.position')
      .execute(),
  ]);
  const moduleIds = modules.map((m) => m.id);
  const [renditions, jobs] = await Promise.all([
    moduleIds.length
      ? db
          .selectFrom('module_renditions')
          .select(['module_id', 'quality', 'status', 'error'])
          .where('module_id', 'in', moduleIds)
          .orderBy('quality', 'desc')
          .execute()
      : Promise.resolve([]),
    moduleIds.length
      ? db
          .selectFrom('media_jobs')
          .select(['target_id', 'media_id', 'status', 'error', 'attempts'])
          .where('kind', '=', 'transcode')
          .where('target_id', 'in', moduleIds)
          .orderBy('id', 'desc')
          .execute()
      : Promise.resolve([]),
  ]);
  return { chapters, modules, chapterQuizzes, renditions, jobs };
}
export type ChapterRows = Awaited<ReturnType<typeof loadChapterRows>>;

/** The media ids the chapter rows refer to. */
export function chapterMediaIds(rows: ChapterRows): Array<number | null> {
  return rows.modules.map((m) => m.media_id);
}

/** Chapters with their modules (renditions, latest transcode job) and chosen quizzes. */
export function assembleChapters(rows: ChapterRows, media: Map<number, MediaFile>): AggregateChapter[] {
  const { chapters, modules, chapterQuizzes, renditions, jobs } = rows;
  const aggregateModules = modules.map<AggregateModule & { chapter_id: number }>((m) => {
    const job = jobs.find((j) => j.target_id === m.id && j.media_id === m.media_id);
    return {
      id: m.id,
      chapter_id: m.chapter_id,
      hashslug: m.hashslug,
      title: m.title,
      position: m.position,
      duration: m.duration,
      is_preview: m.is_preview,
      media: m.media_id === null ? null : (media.get(m.media_id) ?? null),
      poster_media_id: m.poster_media_id,
      renditions: renditions
        .filter((r) => r.module_id === m.id)
        .map((r) => ({ quality: r.quality, status: r.status, error: r.error })),
      job: job ? { status: job.status, error: job.error, attempts: job.attempts } : null,
    };
  });
  return chapters.map((c) => ({
    id: c.id,
    hashslug: c.hashslug,
    title: c.title,
    position: c.position,
    release_week: c.release_week,
    modules: aggregateModules.filter((m) => m.chapter_id === c.id),
    quizzes: chapterQuizzes
      .filter((q) => q.chapter_id === c.id)
      .map((q) => ({ quiz_id: q.id, hashslug: q.hashslug, title: q.title })),
  }));
}

/**
 * Saves the chapters and modules of a course (diffed by hashslug; modules may move between chapters) and
 * the chapters' quizzes; a module given a new video loses its renditions and is reported in `changes`.
 */
export async function writeChapters(
  trx: Trx,
  courseId: number,
  chapters: ChapterWrite[],
  changes: AggregateChanges,
) {
  const existing = await trx
    .selectFrom('chapters')
    .select(['id', 'hashslug'])
    .where('course_id', '=', courseId)
    .execute();
  const existingModules = await trx
    .selectFrom('modules')
    .select(['id', 'hashslug', 'chapter_id', 'media_id'])
    .where('course_id', '=', courseId)
    .execute();
  const removedChapters: number[] = [];
  const written = await diffRows(existing, chapters, 'chapter', {
    update: async (id, row, position) => {
      await trx
        .updateTable('chapters')
        .set({ title: row.title, position, release_week: row.releaseWeek })
        .where('id', '=', id)
        .execute();
    },
    insert: async (row, position, hashslug) => {
      const r = await trx
        .insertInto('chapters')
        .values({ course_id: courseId, hashslug, title: row.title, position, release_week: row.releaseWeek })
        .returning('id')
        .executeTakeFirstOrThrow();
      return Number(r.id);
    },
    // Removed chapters go after the modules are diffed: a module may move out of a removed chapter.
    remove: async (ids) => {
      removedChapters.push(...ids);
    },
  });
  // Modules may move between chapters, so they are diffed over the whole course.
  const desired = written.flatMap(({ id, row }) => row.modules.map((m) => ({ ...m, chapterId: id })));
  const mediaOf = new Map(existingModules.map((m) => [m.id, m.media_id]));
  const modules = await diffRows(existingModules, desired, 'module', {
    update: async (id, row, position) => {
      await trx
        .updateTable('modules')
        .set({
          title: row.title,
          position,
          chapter_id: row.chapterId,
          media_id: row.media_id,
          duration: row.duration,
        })
        .where('id', '=', id)
        .execute();
    },
    insert: async (row, position, hashslug) => {
      const r = await trx
        .insertInto('modules')
        .values({
          course_id: courseId,
          chapter_id: row.chapterId,
          hashslug,
          title: row.title,
          position,
          duration: row.duration,
          media_id: row.media_id,
          is_preview: 0,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return Number(r.id);
    },
    remove: async (ids) => {
      await trx.deleteFrom('modules').where('id', 'in', ids).execute();
      const gone = new Set(ids);
      changes.removedModules.push(...existingModules.filter((m) => gone.has(m.id)).map((m) => m.hashslug));
    },
  });
  if (removedChapters.length) await trx.deleteFrom('chapters').where('id', 'in', removedChapters).execute();
  for (const m of modules) {
    const before = m.inserted ? null : (mediaOf.get(m.id) ?? null);
    if (m.row.media_id !== null && m.row.media_id !== before) {
      // A new file: its old renditions no longer apply.
      await trx.deleteFrom('module_renditions').where('module_id', '=', m.id).execute();
      await trx.updateTable('modules').set({ poster_media_id: null }).where('id', '=', m.id).execute();
      changes.videoModules.push({ moduleId: m.id, mediaId: m.row.media_id });
    }
  }
  // Chapter quizzes: the chosen quizzes of the course, in order.
  const chapterIds = written.map((c) => c.id);
  if (chapterIds.length)
    await trx.deleteFrom('chapter_quizzes').where('chapter_id', 'in', chapterIds).execute();
  for (const { id, row } of written) {
    for (const [position, quizId] of row.quizIds.entries()) {
      await trx.insertInto('chapter_quizzes').values({ chapter_id: id, quiz_id: quizId, position }).execute();
    }
  }
}
