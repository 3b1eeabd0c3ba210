import type { Db } from '../connection';
import { mediaById, newHashslug, type Trx, writeTags } from './course-aggregate.diff';
import {
  type AggregateChanges,
  type AggregateWrite,
  type CourseAggregate,
  type SavedAggregate,
  StaleAggregateError,
} from './course-aggregate.types';
import { assembleAssets, assetMediaIds, loadAssetRows, writeAssetParts } from './course-assets.part';
import {
  assembleAttachments,
  deleteQuizzes,
  loadAttachmentRows,
  writeAttachmentsAndCodes,
} from './course-attachments.part';
import { assembleChapters, chapterMediaIds, loadChapterRows, writeChapters } from './course-chapters.part';
import { courseReads } from './course-reads.part';

export { newHashslug } from './course-aggregate.diff';
export * from './course-aggregate.types';
export type { AuthoringListQuery, CourseHead, CoursePageRow, TutorTotals } from './course-reads.part';

// The course aggregate: the root row here; its parts (chapters and modules, attachments and access codes,
// digital-asset parts) each load and save in their own file, all inside the one transaction of `save`.

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

/** The lock-relevant facts of a course, for ownership and stale-copy checks. */
function courseHead(db: Db) {
  return db
    .selectFrom('courses')
    .select(['id', 'hashslug', 'user_id', 'status_id', 'version', 'kind', 'is_tutor', 'updated_at']);
}

/** The one course repository: the aggregate's load and save, and every service's course reads. */
export const courseAggregateRepository = {
  ...courseReads,

  /** A course's head by hashslug. */
  findHead(db: Db, hashslug: string) {
    return courseHead(db).where('hashslug', '=', hashslug).executeTakeFirst();
  },

  findHeadById(db: Db, id: number) {
    return courseHead(db).where('id', '=', id).executeTakeFirst();
  },

  /** Loads a course with all its parts; undefined when it does not exist. */
  async load(db: Db, courseId: number): Promise<CourseAggregate | undefined> {
    const course = await db.selectFrom('courses').selectAll().where('id', '=', courseId).executeTakeFirst();
    if (!course) return undefined;
    const [author, category, subCategory, price, tagRows, chapterRows, attachmentRows, assetRows] =
      await Promise.all([
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
        loadChapterRows(db, courseId),
        loadAttachmentRows(db, courseId),
        loadAssetRows(db, courseId),
      ]);
    const media = await mediaById(db, [
      course.preview_media_id,
      course.banner_media_id,
      ...chapterMediaIds(chapterRows),
      ...attachmentRows.attachments.map((a) => a.media_id),
      ...assetMediaIds(assetRows),
    ]);
    return {
      course,
      author,
      category: { ...category, is_tutor: category.is_tutor === 1 },
      subCategory,
      price: price ?? null,
      tags: tagRows.map((t) => t.name),
      preview: course.preview_media_id === null ? null : (media.get(course.preview_media_id) ?? null),
      banner: course.banner_media_id === null ? null : (media.get(course.banner_media_id) ?? null),
      chapters: assembleChapters(chapterRows, media),
      attachments: assembleAttachments(attachmentRows, media),
      accessCodes: attachmentRows.accessCodes,
      quizzes: attachmentRows.quizzes,
      ...assembleAssets(assetRows, media),
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
      const changes: AggregateChanges = { videoModules: [], photos: [], removedModules: [] };
      await writeTags(trx, courseId, w.tags);
      await deleteQuizzes(trx, courseId, w.quizDeletes ?? []);
      if (w.chapters) await writeChapters(trx, courseId, w.chapters, changes);
      await writeAttachmentsAndCodes(trx, courseId, w);
      await writeAssetParts(trx, courseId, w, changes);
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
