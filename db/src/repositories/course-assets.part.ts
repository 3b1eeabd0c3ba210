import type { Db } from '../connection';
import type { MediaFile } from '../schema';
import { diffRows, must, type Trx, writeSimpleList } from './course-aggregate.diff';
import type {
  AggregateChanges,
  AggregateEbook,
  AggregatePhoto,
  AggregateTopic,
  AggregateWrite,
} from './course-aggregate.types';

/** The digital-asset parts of a course (ebooks, audio topics and sub-topics, stock photos) as a load reads them. */
export async function loadAssetRows(db: Db, courseId: number) {
  const [ebooks, topics, photos] = await Promise.all([
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
  const subtopics = topicIds.length
    ? await db
        .selectFrom('audio_subtopics')
        .selectAll()
        .where('topic_id', 'in', topicIds)
        .orderBy('position')
        .orderBy('id')
        .execute()
    : [];
  return { ebooks, topics, subtopics, photos };
}
export type AssetRows = Awaited<ReturnType<typeof loadAssetRows>>;

/** The media ids the digital-asset parts refer to. */
export function assetMediaIds(rows: AssetRows): Array<number | null> {
  return [
    ...rows.ebooks.map((e) => e.media_id),
    ...rows.subtopics.map((s) => s.media_id),
    ...rows.photos.map((p) => p.media_id),
  ];
}

/** Ebooks, audio topics with their sub-topics, and stock photos, each with its file. */
export function assembleAssets(
  rows: AssetRows,
  media: Map<number, MediaFile>,
): { ebooks: AggregateEbook[]; topics: AggregateTopic[]; photos: AggregatePhoto[] } {
  const mediaOf = (id: number) => must(media.get(id), `media ${id}`);
  return {
    ebooks: rows.ebooks.map((e) => ({
      id: e.id,
      hashslug: e.hashslug,
      title: e.title,
      position: e.position,
      media: mediaOf(e.media_id),
    })),
    topics: rows.topics.map((t) => ({
      id: t.id,
      hashslug: t.hashslug,
      title: t.title,
      position: t.position,
      subtopics: rows.subtopics
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
    photos: rows.photos.map((p) => ({
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
}

/**
 * Saves the digital-asset lists a save gives (ebooks, stock photos, audio topics with sub-topics), each
 * diffed by hashslug; photos that are new or got another file are reported in `changes`.
 */
export async function writeAssetParts(
  trx: Trx,
  courseId: number,
  w: AggregateWrite,
  changes: AggregateChanges,
): Promise<void> {
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
    const desiredSubs = topics.flatMap(({ id, row }) => row.subtopics.map((s) => ({ ...s, topicId: id })));
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
}
