import { z } from 'zod';
import { COURSE_KINDS } from '../constants';
import { IMAGE_FORMATS, IMAGE_WIDTHS } from '../rules/responsive-image';
import { WatchCaption } from './caption.contract';
import { Hashslug, Id } from './fields';
import { MEDIA_MSG } from './media-text';
import { defineRoute } from './route';

export { MEDIA_MSG } from './media-text';

/** One rendition of a stored image (`responsive-image.ts`), and for a protected image the signed query (`u`, `e`, `s`). */
export const ImageVariantQuery = z.object({
  w: z.coerce
    .number()
    .int()
    .refine((w) => (IMAGE_WIDTHS as readonly number[]).includes(w), {
      message: `one of ${IMAGE_WIDTHS.join(', ')}`,
    }),
  f: z.enum(IMAGE_FORMATS),
  u: z.string().max(20).optional(),
  e: z.string().max(20).optional(),
  s: z.string().max(128).optional(),
});

/** An optional id that forms send as an empty string when there is none (a visitor's subscriber_id). */
const OptionalId = z.preprocess((v) => (v === '' || v === null ? undefined : v), Id.optional());

/** What names every item of a course's media: its hashslug and title. */
const VodItem = z.object({ hashslug: z.string(), title: z.string() });

/** A downloadable file of a course (an attachment, an ebook): its type and its size for people ("1.2 MB"). */
const VodFile = VodItem.extend({ extension: z.string(), size_name: z.string() });

/** A course attachment (spec 001 §3 "Attachment"); `file_url` only for entitled users. */
export const VodCourseAttachment = VodFile.extend({
  /** Signed: a playable stream for mp3, a download for other files; null unless entitled. */
  file_url: z.string().nullable(),
});
export type VodCourseAttachment = z.infer<typeof VodCourseAttachment>;

/** A stock photo of a photo pack. */
export const VodPhotoComponent = z.object({
  type: z.literal('photo'),
  ...VodItem.shape,
  resolution_height: z.number().int(),
  resolution_width: z.number().int(),
});
export type VodPhotoComponent = z.infer<typeof VodPhotoComponent>;

/** An ebook of an ebook course; `url` is a signed inline view of the PDF, only for entitled users. */
export const VodEbookComponent = z.object({
  type: z.literal('ebook'),
  ...VodFile.shape,
  url: z.string().nullable(),
});
export type VodEbookComponent = z.infer<typeof VodEbookComponent>;

/** A sub-topic of an audio course; `url` is signed and only given to entitled users. */
export const VodAudioSubComponent = z.object({
  hashslug: z.string(),
  sub_title: z.string(),
  url: z.string().nullable(),
  /** Seconds. */
  duration: z.number().int(),
  /** Seconds where this listener stopped, to offer "resume at mm:ss"; null to start from the beginning. */
  position: z.number().int().nonnegative().nullable(),
});
export type VodAudioSubComponent = z.infer<typeof VodAudioSubComponent>;

/** A topic of an audio course with its sub-topics. */
export const VodAudioComponent = z.object({
  type: z.literal('audio'),
  ...VodItem.shape,
  /** Seconds, the sum of the sub-topics. */
  total_duration_component: z.number().int(),
  sub_components: z.array(VodAudioSubComponent),
});
export type VodAudioComponent = z.infer<typeof VodAudioComponent>;

/** One digital asset component; `type` (our addition) tells which of the spec's shapes it is. */
export const VodDigitalAssetComponent = z.discriminatedUnion('type', [
  VodPhotoComponent,
  VodEbookComponent,
  VodAudioComponent,
]);
export type VodDigitalAssetComponent = z.infer<typeof VodDigitalAssetComponent>;

