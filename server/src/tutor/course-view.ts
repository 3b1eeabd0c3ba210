import type { MediaFile } from '@mahir/db';
import { authoringTabsRepository } from '@mahir/db/repositories/authoring-tabs.repository';
import type { CourseAggregate } from '@mahir/db/repositories/course-aggregate.repository';
import { feedbackRepository } from '@mahir/db/repositories/feedback.repository';
import { mediaRepository } from '@mahir/db/repositories/media.repository';
import type { DiscussionListRow } from '@mahir/db/repositories/qna.repository';
import { qnaRepository } from '@mahir/db/repositories/qna.repository';
import type { CourseView, DigitalAssetView, DiscussionNode } from '@mahir/shared';
import { formatRinggit } from '@mahir/shared/money/ringgit';
import { canReplyInBackOffice, transcodeStatus } from '@mahir/shared/rules/authoring';
import { buildDiscussionTree, type DiscussionNode as TreeNode } from '@mahir/shared/rules/discussion-tree';
import { moduleProgress as progressOf } from '@mahir/shared/rules/progress';
import { ratingSummary } from '@mahir/shared/rules/rating-summary';
import { timeAgo } from '@mahir/shared/rules/readable-time';
import { formatDuration, formatSize, initials } from '@mahir/shared/rules/text';
import type { ServiceDeps } from '../app-context';
import { avatarUrl } from '../learning/learning-access';
import type { mediaLinks } from '../media/media-links';

type Links = ReturnType<typeof mediaLinks>;

/** Kept for the services that still import it; new code uses `formatRinggit`. */
export const rmText = formatRinggit;

/** The Q&A threads as the back office shows them, with the reply flag for this viewer. */
export function discussionNodes(
  rows: DiscussionListRow[],
  isOwnerOrAdmin: boolean,
  now: Date,
): DiscussionNode[] {
  const toNode = (node: TreeNode<DiscussionListRow>): DiscussionNode => ({
    id: node.id,
    user: { id: node.user_id, name: node.user_name },
    avatar: avatarUrl(node.avatar_hashslug, node.avatar_extension),
    posted: timeAgo(node.created_at, now),
    comment: node.comment,
    reply: canReplyInBackOffice({
      isTopLevel: node.depth === 1,
      childCount: node.children.length,
      isOwnerOrAdmin,
    }),
    children: node.children.map(toNode),
  });
  return buildDiscussionTree(rows).map(toNode);
}

