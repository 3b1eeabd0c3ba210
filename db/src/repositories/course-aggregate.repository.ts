import { randomBytes } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { Db } from '../connection';
import type { Course, Database, MediaFile } from '../schema';

/** A course or digital asset with everything that belongs to it, loaded and saved as one unit. */
export interface CourseAggregate {
  course: Course;
  author: { id: number; name: string };
  category: { id: number; name: string; is_tutor: boolean; label: string | null };
  subCategory: { id: number; name: string };
  price: { id: number; price: number } | null;
  tags: string[];
  preview: MediaFile | null;
  banner: MediaFile | null;
  chapters: AggregateChapter[];
  attachments: AggregateAttachment[];
  accessCodes: AggregateAccessCode[];
  quizzes: AggregateQuiz[];
  ebooks: AggregateEbook[];
  topics: AggregateTopic[];
  photos: AggregatePhoto[];
}

export interface AggregateModule {
  id: number;
  hashslug: string;
  title: string;
  position: number;
  duration: number;
  is_preview: number;
  media: MediaFile | null;
  poster_media_id: number | null;
  renditions: Array<{ quality: number; status: string; error: string | null }>;
  /** Latest transcode job of the module's current file, if any. */
  job: { status: string; error: string | null; attempts: number } | null;
}
export interface AggregateChapter {
  id: number;
  hashslug: string;
  title: string;
  position: number;
  modules: AggregateModule[];
  quizzes: Array<{ quiz_id: number; hashslug: string; title: string }>;
}
export interface AggregateAttachment {
  id: number;
  hashslug: string;
  title: string;
  position: number;
  media: MediaFile;
}
export interface AggregateAccessCode {
  id: number;
  hashslug: string;
  code: string;
  redeemed_by: number | null;
}
export interface AggregateQuiz {
  id: number;
  hashslug: string;
  title: string;
  status: string;
  created_at: string;
}
export interface AggregateEbook {
  id: number;
  hashslug: string;
  title: string;
  position: number;
  media: MediaFile;
}
export interface AggregateSubtopic {
  id: number;
  hashslug: string;
  sub_title: string;
  duration: number;
  position: number;
  media: MediaFile;
}
export interface AggregateTopic {
  id: number;
  hashslug: string;
  title: string;
  position: number;
  subtopics: AggregateSubtopic[];
}
export interface AggregatePhoto {
  id: number;
  hashslug: string;
  title: string;
  position: number;
  width: number;
  height: number;
  media: MediaFile;
  watermark_media_id: number | null;
  thumbnail_media_id: number | null;
}

/** Root fields a save writes. */
export interface AggregateRootWrite {
  user_id: number;
  category_id: number;
  sub_category_id: number;
  kind: string;
  title: string;
  content: string;
  requirement: string | null;
  benefit: string | null;
  price_id: number | null;
  sell_price: number;
  discount: number;
  discount_active: number;
  special_invitation: number;
  is_tutor: number;
  preview_media_id: number | null;
  banner_media_id: number | null;
  status_id: number;
}

/** A row kept (hashslug given) or added (hashslug null). */
interface Keyed {
  hashslug: string | null;
}
export interface ModuleWrite extends Keyed {
  title: string;
  media_id: number | null;
  duration: number;
}
export interface ChapterWrite extends Keyed {
  title: string;
  modules: ModuleWrite[];
  quizIds: number[];
}
export interface AggregateWrite {
  /** null creates a new course. */
  courseId: number | null;
  /** The version the editor loaded; a different current version refuses the save. */
  expectedVersion: number | null;
  root: AggregateRootWrite;
  tags: string[];
  /** Each list left undefined is not touched; a given list replaces the rows (diffed by hashslug). */
  chapters?: ChapterWrite[];
  attachments?: Array<Keyed & { title: string; media_id: number }>;
  accessCodes?: Array<Keyed & { code: string }>;
  quizDeletes?: number[];
  ebooks?: Array<Keyed & { title: string; media_id: number }>;
  topics?: Array<
    Keyed & {
      title: string;
      subtopics: Array<Keyed & { sub_title: string; media_id: number; duration: number }>;
    }
  >;
  photos?: Array<Keyed & { title: string; media_id: number; width: number; height: number }>;
  now: string;
}

