import { z } from 'zod';
import { PageQuery } from '../fields';

// How the course aggregate reads back: modules, chapters, attachments, codes, subscribers, discussions,
// feedback, schedules, assignments, quizzes and the course itself.

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
  /** Package courses: the school week the chapter opens in; null from the start. */
  release_week: z.number().int().nullable(),
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
/** One bar of the per-star breakdown: the star it counts (5 to 1), how many reviews gave it, their share. */
export const RateView = z.object({
  star: z.number().int(),
  no: z.number().int(),
  percent: z.number(),
  color: z.string(),
});
export const ScheduleView = z.object({
  id: z.number().int(),
  title: z.string(),
  date_time: z.string(),
  streaming_url: z.string().nullable(),
});
export const AssignmentView = z.object({
  id: z.number().int(),
  title: z.string(),
  /** What the view link shows under the title. */
  description: z.string().nullable(),
  created_at: z.string(),
});
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
  /** Size as text ('244 KB'). */
  preview_label: z.string().nullable(),
  /** Length of a video or audio preview ('00:01:05'); null for other files. */
  preview_duration: z.string().nullable(),
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
