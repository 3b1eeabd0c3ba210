import { type Db, userRepository } from '@mahir/db';
import { courseAggregateRepository as courses } from '@mahir/db/repositories/course-aggregate.repository';
import { coursePageRepository } from '@mahir/db/repositories/course-page.repository';
import {
  type AttachmentRow,
  type AudioSubtopicRow,
  mediaContentRepository,
} from '@mahir/db/repositories/media-content.repository';
import { mediaProgressRepository } from '@mahir/db/repositories/media-progress.repository';
import { playbackPositionRepository } from '@mahir/db/repositories/playback-position.repository';
import type { CourseKind, RouteData, VodCourseAttachment, VodDigitalAssetComponent } from '@mahir/shared';
import { formatSize, type mediaContract } from '@mahir/shared';
import { isInlineAudio } from '@mahir/shared/rules/media-file';
import { averageRating } from '@mahir/shared/rules/rating-summary';
import { resumeOffer } from '@mahir/shared/rules/resume-position';
import { type Actor, actorId } from '../access/actor';
import { courseKind } from '../course/course-page.service';
import { tagLink } from '../course/course-urls';
import { downloadName } from './content-disposition';
import { loadMediaEntitlement, type MediaEntitlement } from './media-entitlement';
import type { MediaLinks } from './media-links';
import type { WatermarkService } from './watermark.service';

type CourseInfo = RouteData<typeof mediaContract.courseInfo>;

interface Deps {
  db: Db;
  links: MediaLinks;
  watermarks: WatermarkService;
}

interface Components {
  items: VodDigitalAssetComponent[];
  total: number;
  seconds: number;
  photoUrl: string | null;
}

/** The fields every downloadable file of a course shows (an attachment, an ebook). */
function fileItem(row: { hashslug: string; title: string; extension: string; size: number }) {
  return {
    hashslug: row.hashslug,
    title: row.title,
    extension: row.extension,
    size_name: formatSize(row.size),
  };
}

function attachmentOf(
  row: AttachmentRow,
  entitlement: MediaEntitlement,
  links: MediaLinks,
  userId: number | null,
) {
  let fileUrl: string | null = null;
  if (entitlement.entitled && userId !== null) {
    const file = { hashslug: row.media_hashslug, extension: row.extension };
    fileUrl = isInlineAudio(row.extension)
      ? links.stream(file, userId)
      : links.download(file, userId, downloadName(row.title, row.extension));
  }
  return { ...fileItem(row), file_url: fileUrl } satisfies VodCourseAttachment;
}

/** The course info of spec 001 §3: attachments, components by kind, tutor figures; URLs only when entitled. */
export function createCourseInfoService({ db, links, watermarks }: Deps) {
  async function components(
    kind: CourseKind,
    entitlement: MediaEntitlement,
    userId: number | null,
  ): Promise<Components> {
    const courseId = entitlement.course.id;
    const streamFor = (file: { media_hashslug: string; extension: string }) =>
      entitlement.entitled && userId !== null
        ? links.stream({ hashslug: file.media_hashslug, extension: file.extension }, userId)
        : null;
    if (kind === 'video') {
      const modules = await mediaProgressRepository.modules(db, courseId);
      const seconds = modules.reduce((sum, m) => sum + m.duration, 0);
      return { items: [], total: modules.length, seconds, photoUrl: null };
    }
    if (kind === 'audio') {
      const listener = entitlement.entitled ? userId : null;
      const [topics, subs, kept] = await Promise.all([
        mediaContentRepository.audioTopics(db, courseId),
        mediaContentRepository.audioSubtopics(db, courseId),
        listener !== null
          ? playbackPositionRepository.audioForCourse(db, listener, courseId)
          : new Map<number, number>(),
      ]);
      const byTopic = new Map<number, AudioSubtopicRow[]>();
      for (const sub of subs) byTopic.set(sub.topic_id, [...(byTopic.get(sub.topic_id) ?? []), sub]);
      const items = topics.map((topic): VodDigitalAssetComponent => {
        const list = byTopic.get(topic.id) ?? [];
        return {
          type: 'audio',
          hashslug: topic.hashslug,
          title: topic.title,
          total_duration_component: list.reduce((sum, s) => sum + s.seconds, 0),
          sub_components: list.map((s) => ({
            hashslug: s.hashslug,
            sub_title: s.sub_title,
            url: streamFor(s),
            duration: s.seconds,
            position: resumeOffer(kept.get(s.id), s.seconds),
          })),
        };
      });
      return {
        items,
        total: subs.length,
        seconds: subs.reduce((sum, s) => sum + s.seconds, 0),
        photoUrl: null,
      };
    }
    if (kind === 'ebook') {
      const ebooks = await mediaContentRepository.ebooks(db, courseId);
      const items = ebooks.map(
        (e): VodDigitalAssetComponent => ({ type: 'ebook', ...fileItem(e), url: streamFor(e) }),
      );
      return { items, total: ebooks.length, seconds: 0, photoUrl: null };
    }
    const photos = await mediaContentRepository.stockPhotos(db, courseId);
    const first = photos[0];
    const watermark = first ? await watermarks.ensure(first) : null;
    const items = photos.map(
      (p): VodDigitalAssetComponent => ({
        type: 'photo',
        hashslug: p.hashslug,
        title: p.title,
        resolution_height: p.height,
        resolution_width: p.width,
      }),
    );
    return { items, total: photos.length, seconds: 0, photoUrl: watermark ? links.public(watermark) : null };
  }

  return {
    async info(actor: Actor, courseId: number): Promise<CourseInfo> {
      const entitlement = await loadMediaEntitlement(db, actor, courseId);
      const { course } = entitlement;
      const kind = courseKind(course.kind);
      const userId = actorId(actor);
      const [attachments, parts, tags, tutor] = await Promise.all([
        mediaContentRepository.attachments(db, course.id),
        components(kind, entitlement, userId),
        coursePageRepository.tagsOf(db, course.id),
        courses.tutorTotals(db, course.user_id),
      ]);
      const tutorUser = await userRepository.findById(db, course.user_id);
      return {
        kind,
        course_attachments: attachments.map((a) => attachmentOf(a, entitlement, links, userId)),
        photo_url_watermark: parts.photoUrl,
        digital_asset_components: parts.items,
        tags: tags.map((name) => ({ name, link: tagLink(name) })),
        tutor_count: tutor.feedbacks,
        tutor_rating: averageRating(tutor.ratingSum, tutor.feedbacks),
        tutor_name: tutorUser?.name ?? '',
        total_modules: parts.total,
        course_duration: parts.seconds,
        banner:
          course.banner_slug && course.banner_ext
            ? links.public({ hashslug: course.banner_slug, extension: course.banner_ext })
            : null,
        url: `/course/${course.hashslug}`,
        is_subscriber: entitlement.isSubscriber,
        can_download: entitlement.entitled,
      };
    },
  };
}

export type CourseInfoService = ReturnType<typeof createCourseInfoService>;
