import type { Db } from '../connection';
import { rowById } from './row-lookup';

/** The stored file behind a course item. */
export interface ItemFile {
  media_id: number;
  media_hashslug: string;
  extension: string;
  size: number;
  duration: number | null;
}

export interface AttachmentRow extends ItemFile {
  id: number;
  course_id: number;
  hashslug: string;
  title: string;
}
export type EbookRow = AttachmentRow;
export interface AudioSubtopicRow extends ItemFile {
  id: number;
  topic_id: number;
  hashslug: string;
  sub_title: string;
  seconds: number;
}
export interface StockPhotoRow extends ItemFile {
  id: number;
  course_id: number;
  hashslug: string;
  title: string;
  width: number;
  height: number;
  watermark_media_id: number | null;
}

const FILE_COLUMNS = [
  'media_files.id as media_id',
  'media_files.hashslug as media_hashslug',
  'media_files.extension',
  'media_files.size',
  'media_files.duration',
] as const;

const TITLED_COLUMNS = ['item.id', 'item.course_id', 'item.hashslug', 'item.title', ...FILE_COLUMNS] as const;
const PHOTO_COLUMNS = [
  'item.id',
  'item.course_id',
  'item.hashslug',
  'item.title',
  'item.width',
  'item.height',
  'item.watermark_media_id',
  ...FILE_COLUMNS,
] as const;

/** A titled file item (attachment or ebook) joined to its stored file. */
function titledItems(db: Db, table: 'course_attachments' | 'ebooks') {
  // Both tables share one row type (TitledFileTable), so one alias types either.
  const from = `${table} as item` as 'course_attachments as item';
  return db
    .selectFrom(from)
    .innerJoin('media_files', 'media_files.id', 'item.media_id')
    .select(TITLED_COLUMNS);
}

function photoItems(db: Db) {
  return db
    .selectFrom('stock_photos as item')
    .innerJoin('media_files', 'media_files.id', 'item.media_id')
    .select(PHOTO_COLUMNS);
}

/** Course components that hold files: attachments, ebooks, audio topics and stock photos. */
export const mediaContentRepository = {
  attachments(db: Db, courseId: number): Promise<AttachmentRow[]> {
    return titledItems(db, 'course_attachments')
      .where('item.course_id', '=', courseId)
      .orderBy('item.position')
      .orderBy('item.id')
      .execute();
  },

  findAttachment(db: Db, hashslug: string): Promise<AttachmentRow | undefined> {
    return titledItems(db, 'course_attachments').where('item.hashslug', '=', hashslug).executeTakeFirst();
  },

  ebooks(db: Db, courseId: number): Promise<EbookRow[]> {
    return titledItems(db, 'ebooks')
      .where('item.course_id', '=', courseId)
      .orderBy('item.position')
      .orderBy('item.id')
      .execute();
  },

  findEbook(db: Db, hashslug: string): Promise<EbookRow | undefined> {
    return titledItems(db, 'ebooks').where('item.hashslug', '=', hashslug).executeTakeFirst();
  },

  audioTopics(db: Db, courseId: number): Promise<Array<{ id: number; hashslug: string; title: string }>> {
    return db
      .selectFrom('audio_topics')
      .select(['id', 'hashslug', 'title'])
      .where('course_id', '=', courseId)
      .orderBy('position')
      .orderBy('id')
      .execute();
  },

  audioSubtopics(db: Db, courseId: number): Promise<AudioSubtopicRow[]> {
    return db
      .selectFrom('audio_subtopics as item')
      .innerJoin('audio_topics', 'audio_topics.id', 'item.topic_id')
      .innerJoin('media_files', 'media_files.id', 'item.media_id')
      .select([
        'item.id',
        'item.topic_id',
        'item.hashslug',
        'item.sub_title',
        'item.duration as seconds',
        ...FILE_COLUMNS,
      ])
      .where('audio_topics.course_id', '=', courseId)
      .orderBy('item.position')
      .orderBy('item.id')
      .execute();
  },

  stockPhotos(db: Db, courseId: number): Promise<StockPhotoRow[]> {
    return photoItems(db)
      .where('item.course_id', '=', courseId)
      .orderBy('item.position')
      .orderBy('item.id')
      .execute();
  },

  findStockPhoto(db: Db, hashslug: string): Promise<StockPhotoRow | undefined> {
    return photoItems(db).where('item.hashslug', '=', hashslug).executeTakeFirst();
  },

  /** Sets a photo's watermark only when it has none yet; returns false when another request won. */
  async claimWatermark(db: Db, photoId: number, mediaId: number): Promise<boolean> {
    const result = await db
      .updateTable('stock_photos')
      .set({ watermark_media_id: mediaId })
      .where('id', '=', photoId)
      .where('watermark_media_id', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  watermarkOf(db: Db, photoId: number): Promise<{ watermark_media_id: number | null } | undefined> {
    return rowById(db, 'stock_photos', ['watermark_media_id'], photoId);
  },
};
