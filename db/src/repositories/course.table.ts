import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Flag, Id, Timestamp } from '../column-types';

export interface CourseTable {
  id: Id;
  hashslug: string;
  user_id: number;
  category_id: number;
  sub_category_id: number;
  kind: string;
  title: string;
  content: string;
  requirement: string | null;
  benefit: string | null;
  language: string;
  price_id: number | null;
  sell_price: number;
  discount: number;
  discount_active: Flag;
  recurring_id: string | null;
  status_id: number;
  reject_reason: string | null;
  is_tutor: Flag;
  is_active: Flag;
  special_invitation: Flag;
  preview_media_id: number | null;
  banner_media_id: number | null;
  feedback_count: number;
  rating_sum: number;
  subscriber_count: number;
  discussion_count: number;
  created_at: CreatedAt;
  updated_at: Timestamp;
  published_at: Timestamp | null;
  /** Optimistic-lock counter: every aggregate save bumps it (authoring). */
  version: Generated<number>;
}
export interface ChapterTable {
  id: Id;
  course_id: number;
  hashslug: string;
  title: string;
  position: number;
  /** The school week a package course's chapter opens in; null: open from the start. */
  release_week: ColumnType<number | null, number | null | undefined, number | null>;
}
export interface ModuleTable {
  id: Id;
  course_id: number;
  chapter_id: number;
  hashslug: string;
  title: string;
  position: number;
  duration: number;
  media_id: number | null;
  is_preview: Flag;
  /** Poster frame of the module video (authoring, transcoding). */
  poster_media_id: number | null;
}
/** A course's titled file item: attachments and ebooks share one shape. */
export interface TitledFileTable {
  id: Id;
  course_id: number;
  hashslug: string;
  title: string;
  media_id: number;
  position: number;
}
export type CourseAttachmentTable = TitledFileTable;
export type EbookTable = TitledFileTable;
export interface AudioTopicTable {
  id: Id;
  course_id: number;
  hashslug: string;
  title: string;
  position: number;
}
export interface AudioSubtopicTable {
  id: Id;
  topic_id: number;
  hashslug: string;
  sub_title: string;
  media_id: number;
  duration: number;
  position: number;
}
export interface StockPhotoTable {
  id: Id;
  course_id: number;
  hashslug: string;
  title: string;
  media_id: number;
  watermark_media_id: number | null;
  /** Small watermarked thumbnail (authoring). */
  thumbnail_media_id: number | null;
  width: number;
  height: number;
  position: number;
}
export interface TrainingScheduleTable {
  id: Id;
  course_id: number;
  title: string;
  date_time: Timestamp;
  streaming_url: string | null;
}
export interface AssignmentTable {
  id: Id;
  course_id: number;
  title: string;
  description: string | null;
  created_at: CreatedAt;
}
