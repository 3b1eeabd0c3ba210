import { z } from 'zod';
import { Flag, Hashslug, Id, listOf, PageQuery, paged, requiredText } from './fields';
import { defineRoute } from './route';
import { multipartLimit, UPLOAD_LIMITS, UploadAnswer, UploadBody } from './tutor-upload.contract';

/** Texts of the authoring area that the spec does not fix (our wording). */
export const AUTHORING_MSG = {
  draftSaved: 'Course saved as draft.',
  courseSaved: 'Course saved.',
  submitted: 'Course submitted for review.',
  staleCopy:
    'This course was changed elsewhere (another window or an admin) after you opened it. Reload it to see the latest version, then make your changes again.',
  courseNotFound: 'This course does not exist.',
  notOwner: 'You can only edit your own courses.',
  titleRequired: 'Product name is required.',
  categoryRequired: 'Main category is required.',
  subCategoryRequired: 'Sub category is required.',
  subCategoryMismatch: 'The sub category does not belong to the chosen category.',
  tagRequired: 'At least one tag is required.',
  priceRequired: 'Price is required.',
  priceUnknown: 'This price is not in the price list.',
  discountFormat: 'Discount must be an amount in RM, eg: 0.00',
  descriptionRequired: 'Description is required.',
  bannerRequired: 'Preview banner image is required.',
  previewRequired: 'Preview file is required.',
  chapterTitleRequired: 'Chapter title is required.',
  moduleTitleRequired: 'Module title is required.',
  attachmentTitleRequired: 'Attachment title is required.',
  accessCodeRequired: 'Access code is required.',
  accessCodeTaken: 'This access code is already used.',
  mediaUnknown: 'This file was not uploaded by you or no longer exists. Upload it again.',
  unknownRow: 'This item is not part of the course.',
  notSubmittable: 'Only a draft or a rejected course can be submitted for review.',
  ebookTitleRequired: 'E-book title is required.',
  ebookFileRequired: 'E-book file is required.',
  topicTitleRequired: 'Topic name is required.',
  subTopicRequired: 'Sub topic is required.',
  photoTitleRequired: 'Photo title is required.',
  photoFileRequired: 'Photo file is required.',
  wrongKind: 'This item is not of that kind.',
  replyNotAllowed: 'You can only reply to a top-level comment that has no reply yet.',
  discussionNotFound: 'This comment does not exist on this course.',
  commentRequired: 'Comment is required.',
  scheduleNotFound: 'This schedule does not exist.',
  assignmentNotFound: 'This assignment does not exist.',
  quizNotFound: 'This quiz does not exist.',
  quizInUse: 'This quiz is attached to a chapter. Remove it from the chapter first.',
} as const;

/** Draft: our status for a course or asset a tutor has saved but not submitted (spec §4: "not shown"). */
export const DRAFT_STATUS = 3;

// ---- Lookups (shared by tutor and admin, courses and digital assets) ----

export const CategoryOption = z.object({ id: z.number().int(), name: z.string() });
export const SubCategoriesAnswer = z.object({
  sub_categories: z.array(CategoryOption),
  /** Digital assets: the preview type's label for the category (e.g. 'PDF Preview'). */
  label: z.string().nullable(),
  /** Courses: true when the category is the tutor category (price, discount, special invitation hidden). */
  tutor: z.boolean(),
});
export const SubCategoriesQuery = z.object({ category_id: Id });
export const PriceOption = z.object({
  id: z.number().int(),
  /** RM text, '49.00'. */
  price: z.string(),
  price_sen: z.number().int(),
});

// ---- Course aggregate views ----