/** What a save changed that background work cares about. */
export interface AggregateChanges {
  /** Modules whose video is new or replaced. */
  videoModules: Array<{ moduleId: number; mediaId: number }>;
  /** Stock photos that are new or whose file was replaced. */
  photos: Array<{ photoId: number; mediaId: number }>;
}

export interface SavedAggregate {
  id: number;
  hashslug: string;
  version: number;
  changes: AggregateChanges;
}

/** The save was made from an older copy: someone else saved in between. */
export class StaleAggregateError extends Error {
  constructor() {
    super('stale aggregate');
    this.name = 'StaleAggregateError';
  }
}

/** A hashslug in the save does not belong to this course. */
export class ForeignRowError extends Error {
  constructor(readonly list: string) {
    super(`unknown ${list} row`);
    this.name = 'ForeignRowError';
  }
}

type Trx = Transaction<Database>;

export function newHashslug(): string {
  return randomBytes(12).toString('base64url');
}

async function mediaById(db: Db, ids: Array<number | null>): Promise<Map<number, MediaFile>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db.selectFrom('media_files').selectAll().where('id', 'in', wanted).execute();
  return new Map(rows.map((r) => [r.id, r]));
}

function must<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`${what} is missing`);
  return value;
}

/**
 * Replaces the rows of one child list by a desired list: rows matched by hashslug are updated, new rows
 * inserted, rows not in the list deleted. Hashslugs that are not the parent's are refused.
 */
async function diffRows<W extends Keyed>(
  existing: ReadonlyArray<{ id: number; hashslug: string }>,
  desired: readonly W[],
  list: string,
  ops: {
    update: (id: number, row: W, position: number) => Promise<void>;
    insert: (row: W, position: number, hashslug: string) => Promise<number>;
    remove: (ids: number[]) => Promise<void>;
  },
): Promise<Array<{ id: number; row: W; inserted: boolean }>> {
  const byHash = new Map(existing.map((r) => [r.hashslug, r.id]));
  const kept = new Set<number>();
  const out: Array<{ id: number; row: W; inserted: boolean }> = [];
  for (const [position, row] of desired.entries()) {
    if (row.hashslug) {
      const id = byHash.get(row.hashslug);
      if (id === undefined || kept.has(id)) throw new ForeignRowError(list);
      kept.add(id);
      await ops.update(id, row, position);
      out.push({ id, row, inserted: false });
    } else {
      const id = await ops.insert(row, position, newHashslug());
      out.push({ id, row, inserted: true });
    }
  }
  const gone = existing.filter((r) => !kept.has(r.id)).map((r) => r.id);
  if (gone.length) await ops.remove(gone);
  return out;
}

async function writeTags(trx: Trx, courseId: number, tags: readonly string[]): Promise<void> {
  await trx.deleteFrom('course_tags').where('course_id', '=', courseId).execute();
  const names = [...new Map(tags.map((t) => [t.trim().toLowerCase(), t.trim()])).values()].filter(Boolean);
  for (const name of names) {
    let tag = await trx.selectFrom('tags').select('id').where('name', '=', name).executeTakeFirst();
    if (!tag) tag = await trx.insertInto('tags').values({ name }).returning('id').executeTakeFirstOrThrow();
    await trx
      .insertInto('course_tags')
      .values({ course_id: courseId, tag_id: Number(tag.id) })
      .execute();
  }
}

async function writeRoot(
  trx: Trx,
  w: AggregateWrite,
): Promise<{ id: number; hashslug: string; version: number }> {
  if (w.courseId === null) {
    const hashslug = newHashslug();
    const row = await trx
      .insertInto('courses')
      .values({
        ...w.root,
        hashslug,
        language: 'bm',
        is_active: 1,
        recurring_id: null,
        reject_reason: null,
        feedback_count: 0,
        rating_sum: 0,
        subscriber_count: 0,
        discussion_count: 0,
        published_at: null,
        created_at: w.now,
        updated_at: w.now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id: Number(row.id), hashslug, version: 1 };
  }
  // The version check and bump are one statement, so two concurrent saves of one copy cannot both win.
  const updated = await trx
    .updateTable('courses')
    .set((eb) => ({ ...w.root, updated_at: w.now, version: eb('version', '+', 1) }))
    .where('id', '=', w.courseId)
    .where('version', '=', w.expectedVersion ?? -1)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1) throw new StaleAggregateError();
  const row = await trx
    .selectFrom('courses')
    .select(['hashslug', 'version'])
    .where('id', '=', w.courseId)
    .executeTakeFirstOrThrow();
  return { id: w.courseId, hashslug: row.hashslug, version: row.version };
}