/** `GET /vod/course/info/{courseId}` (spec 001 §3 "Course info"). */
export const VodCourseInfo = z.object({
  kind: z.enum(COURSE_KINDS),
  course_attachments: z.array(VodCourseAttachment),
  /** Public URL of the watermarked preview of the first stock photo; null for other courses. */
  photo_url_watermark: z.string().nullable(),
  digital_asset_components: z.array(VodDigitalAssetComponent),
  tags: z.array(z.object({ name: z.string(), link: z.string() })),
  /** How many reviews the tutor has received over all their courses. */
  tutor_count: z.number().int(),
  /** The tutor's average rating over those reviews, one decimal. */
  tutor_rating: z.number(),
  tutor_name: z.string(),
  /** Modules (video), sub-topics (audio), ebooks or photos. */
  total_modules: z.number().int(),
  /** Seconds of video or audio. */
  course_duration: z.number().int(),
  banner: z.string().nullable(),
  url: z.string(),
  is_subscriber: z.boolean(),
  /** May play and download (a subscriber; for tutor courses the course is also active). Our addition. */
  can_download: z.boolean(),
});
export type VodCourseInfo = z.infer<typeof VodCourseInfo>;

/** A module row of a chapter (spec 001 §3 "Chapter"). */
export const VodChapterModule = z.object({
  id: z.number().int(),
  title: z.string(),
  is_watched: z.boolean(),
  /** Seconds. */
  module_vid_duration: z.number().int(),
  /** Preview modules play for everyone. */
  is_preview: z.boolean(),
});
export type VodChapterModule = z.infer<typeof VodChapterModule>;

/** A chapter quiz with whether the viewer has submitted it. */
export const VodChapterQuiz = z.object({
  quiz_id: z.number().int(),
  chapter_id: z.number().int(),
  quiz: z.object({ title: z.string() }),
  submitted: z.boolean(),
});
export type VodChapterQuiz = z.infer<typeof VodChapterQuiz>;

export const VodChapter = z.object({
  id: z.number().int(),
  title: z.string(),
  modules: z.array(VodChapterModule),
  /** Seconds. */
  total_modules_duration: z.number().int(),
  quizs: z.array(VodChapterQuiz),
  /**
   * A package course's chapter released in a later school week: the Malaysia day (YYYY-MM-DD) it opens for
   * this learner (the school calendar of their state's group); null when open. Its modules do not play until then.
   */
  opens_on: z.string().nullable(),
});
export type VodChapter = z.infer<typeof VodChapter>;

export const VodWatchBody = z.object({
  course_id: Id,
  subscriber_id: OptionalId,
  id: Id,
});

/**
 * A quality the module really has, highest first: its ready renditions, or with none its own file
 * (`quality` is that file's height, null when unknown). Empty when the viewer may not play it.
 */
export const VodVideoQuality = z.object({
  quality: z.number().int().positive().nullable(),
  url: z.string(),
});
export type VodVideoQuality = z.infer<typeof VodVideoQuality>;

/** A player's report of where the viewer is in a module (DESIGN.md "Reach and learning"). */
export const VodPositionBody = z.object({
  course_id: Id,
  id: Id,
  /** Seconds from the start; checked against the module's length by `keptPosition`. */
  position: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.coerce
      .number({ message: MEDIA_MSG.badPosition })
      .finite({ message: MEDIA_MSG.badPosition })
      .min(0, { message: MEDIA_MSG.badPosition })
      .max(359_999, { message: MEDIA_MSG.badPosition }),
  ),
});

/** A player's report of where the listener is in a part of an audio course. */
export const VodAudioPositionBody = VodPositionBody.omit({ id: true }).extend({ hashslug: Hashslug });

export const VodWatchedBody = z.object({
  course_id: Id,
  subscriber_id: Id,
  module_id: Id,
});

const CourseIdParams = z.object({ courseId: Id });
const HashslugParams = z.object({ hashslug: Hashslug });