export const TranscodeState = z.enum(['none', 'pending', 'ready', 'failed']);
export const ModuleView = z.object({
  id: z.number().int(),
  title: z.string(),
  hashslug: z.string(),
  /** '00:03:25' */
  module_duration: z.string(),
  module_vid_duration: z.number().int(),
  /** The module file's reference (media hashslug) to send back on save; null when none yet. */
  module_url: z.string().nullable(),
  module_size: z.number().int().nullable(),
  module_filesize: z.string().nullable(),
  module_type: z.string().nullable(),
  full_url: z.string().nullable(),
  /** Background transcoding: none (no video), pending, ready (all renditions), failed (with error). */
  transcode_status: TranscodeState,
  transcode_error: z.string().nullable(),
  renditions: z.array(
    z.object({ quality: z.number().int(), status: z.string(), error: z.string().nullable() }),
  ),
});
export const ChapterView = z.object({
  id: z.number().int(),
  title: z.string(),
  hashslug: z.string(),
  modules: z.array(ModuleView),
  quizs: z.array(z.object({ quiz_id: z.number().int(), hashslug: z.string(), title: z.string() })),
});
export const AttachmentView = z.object({
  id: z.number().int(),
  hashslug: z.string(),
  title: z.string(),
  /** Size as text. */
  label: z.string(),
  url: z.string(),
  size: z.number().int(),
  extension: z.string(),
  full_url: z.string(),
});
export const AccessCodeView = z.object({ id: z.number().int(), code: z.string(), hashslug: z.string() });

export const SubscriberView = z.object({
  user: z.object({
    id: z.number().int(),
    name: z.string(),
    username: z.string(),
    first_name: z.string().nullable(),
    last_name: z.string().nullable(),
  }),
  /** Initials for the avatar circle. */
  initials: z.string(),
  subscribed_courses: z.number().int(),
  /** 0..100 */
  video_watched_percentage: z.number().int(),
});
export interface DiscussionNode {
  id: number;
  user: { id: number; name: string };
  avatar: string | null;
  posted: string;
  comment: string;
  /** True when the viewer may reply here (top level, no reply yet). */
  reply: boolean;
  children: DiscussionNode[];
}
export const DiscussionNodeView: z.ZodType<DiscussionNode> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    user: z.object({ id: z.number().int(), name: z.string() }),
    avatar: z.string().nullable(),
    posted: z.string(),
    comment: z.string(),
    reply: z.boolean(),
    children: z.array(DiscussionNodeView),
  }),
);
export const FeedbackView = z.object({
  id: z.number().int(),
  user: z.object({ name: z.string() }),
  avatar: z.string().nullable(),
  content: z.string(),
  rate: z.number().int(),
  created_readable: z.string(),
});
export const RateView = z.object({ no: z.number().int(), percent: z.number(), color: z.string() });
export const ScheduleView = z.object({
  id: z.number().int(),
  title: z.string(),
  date_time: z.string(),
  streaming_url: z.string().nullable(),
});
export const AssignmentView = z.object({ id: z.number().int(), title: z.string(), created_at: z.string() });
export const CourseQuizRow = z.object({
  id: z.number().int(),
  hashslug: z.string(),
  title: z.string(),
  created_at: z.string(),
  /** 'available' (green badge: learners may take it) or another status (primary badge). */
  status: z.string(),
});

/** Fields common to courses and digital assets. */
export const ProductBase = z.object({
  id: z.number().int(),
  hashslug: z.string(),
  /** Optimistic-lock token: send it back with a save; a save from an older copy gets 409. */
  version: z.string(),
  title: z.string(),
  kind: z.string(),
  user: z.object({ id: z.number().int(), name: z.string() }),
  category_id: z.number().int(),
  sub_category_id: z.number().int(),
  category: z.object({ id: z.number().int(), name: z.string(), is_tutor: z.boolean() }),
  sub_category: z.object({ id: z.number().int(), name: z.string() }),
  price_id: z.number().int().nullable(),
  /** RM text of the chosen price, '49.00'. */
  price: z.string(),
  discount_active: z.boolean(),
  /** RM text, '0.00'. */
  discount: z.string(),
  tags: z.array(z.string()),
  course_tag: z.object({ tag_name: z.string() }),
  content: z.string(),
  /** 0 pending, 1 published, 2 rejected, 3 draft. */
  status_id: z.number().int(),
  reject_reason: z.string().nullable(),
  preview_url: z.string().nullable(),
  preview_full_url: z.string().nullable(),
  preview_type: z.string().nullable(),
  preview_size: z.number().int().nullable(),
  preview_label: z.string().nullable(),
  preview_play: z.boolean(),
  preview_banner: z.string().nullable(),
  preview_banner_exist: z.boolean(),
  preview_banner_url: z.string().nullable(),
  banner_resolution: z.string().nullable(),
  rating: z.number(),
  rates: z.array(RateView),
  counts: z.object({
    subscribers: z.number().int(),
    discussions: z.number().int(),
    feedbacks: z.number().int(),
    training_schedules: z.number().int(),
    course_assignments: z.number().int(),
    course_quizs: z.number().int(),
  }),
  subscribers: z.array(SubscriberView),
  discussions: z.array(DiscussionNodeView),
  feedbacks: z.array(FeedbackView),
  updated_at: z.string(),
});

