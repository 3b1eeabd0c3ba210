import type { Course, MediaFile } from '../schema';
import type { CourseTable } from './course.table';

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
  /** Package courses: the school week it opens in (null: from the start). */
  release_week: number | null;
}
/** A titled file of a course: an attachment or an ebook. */
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
export type AggregateEbook = AggregateAttachment;
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
export type AggregateRootWrite = Pick<
  CourseTable,
  | 'user_id'
  | 'category_id'
  | 'sub_category_id'
  | 'kind'
  | 'title'
  | 'content'
  | 'requirement'
  | 'benefit'
  | 'price_id'
  | 'sell_price'
  | 'discount'
  | 'discount_active'
  | 'special_invitation'
  | 'is_tutor'
  | 'preview_media_id'
  | 'banner_media_id'
  | 'status_id'
>;

/** A row kept (hashslug given) or added (hashslug null). */
export interface Keyed {
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
  releaseWeek: number | null;
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
  /** Hashslugs of modules deleted: their stored HLS packages are removed after the commit. */
  removedModules: string[];
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