/** Builds the course and digital-asset views (tutor edit and admin review alike) from the aggregate. */
export function createCourseViews(deps: ServiceDeps & { links: Links }) {
  const { db, clock, links } = deps;
  const fileUrl = (media: MediaFile | null, viewerId: number) =>
    media ? links.stream(media, viewerId) : null;

  async function base(agg: CourseAggregate, viewerId: number) {
    const c = agg.course;
    const [discussionRows, feedbackRows, counts, subscribers, moduleCount] = await Promise.all([
      qnaRepository.listByCourse(db, c.id),
      feedbackRepository.listByCourse(db, c.id),
      feedbackRepository.countsByRate(db, c.id),
      authoringTabsRepository.subscribers(db, c.id),
      authoringTabsRepository.moduleCount(db, c.id),
    ]);
    const now = clock();
    const summary = ratingSummary(counts);
    const discussions = discussionNodes(discussionRows, true, now);
    return {
      id: c.id,
      hashslug: c.hashslug,
      version: String(c.version),
      title: c.title,
      kind: c.kind,
      user: agg.author,
      category_id: c.category_id,
      sub_category_id: c.sub_category_id,
      category: { id: agg.category.id, name: agg.category.name, is_tutor: agg.category.is_tutor },
      sub_category: agg.subCategory,
      price_id: c.price_id,
      price: formatRinggit(agg.price?.price ?? c.sell_price),
      discount_active: c.discount_active === 1,
      discount: formatRinggit(c.discount),
      tags: agg.tags,
      course_tag: { tag_name: agg.tags.join(',') },
      content: c.content,
      status_id: c.status_id,
      reject_reason: c.reject_reason,
      preview_url: agg.preview?.hashslug ?? null,
      preview_full_url: fileUrl(agg.preview, viewerId),
      preview_type: agg.preview?.extension ?? null,
      preview_size: agg.preview?.size ?? null,
      preview_label: agg.preview ? formatSize(agg.preview.size) : null,
      preview_duration: agg.preview?.duration ? formatDuration(agg.preview.duration) : null,
      preview_play: agg.preview?.extension === 'mp4' || agg.preview?.extension === 'mp3',
      preview_banner: agg.banner?.hashslug ?? null,
      preview_banner_exist: agg.banner !== null,
      preview_banner_url: fileUrl(agg.banner, viewerId),
      banner_resolution:
        agg.banner?.width && agg.banner.height ? `${agg.banner.width} x ${agg.banner.height}` : null,
      rating: summary.rating,
      rates: summary.rates.map((r) => ({ star: r.star, no: r.no, percent: r.percent, color: r.color })),
      counts: {
        subscribers: subscribers.length,
        discussions: discussionRows.filter((d) => d.parent_id === null).length,
        feedbacks: feedbackRows.length,
        training_schedules: 0,
        course_assignments: 0,
        course_quizs: agg.quizzes.length,
      },
      subscribers: subscribers.map((s) => ({
        user: {
          id: s.user_id,
          name: s.name,
          username: s.username,
          first_name: s.first_name,
          last_name: s.last_name,
        },
        initials: initials(s.name),
        subscribed_courses: s.subscribed_courses,
        video_watched_percentage: progressOf(s.watched, moduleCount),
      })),
      discussions,
      feedbacks: feedbackRows.map((f) => ({
        id: f.id,
        user: { name: f.user_name },
        avatar: avatarUrl(f.avatar_hashslug, f.avatar_extension),
        content: f.content,
        rate: f.rate,
        created_readable: timeAgo(f.created_at, now),
      })),
      updated_at: c.updated_at,
    };
  }

  return {
    async course(agg: CourseAggregate, viewerId: number): Promise<CourseView> {
      const c = agg.course;
      const [head, schedules, assignments] = await Promise.all([
        base(agg, viewerId),
        authoringTabsRepository.schedules(db, c.id),
        authoringTabsRepository.assignments(db, c.id),
      ]);
      return {
        ...head,
        counts: {
          ...head.counts,
          training_schedules: schedules.length,
          course_assignments: assignments.length,
        },
        requirement: c.requirement,
        benefit: c.benefit,
        is_tutor: c.is_tutor === 1,
        special_invitation: c.special_invitation === 1,
        recurring_id: c.recurring_id,
        code_accesses: agg.accessCodes.map((a) => ({ id: a.id, code: a.code, hashslug: a.hashslug })),
        chapters: this.chapters(agg, viewerId),
        course_attachments: this.attachments(agg, viewerId),
        training_schedules: schedules.map((s) => ({ ...s, streaming_url: s.streaming_url })),
        course_assignments: assignments,
        course_quizs: agg.quizzes.map((q) => ({
          id: q.id,
          hashslug: q.hashslug,
          title: q.title,
          created_at: q.created_at,
          status: q.status,
        })),
      };
    },

    chapters(agg: CourseAggregate, viewerId: number): CourseView['chapters'] {
      return agg.chapters.map((ch) => ({
        id: ch.id,
        title: ch.title,
        hashslug: ch.hashslug,
        quizs: ch.quizzes,
        release_week: ch.release_week,
        modules: ch.modules.map((m) => ({
          id: m.id,
          title: m.title,
          hashslug: m.hashslug,
          module_duration: formatDuration(m.duration),
          module_vid_duration: m.duration,
          module_url: m.media?.hashslug ?? null,
          module_size: m.media?.size ?? null,
          module_filesize: m.media ? formatSize(m.media.size) : null,
          module_type: m.media?.extension ?? null,
          full_url: fileUrl(m.media, viewerId),
          transcode_status: transcodeStatus({
            hasVideo: m.media !== null,
            job: m.job,
            renditions: m.renditions,
          }),
          transcode_error: m.job?.error ?? m.renditions.find((r) => r.error)?.error ?? null,
          renditions: m.renditions,
        })),
      }));
    },

    attachments(agg: CourseAggregate, viewerId: number): CourseView['course_attachments'] {
      return agg.attachments.map((a) => ({
        id: a.id,
        hashslug: a.hashslug,
        title: a.title,
        label: formatSize(a.media.size),
        url: a.media.hashslug,
        size: a.media.size,
        extension: a.media.extension,
        full_url: links.stream(a.media, viewerId),
      }));
    },

    async asset(agg: CourseAggregate, viewerId: number): Promise<DigitalAssetView> {
      const head = await base(agg, viewerId);
      const mediaUrl = async (id: number | null) => {
        if (id === null) return null;
        const m = await mediaRepository.findById(db, id);
        return m ? links.public(m) : null;
      };
      const photos = await Promise.all(
        agg.photos.map(async (p) => ({
          id: p.id,
          title: p.title,
          hashslug: p.hashslug,
          file_url: p.media.hashslug,
          full_url: links.stream(p.media, viewerId),
          resolution: `${p.width} x ${p.height}`,
          resolution_width: p.width,
          resolution_height: p.height,
          file_size: p.media.size,
          file_type: p.media.extension,
          preview_url: await mediaUrl(p.watermark_media_id),
          thumbnail_url: await mediaUrl(p.thumbnail_media_id),
        })),
      );
      return {
        ...head,
        digital_asset_components: {
          ebooks: agg.ebooks.map((e) => ({
            id: e.id,
            title: e.title,
            hashslug: e.hashslug,
            file_url: e.media.hashslug,
            full_url: links.stream(e.media, viewerId),
            file_size: e.media.size,
            file_type: e.media.extension,
            label: formatSize(e.media.size),
            download: true,
          })),
          topics: agg.topics.map((t) => ({
            id: t.id,
            title: t.title,
            hashslug: t.hashslug,
            sub_components: t.subtopics.map((s) => ({
              id: s.id,
              sub_title: s.sub_title,
              hashslug: s.hashslug,
              file_url: s.media.hashslug,
              file_size: s.media.size,
              file_type: s.media.extension,
              duration: formatDuration(s.duration),
              full_url: links.stream(s.media, viewerId),
            })),
          })),
          photos,
        },
      };
    },
  };
}

export type CourseViews = ReturnType<typeof createCourseViews>;