export const CourseView = ProductBase.extend({
  requirement: z.string().nullable(),
  benefit: z.string().nullable(),
  is_tutor: z.boolean(),
  special_invitation: z.boolean(),
  recurring_id: z.string().nullable(),
  code_accesses: z.array(AccessCodeView),
  chapters: z.array(ChapterView),
  course_attachments: z.array(AttachmentView),
  training_schedules: z.array(ScheduleView),
  course_assignments: z.array(AssignmentView),
  course_quizs: z.array(CourseQuizRow),
});
export type CourseView = z.infer<typeof CourseView>;

export const CourseListRow = z.object({
  id: z.number().int(),
  hashslug: z.string(),
  title: z.string(),
  kind: z.string(),
  category: z.string(),
  status_id: z.number().int(),
  reject_reason: z.string().nullable(),
  user: z.object({ name: z.string() }),
  updated_at: z.string(),
});
export const CourseListQuery = PageQuery.extend({
  /** Filter by status id (0, 1, 2, 3); all when absent. */
  status: z.coerce.number().int().min(0).max(3).optional(),
  search: z.string().trim().max(200).optional(),
});

// ---- Save as Draft: the whole aggregate ----

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

export const ModuleInput = z.object({
  hashslug: RowRef,
  title: requiredText(AUTHORING_MSG.moduleTitleRequired, 255),
  /** The module video's reference from upload-video (preview 2). */
  url: MediaRef,
});
export const ChapterInput = z.object({
  hashslug: RowRef,
  title: requiredText(AUTHORING_MSG.chapterTitleRequired, 255),
  modules: z.array(ModuleInput).max(500).default([]),
  /** Quiz ids attached to the chapter, in order. */
  quizs: z.array(Id).max(50).default([]),
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

export const CourseDraftBody = z.object({
  /** Absent or null: a new course. */
  hashslug: Hashslug.nullish(),
  /** The `version` of the copy being edited; required when hashslug is given. */
  version: z.string().max(64).nullish(),
  title: requiredText(AUTHORING_MSG.titleRequired, 255),
  category_id: Id,
  sub_category_id: Id,
  /** Tags typed with Enter: a list or comma-separated text. */
  tags: listOf(z.string().trim().min(1).max(50)).refine((t) => t.length > 0, AUTHORING_MSG.tagRequired),
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

const HashslugBody = z.object({ hashslug: Hashslug });
const course = (path: string) => `/ajax/v2/tutor/course/${path}`;
const tutor = ['tutor'] as const;

export const tutorCourseContract = {
  list: defineRoute({
    method: 'GET',
    path: course('list'),
    summary: "The tutor's own courses (video courses), newest first, 20 a page",
    tag: 'tutor-course',
    access: tutor,
    owner: 'self',
    query: CourseListQuery,
    response: paged(CourseListRow),
  }),
  categories: defineRoute({
    method: 'GET',
    path: course('categories'),
    summary: 'Course main categories (not the digital-asset ones)',
    tag: 'tutor-course',
    access: tutor,
    owner: 'none',
    response: z.array(CategoryOption),
  }),
  prices: defineRoute({
    method: 'GET',
    path: course('prices'),
    summary: 'Active price list options',
    tag: 'tutor-course',
    access: tutor,
    owner: 'none',
    response: z.array(PriceOption),
  }),
  subCategories: defineRoute({
    method: 'GET',
    path: course('sub_categories'),
    summary: 'Sub categories of a category and the tutor-category flag',
    tag: 'tutor-course',
    access: tutor,
    owner: 'none',
    query: SubCategoriesQuery,
    response: SubCategoriesAnswer,
  }),
  hashslug: defineRoute({
    method: 'POST',
    path: course('hashslug'),
    summary: "One of the tutor's own courses with every tab's data (403/404 for others' courses)",
    tag: 'tutor-course',
    access: tutor,
    owner: 'course',
    body: HashslugBody,
    encoding: 'form',
    response: z.object({ course: CourseView }),
  }),
  uploadVideo: defineRoute({
    method: 'POST',
    path: course('upload-video'),
    summary:
      'Upload a preview (preview=1) or module (preview=2) video: mp4; duration and resolution read from it',
    tag: 'tutor-course',
    access: tutor,
    owner: 'self',
    body: UploadBody,
    encoding: 'multipart',
    files: { file: { maxBytes: multipartLimit(UPLOAD_LIMITS.video) } },
    response: UploadAnswer,
  }),
  uploadAttachment: defineRoute({
    method: 'POST',
    path: course('upload-attachment'),
    summary: 'Upload a course document (pdf, epub, zip, mp3, jpg, png)',
    tag: 'tutor-course',
    access: tutor,
    owner: 'self',
    body: UploadBody,
    encoding: 'multipart',
    files: { file: { maxBytes: multipartLimit(UPLOAD_LIMITS.attachment) } },
    response: UploadAnswer,
  }),
  uploadBanner: defineRoute({
    method: 'POST',
    path: course('upload-banner'),
    summary: 'Upload the course banner (jpeg/png up to 10 MB), re-encoded',
    tag: 'tutor-course',
    access: tutor,
    owner: 'self',
    body: UploadBody,
    encoding: 'multipart',
    files: { file: { maxBytes: multipartLimit(UPLOAD_LIMITS.banner) } },
    response: UploadAnswer,
  }),
  saveDraft: defineRoute({
    method: 'POST',
    path: course('save-draft'),
    summary: 'Save as Draft: the whole aggregate; the server diffs it. 409 when saved from a stale copy',
    tag: 'tutor-course',
    access: tutor,
    owner: 'course',
    body: CourseDraftBody,
    encoding: 'json',
    response: CourseDraftAnswer,
  }),
  save: defineRoute({
    method: 'POST',
    path: course('save'),
    summary: 'Save & Exit: same as Save as Draft, answers the list page url to go to',
    tag: 'tutor-course',
    access: tutor,
    owner: 'course',
    body: CourseDraftBody,
    encoding: 'json',
    response: CourseDraftAnswer.extend({ url: z.string() }),
  }),
  submit: defineRoute({
    method: 'POST',
    path: course('submit'),
    summary: 'Submit a draft or rejected course for admin review (status 0)',
    tag: 'tutor-course',
    access: tutor,
    owner: 'course',
    body: HashslugBody.extend({ version: z.string().max(64).nullish() }),
    encoding: 'form',
    response: z.object({ hashslug: z.string(), status_id: z.number().int(), version: z.string() }),
  }),
  replyQna: defineRoute({
    method: 'POST',
    path: course('reply-qna'),
    summary: 'Reply to a top-level comment with no reply yet; answers the refreshed thread',
    tag: 'tutor-course',
    access: tutor,
    owner: 'course',
    body: z.object({
      course_id: Id,
      id: Id,
      comment: requiredText(AUTHORING_MSG.commentRequired, 2000),
      index: z.coerce.number().int().optional(),
      is_children: Flag.optional(),
    }),
    encoding: 'form',
    response: z.object({ discussions: z.array(DiscussionNodeView) }),
  }),
  storeTrainingSchedule: defineRoute({
    method: 'POST',
    path: course('store-training-schedule'),
    summary: 'Add or edit (with id) a live schedule of a tutor course',
    tag: 'tutor-course',
    access: tutor,
    owner: 'course',
    body: z.object({
      course_id: Id,
      id: Id.optional(),
      title: requiredText('Title is required.', 255),
      date_time: requiredText('Date time is required.', 40),
      streaming_url: z.string().trim().url().max(500).nullish(),
    }),
    encoding: 'json',
    response: z.object({ training_schedules: z.array(ScheduleView) }),
  }),
  deleteTrainingSchedule: defineRoute({
    method: 'POST',
    path: course('delete-training-schedule'),
    summary: 'Delete a live schedule; answers the refreshed list',
    tag: 'tutor-course',
    access: tutor,
    owner: 'course',
    body: z.object({ id: Id, course_id: Id }),
    encoding: 'form',
    response: z.object({ training_schedules: z.array(ScheduleView) }),
  }),
  storeAssignment: defineRoute({
    method: 'POST',
    path: course('store-assignment'),
    summary: 'Add an assignment to a tutor course',
    tag: 'tutor-course',
    access: tutor,
    owner: 'course',
    body: z.object({
      course_id: Id,
      title: requiredText('Title is required.', 255),
      description: z.string().max(20_000).nullish(),
    }),
    encoding: 'json',
    response: z.object({ course_assignments: z.array(AssignmentView) }),
  }),
  deleteAssignment: defineRoute({
    method: 'POST',
    path: course('delete-assignment'),
    summary: 'Delete an assignment; answers the refreshed list',
    tag: 'tutor-course',
    access: tutor,
    owner: 'course',
    body: z.object({ id: Id, course_id: Id }),
    encoding: 'form',
    response: z.object({ course_assignments: z.array(AssignmentView) }),
  }),
  quizs: defineRoute({
    method: 'POST',
    path: course('quizs'),
    summary: "'Pilih Kuiz' picker: the course's quizzes, is_checked when attached to a chapter",
    tag: 'tutor-course',
    access: tutor,
    owner: 'course',
    body: HashslugBody,
    encoding: 'form',
    response: z.object({
      quizs: z.array(z.object({ id: z.number().int(), title: z.string(), is_checked: z.boolean() })),
    }),
  }),
  quizUpdateStatus: defineRoute({
    method: 'POST',
    path: course('quiz/update-status'),
    summary:
      'Checks a picker swap (quiz_prev to quiz_id) on one course; the attachment is saved with the course',
    tag: 'tutor-course',
    access: tutor,
    owner: 'course',
    body: z.object({ quiz_prev: z.coerce.number().int().nullish(), quiz_id: Id }),
    encoding: 'form',
    response: z.object({ quiz_id: z.number().int(), status: z.string() }),
  }),
  selectQuiz: defineRoute({
    method: 'POST',
    path: course('quiz/select-quiz'),
    summary: 'The picked quiz (id, title)',
    tag: 'tutor-course',
    access: tutor,
    owner: 'course',
    body: z.object({ id: Id }),
    encoding: 'form',
    response: z.object({ quiz: z.object({ id: z.number().int(), title: z.string() }) }),
  }),
  removeQuiz: defineRoute({
    method: 'POST',
    path: course('quiz/remove-quiz'),
    summary: 'Takes a quiz off every chapter of its course',
    tag: 'tutor-course',
    access: tutor,
    owner: 'course',
    body: z.object({ quiz_id: Id }),
    encoding: 'form',
    response: z.object({ quiz_id: z.number().int(), status: z.string() }),
  }),
  searchQuiz: defineRoute({
    method: 'POST',
    path: course('search-quiz'),
    summary: "Quiz tab: the course's quizzes by title, 10 a page",
    tag: 'tutor-course',
    access: tutor,
    owner: 'course',
    query: PageQuery,
    body: z.object({ hashslug: Hashslug, title: z.string().trim().max(200).default('') }),
    encoding: 'form',
    response: z.object({ quizs: paged(CourseQuizRow) }),
  }),
  deleteQuiz: defineRoute({
    method: 'POST',
    path: course('delete-quiz'),
    summary: 'Delete a quiz of the course (refused while attached to a chapter)',
    tag: 'tutor-course',
    access: tutor,
    owner: 'course',
    body: z.object({ id: Id, hashslug: Hashslug }),
    encoding: 'form',
    response: z.object({ id: z.number().int() }),
  }),
};