export const mediaContract = {
  courseInfo: defineRoute({
    method: 'GET',
    path: '/ajax/v2/vod/course/info/{courseId}',
    summary:
      'Course attachments, digital asset components and the watermarked photo preview; URLs only for subscribers',
    tag: 'media',
    access: 'public',
    owner: 'course',
    params: CourseIdParams,
    response: VodCourseInfo,
  }),
  attachmentFile: defineRoute({
    method: 'GET',
    path: '/ajax/v2/vod/attachment/file/{hashslug}',
    summary: 'A signed download URL of a course attachment, for subscribers',
    tag: 'media',
    access: 'user',
    owner: 'course',
    params: HashslugParams,
    response: z.object({ url: z.string(), title: z.string() }),
  }),
  chapters: defineRoute({
    method: 'GET',
    path: '/ajax/v2/vod/video/chapter/{courseId}',
    summary:
      'Chapters with modules, durations and quizzes; watched ticks, submitted quizzes and progress for the viewer',
    tag: 'media',
    access: 'public',
    owner: 'course',
    params: CourseIdParams,
    response: z.object({ chapters: z.array(VodChapter), progress: z.number().int() }),
  }),
  watch: defineRoute({
    method: 'POST',
    path: '/ajax/v2/vod/video/watch',
    summary:
      'A short-lived URL of a module video: preview modules for all, others for the subscriber (error flag otherwise)',
    tag: 'media',
    access: 'public',
    owner: 'course',
    encoding: 'form',
    body: VodWatchBody,
    response: z.object({
      error: z.boolean(),
      /** The quality that plays first (1080p when it exists); one of `qualities`. */
      url: z.string().nullable(),
      banner: z.string().nullable(),
      qualities: z.array(VodVideoQuality),
      /**
       * The module's adaptive master playlist (`.m3u8`), signed for this viewer: null for visitors (previews play
       * the MP4), refusals and modules not packaged yet. `qualities` stay the fallback.
       */
      hls: z.string().nullable(),
      /** The module's caption tracks as WebVTT, signed for this viewer (for any viewer on a visitor's preview); empty on refusals. */
      captions: z.array(WatchCaption),
      /** Seconds where this viewer stopped, to offer "resume at mm:ss"; null to start from the beginning. */
      position: z.number().int().nonnegative().nullable(),
    }),
  }),
  position: defineRoute({
    method: 'POST',
    path: '/ajax/v2/vod/video/position',
    summary:
      'Keeps where the viewer stopped in a module (entitled viewers, as watch); clamped to its length, a late report never moves it back',
    tag: 'media',
    access: 'user',
    owner: 'subscription',
    encoding: 'form',
    body: VodPositionBody,
    response: z.object({ position: z.number().int().nonnegative() }),
  }),
  audioPosition: defineRoute({
    method: 'POST',
    path: '/ajax/v2/vod/audio/position',
    summary:
      'Keeps where the listener stopped in a part (sub-topic) of an audio course (subscribers); clamped to its length, a late report never moves it back',
    tag: 'media',
    access: 'user',
    owner: 'subscription',
    encoding: 'form',
    body: VodAudioPositionBody,
    response: z.object({ position: z.number().int().nonnegative() }),
  }),
  watched: defineRoute({
    method: 'POST',
    path: '/ajax/v2/vod/video/watched',
    summary: 'Marks a module watched for the subscriber (idempotent) and answers the new progress',
    tag: 'media',
    access: 'user',
    owner: 'subscription',
    encoding: 'form',
    body: VodWatchedBody,
    response: z.object({ is_watched: z.boolean(), progress: z.number().int() }),
  }),
  stockPhotoDownload: defineRoute({
    method: 'GET',
    path: '/ajax/v2/vod/stockphoto/download2/{hashslug}',
    summary: 'Downloads the original stock photo (subscribers; visitors are sent to /login)',
    tag: 'media',
    access: 'public',
    owner: 'course',
    params: HashslugParams,
    response: z.null(),
    raw: 'file',
  }),
  ebookDownload: defineRoute({
    method: 'GET',
    path: '/ajax/v2/vod/ebook/download2/{hashslug}',
    summary: 'Downloads the ebook file (subscribers; visitors are sent to /login)',
    tag: 'media',
    access: 'public',
    owner: 'course',
    params: HashslugParams,
    response: z.null(),
    raw: 'file',
  }),
  image: defineRoute({
    method: 'GET',
    path: '/media/image/{hashslug}',
    summary:
      'A stored image re-encoded (AVIF or WebP) at one of the made widths, kept in the storage once made; public images for anyone, others only with the signed query of /media/file for its user',
    tag: 'media',
    access: 'public',
    owner: 'none',
    params: HashslugParams,
    query: ImageVariantQuery,
    response: z.null(),
    raw: 'file',
  }),
};
