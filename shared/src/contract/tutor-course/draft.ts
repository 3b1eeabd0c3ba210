import { z } from 'zod';
import { MAX_RELEASE_WEEK } from '../../school-calendar/learner-release';
import { Flag, Hashslug, Id, listOf, requiredText } from '../fields';
import { SCHOOL_CALENDAR_MSG } from '../school-calendar.contract';
import { AUTHORING_MSG } from './messages';
import { AccessCodeView, AttachmentView, ChapterView } from './views';

// Save as Draft: the whole aggregate in one body.
const RowRef = z.string().trim().max(64).nullish();
const MediaRef = z
  .string()
  .trim()
  .max(64)
  .nullish()
  .transform((v) => v || null);
/** RM amount as typed ('12.50'); empty means 0. */
export const RmText = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((v) => (v === null || v === undefined ? '' : String(v).trim()));

/** A school week from 1 to `MAX_RELEASE_WEEK`; the form's empty value means none. */
const ReleaseWeek = z.preprocess(
  (v) => (v === '' ? null : v),
  z.coerce
    .number({ message: SCHOOL_CALENDAR_MSG.releaseWeekRange })
    .int(SCHOOL_CALENDAR_MSG.releaseWeekRange)
    .min(1, SCHOOL_CALENDAR_MSG.releaseWeekRange)
    .max(MAX_RELEASE_WEEK, SCHOOL_CALENDAR_MSG.releaseWeekRange)
    .nullable()
    .optional(),
);

export const ModuleInput = z.object({
  hashslug: RowRef,
  title: requiredText(AUTHORING_MSG.moduleTitleRequired, 255),
  /** The module video's reference from upload-video (preview 2). */
  url: MediaRef,
});
export const ChapterInput = z.object({
  hashslug: RowRef,
  /** An existing chapter named by its id instead (the spec form's `chapter_id[]`). */
  id: Id.optional(),
  title: requiredText(AUTHORING_MSG.chapterTitleRequired, 255),
  modules: z.array(ModuleInput).max(500).default([]),
  /** Quiz ids attached to the chapter, in order; absent leaves an existing chapter's quizzes as they are. */
  quizs: z.array(Id).max(50).optional(),
  /**
   * Package courses only: the school week the chapter opens in (issue 23); null or empty opens it from the
   * start; absent leaves an existing chapter's week as it is.
   */
  release_week: ReleaseWeek,
});
export const AttachmentInput = z.object({
  hashslug: RowRef,
  title: requiredText(AUTHORING_MSG.attachmentTitleRequired, 255),
  url: z.string().trim().min(1, AUTHORING_MSG.mediaUnknown).max(64),
});
export const AccessCodeInput = z.object({
  hashslug: RowRef,
  code: requiredText(AUTHORING_MSG.accessCodeRequired, 32),
});

/** The fields every product's save opens with (a course draft, a digital asset): which one, names and tags. */
export const ProductHeadInput = {
  /** Absent or null: a new product. */
  hashslug: Hashslug.nullish(),
  /**
   * The `version` of the copy being edited: a save from an older copy gets 409. Absent (the spec's form has
   * none), the save applies to the product as it stands.
   */
  version: z.string().max(64).nullish(),
  title: requiredText(AUTHORING_MSG.titleRequired, 255),
  category_id: Id,
  sub_category_id: Id,
  /** Tags typed with Enter: a list or comma-separated text. */
  tags: listOf(z.string().trim().min(1).max(50)).refine((t) => t.length > 0, AUTHORING_MSG.tagRequired),
};

export const CourseDraftBody = z.object({
  ...ProductHeadInput,
  price_id: Id.nullish(),
  discount_active: Flag.default(false),
  discount: RmText,
  requirement: z.string().max(20_000).nullish(),
  content: z.string().max(50_000).default(''),
  benefit: z.string().max(20_000).nullish(),
  special_invitation: Flag.default(false),
  /** Preview video reference from upload-video (preview 1). */
  preview_url: MediaRef,
  /** Banner image reference from upload-banner. */
  preview_banner: MediaRef,
  chapters: z.array(ChapterInput).max(200).default([]),
  attachments: z.array(AttachmentInput).max(200).default([]),
  access_codes: z.array(AccessCodeInput).max(1000).default([]),
  /** Deletion lists (by hashslug). Rows absent from the aggregate are removed too; these are checked to belong. */
  chapter_deletes: listOf(z.string().max(64)).default([]),
  module_deletes: listOf(z.string().max(64)).default([]),
  attachment_deletes: listOf(z.string().max(64)).default([]),
  access_deletes: listOf(z.string().max(64)).default([]),
  quiz_deletes: listOf(z.coerce.number().int()).default([]),
});
export type CourseDraftBody = z.infer<typeof CourseDraftBody>;

export const CourseDraftAnswer = z.object({
  course: z.object({
    hashslug: z.string(),
    version: z.string(),
    status_id: z.number().int(),
    chapters: z.array(ChapterView),
    course_attachments: z.array(AttachmentView),
    special_invitation: z.boolean(),
    code_accesses: z.array(AccessCodeView),
  }),
});
