import type { Db } from '../connection';
import type { MediaFile } from '../schema';
import { must, type Trx, writeSimpleList } from './course-aggregate.diff';
import type { AggregateAttachment, AggregateWrite } from './course-aggregate.types';

/** Attachments, access codes and quizzes of a course, as a load reads them. */
export async function loadAttachmentRows(db: Db, courseId: number) {
  const [attachments, accessCodes, quizzes] = await Promise.all([
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
  ]);
  return { attachments, accessCodes, quizzes };
}
export type AttachmentRows = Awaited<ReturnType<typeof loadAttachmentRows>>;

/** The attachments with their files. */
export function assembleAttachments(
  rows: AttachmentRows,
  media: Map<number, MediaFile>,
): AggregateAttachment[] {
  return rows.attachments.map((a) => ({
    id: a.id,
    hashslug: a.hashslug,
    title: a.title,
    position: a.position,
    media: must(media.get(a.media_id), `media ${a.media_id}`),
  }));
}

/** Deletes the course's quizzes a save lists (before chapters are written, which may have shown them). */
export async function deleteQuizzes(trx: Trx, courseId: number, ids: readonly number[]): Promise<void> {
  if (ids.length)
    await trx.deleteFrom('quizzes').where('course_id', '=', courseId).where('id', 'in', ids).execute();
}

/** Saves the attachments and access codes a save gives, each list diffed by hashslug. */
export async function writeAttachmentsAndCodes(trx: Trx, courseId: number, w: AggregateWrite): Promise<void> {
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
}