async function writeChapters(
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
      await trx.updateTable('chapters').set({ title: row.title, position }).where('id', '=', id).execute();
    },
    insert: async (row, position, hashslug) => {
      const r = await trx
        .insertInto('chapters')
        .values({ course_id: courseId, hashslug, title: row.title, position })
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

async function writeSimpleList<W extends Keyed>(
  trx: Trx,
  table: 'course_attachments' | 'ebooks' | 'stock_photos' | 'access_codes' | 'audio_topics',
  courseId: number,
  rows: readonly W[],
  values: (row: W, position: number) => Record<string, unknown>,
  now: string,
) {
  const existing = await trx
    .selectFrom(table)
    .select(['id', 'hashslug'])
    .where('course_id', '=', courseId)
    .execute();
  return diffRows(existing, rows, table, {
    update: async (id, row, position) => {
      await trx.updateTable(table).set(values(row, position)).where('id', '=', id).execute();
    },
    insert: async (row, position, hashslug) => {
      const extra = table === 'access_codes' ? { created_at: now } : {};
      const r = await trx
        .insertInto(table)
        .values({ course_id: courseId, hashslug, ...extra, ...values(row, position) } as never)
        .returning('id')
        .executeTakeFirstOrThrow();
      return Number(r.id);
    },
    remove: async (ids) => {
      await trx.deleteFrom(table).where('id', 'in', ids).execute();
    },
  });
}

export const courseAggregateRepository = {
  /** The lock-relevant facts of a course by hashslug, for ownership and stale-copy checks. */
  findHead(db: Db, hashslug: string) {
    return db
      .selectFrom('courses')
      .select(['id', 'hashslug', 'user_id', 'status_id', 'version', 'kind', 'is_tutor', 'updated_at'])
      .where('hashslug', '=', hashslug)
      .executeTakeFirst();
  },

  findHeadById(db: Db, id: number) {
    return db
      .selectFrom('courses')
      .select(['id', 'hashslug', 'user_id', 'status_id', 'version', 'kind', 'is_tutor', 'updated_at'])
      .where('id', '=', id)
      .executeTakeFirst();
  },

  /** Loads a course with all its parts; undefined when it does not exist. */
  async load(db: Db, courseId: number): Promise<CourseAggregate | undefined> {
    const course = await db.selectFrom('courses').selectAll().where('id', '=', courseId).executeTakeFirst();
    if (!course) return undefined;
    const [author, category, subCategory, price, tagRows] = await Promise.all([
      db
        .selectFrom('users')
        .select(['id', 'name'])
        .where('id', '=', course.user_id)
        .executeTakeFirstOrThrow(),
      db
        .selectFrom('categories')
        .select(['id', 'name', 'is_tutor', 'label'])
        .where('id', '=', course.category_id)
        .executeTakeFirstOrThrow(),
      db
        .selectFrom('sub_categories')
        .select(['id', 'name'])
        .where('id', '=', course.sub_category_id)
        .executeTakeFirstOrThrow(),
      course.price_id === null
        ? Promise.resolve(undefined)
        : db
            .selectFrom('price_list')
            .select(['id', 'price'])
            .where('id', '=', course.price_id)
            .executeTakeFirst(),
      db
        .selectFrom('course_tags')
        .innerJoin('tags', 'tags.id', 'course_tags.tag_id')
        .select('tags.name')
        .where('course_tags.course_id', '=', courseId)
        .orderBy('tags.name')
        .execute(),
    ]);
    const [chapters, modules, chapterQuizzes, attachments, accessCodes, quizzes, ebooks, topics, photos] =
      await Promise.all([
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
        db
          .selectFrom('course_attachments')
          .selectAll()
          .where('course_id', '=', courseId)
          .orderBy('position')
          .orderBy('id')
          .execute(),
        db
          .selectFrom('access_codes')
          .select(['id', 'hashslug', 'code', 'redeemed_by'])
          .where('course_id', '=', courseId)
          .orderBy('id')
          .execute(),
        db
          .selectFrom('quizzes')
          .select(['id', 'hashslug', 'title', 'status', 'created_at'])
          .where('course_id', '=', courseId)
          .orderBy('id', 'desc')
          .execute(),
        db
          .selectFrom('ebooks')
          .selectAll()
          .where('course_id', '=', courseId)
          .orderBy('position')
          .orderBy('id')
          .execute(),
        db
          .selectFrom('audio_topics')
          .selectAll()
          .where('course_id', '=', courseId)
          .orderBy('position')
          .orderBy('id')
          .execute(),
        db
          .selectFrom('stock_photos')
          .selectAll()
          .where('course_id', '=', courseId)
          .orderBy('position')
          .orderBy('id')
          .execute(),
      ]);
    const topicIds = topics.map((t) => t.id);
    const moduleIds = modules.map((m) => m.id);
    const [subtopics, renditions, jobs] = await Promise.all([
      topicIds.length
        ? db
            .selectFrom('audio_subtopics')
            .selectAll()
            .where('topic_id', 'in', topicIds)
            .orderBy('position')
            .orderBy('id')
            .execute()
        : Promise.resolve([]),
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
    const media = await mediaById(db, [
      course.preview_media_id,
      course.banner_media_id,
      ...modules.map((m) => m.media_id),
      ...attachments.map((a) => a.media_id),
      ...ebooks.map((e) => e.media_id),
      ...subtopics.map((s) => s.media_id),
      ...photos.map((p) => p.media_id),
    ]);
    const mediaOf = (id: number) => must(media.get(id), `media ${id}`);
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
    return {
      course,
      author,
      category: { ...category, is_tutor: category.is_tutor === 1 },
      subCategory,
      price: price ?? null,
      tags: tagRows.map((t) => t.name),
      preview: course.preview_media_id === null ? null : (media.get(course.preview_media_id) ?? null),
      banner: course.banner_media_id === null ? null : (media.get(course.banner_media_id) ?? null),
      chapters: chapters.map((c) => ({
        id: c.id,
        hashslug: c.hashslug,
        title: c.title,
        position: c.position,
        modules: aggregateModules.filter((m) => m.chapter_id === c.id),
        quizzes: chapterQuizzes
          .filter((q) => q.chapter_id === c.id)
          .map((q) => ({ quiz_id: q.id, hashslug: q.hashslug, title: q.title })),
      })),
      attachments: attachments.map((a) => ({
        id: a.id,
        hashslug: a.hashslug,
        title: a.title,
        position: a.position,
        media: mediaOf(a.media_id),
      })),
      accessCodes,
      quizzes,
      ebooks: ebooks.map((e) => ({
        id: e.id,
        hashslug: e.hashslug,
        title: e.title,
        position: e.position,
        media: mediaOf(e.media_id),
      })),
      topics: topics.map((t) => ({
        id: t.id,
        hashslug: t.hashslug,
        title: t.title,
        position: t.position,
        subtopics: subtopics
          .filter((s) => s.topic_id === t.id)
          .map((s) => ({
            id: s.id,
            hashslug: s.hashslug,
            sub_title: s.sub_title,
            duration: s.duration,
            position: s.position,
            media: mediaOf(s.media_id),
          })),
      })),
      photos: photos.map((p) => ({
        id: p.id,
        hashslug: p.hashslug,
        title: p.title,
        position: p.position,
        width: p.width,
        height: p.height,
        media: mediaOf(p.media_id),
        watermark_media_id: p.watermark_media_id,
        thumbnail_media_id: p.thumbnail_media_id,
      })),
    };
  },

  /**
   * Saves a whole aggregate in one transaction: the root (with the version check), tags, and every given
   * child list diffed against the stored rows. `afterWrite` runs inside the same transaction (job queueing).
   */
  save(
    db: Db,
    w: AggregateWrite,
    afterWrite?: (trx: Trx, saved: SavedAggregate) => Promise<void>,
  ): Promise<SavedAggregate> {
    return db.transaction().execute(async (trx) => {
      const root = await writeRoot(trx, w);
      const courseId = root.id;
      const changes: AggregateChanges = { videoModules: [], photos: [] };
      await writeTags(trx, courseId, w.tags);
      if (w.quizDeletes?.length) {
        await trx
          .deleteFrom('quizzes')
          .where('course_id', '=', courseId)
          .where('id', 'in', w.quizDeletes)
          .execute();
      }
      if (w.chapters) await writeChapters(trx, courseId, w.chapters, changes);
      if (w.attachments)
        await writeSimpleList(
          trx,
          'course_attachments',
          courseId,
          w.attachments,
          (r, position) => ({ title: r.title, media_id: r.media_id, position }),
          w.now,
        );
      if (w.accessCodes)
        await writeSimpleList(trx, 'access_codes', courseId, w.accessCodes, (r) => ({ code: r.code }), w.now);
      if (w.ebooks)
        await writeSimpleList(
          trx,
          'ebooks',
          courseId,
          w.ebooks,
          (r, position) => ({ title: r.title, media_id: r.media_id, position }),
          w.now,
        );
      if (w.photos) {
        const before = new Map(
          (
            await trx
              .selectFrom('stock_photos')
              .select(['id', 'media_id'])
              .where('course_id', '=', courseId)
              .execute()
          ).map((p) => [p.id, p.media_id]),
        );
        const written = await writeSimpleList(
          trx,
          'stock_photos',
          courseId,
          w.photos,
          (r, position) => ({
            title: r.title,
            media_id: r.media_id,
            width: r.width,
            height: r.height,
            position,
          }),
          w.now,
        );
        for (const p of written) {
          if (p.inserted || before.get(p.id) !== p.row.media_id) {
            await trx
              .updateTable('stock_photos')
              .set({ watermark_media_id: null, thumbnail_media_id: null })
              .where('id', '=', p.id)
              .execute();
            changes.photos.push({ photoId: p.id, mediaId: p.row.media_id });
          }
        }
      }
      if (w.topics) {
        const topics = await writeSimpleList(
          trx,
          'audio_topics',
          courseId,
          w.topics,
          (r, position) => ({ title: r.title, position }),
          w.now,
        );
        const topicIds = topics.map((t) => t.id);
        const existingSubs = topicIds.length
          ? await trx
              .selectFrom('audio_subtopics')
              .select(['id', 'hashslug'])
              .where('topic_id', 'in', topicIds)
              .execute()
          : [];
        const desiredSubs = topics.flatMap(({ id, row }) =>
          row.subtopics.map((s) => ({ ...s, topicId: id })),
        );
        await diffRows(existingSubs, desiredSubs, 'sub_topic', {
          update: async (id, row, position) => {
            await trx
              .updateTable('audio_subtopics')
              .set({
                sub_title: row.sub_title,
                media_id: row.media_id,
                duration: row.duration,
                position,
                topic_id: row.topicId,
              })
              .where('id', '=', id)
              .execute();
          },
          insert: async (row, position, hashslug) => {
            const r = await trx
              .insertInto('audio_subtopics')
              .values({
                topic_id: row.topicId,
                hashslug,
                sub_title: row.sub_title,
                media_id: row.media_id,
                duration: row.duration,
                position,
              })
              .returning('id')
              .executeTakeFirstOrThrow();
            return Number(r.id);
          },
          remove: async (ids) => {
            await trx.deleteFrom('audio_subtopics').where('id', 'in', ids).execute();
          },
        });
      }
      const saved = { ...root, changes };
      if (afterWrite) await afterWrite(trx, saved);
      return saved;
    });
  },

  /** Sets the review outcome; the version moves so open editors see the change. */
  async setStatus(
    db: Db,
    courseId: number,
    set: {
      status_id: number;
      reject_reason?: string | null;
      published_at?: string | null;
      recurring_id?: string | null;
    },
    now: string,
  ): Promise<void> {
    await db
      .updateTable('courses')
      .set((eb) => ({ ...set, updated_at: now, version: eb('version', '+', 1) }))
      .where('id', '=', courseId)
      .execute();
  },
};
