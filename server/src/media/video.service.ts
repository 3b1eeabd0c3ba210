import type { Db } from '@mahir/db';
import { mediaProgressRepository } from '@mahir/db/repositories/media-progress.repository';
import { moduleHlsRepository } from '@mahir/db/repositories/module-hls.repository';
import { playbackPositionRepository } from '@mahir/db/repositories/playback-position.repository';
import type { VodPositionBody, VodWatchBody, VodWatchedBody } from '@mahir/shared';
import {
  MEDIA_MSG,
  MSG,
  type mediaContract,
  moduleProgress,
  type RouteData,
  type VodChapter,
} from '@mahir/shared';
import { resumeOffer } from '@mahir/shared/rules/resume-position';
import { defaultQualityIndex } from '@mahir/shared/rules/video-quality';
import type { z } from 'zod';
import { type Actor, actorId, type UserActor } from '../access/actor';
import type { AppContext } from '../app-context';
import { type CaptionService, createCaptionService } from '../captions/caption.service';
import { ANY_VIEWER } from '../captions/caption-links';
import { type CertificateService, createCertificateService } from '../certificates/certificate.service';
import { hlsSignedUrl } from '../hls/hls-signer';
import { AppError } from '../http/app-error';
import type { Reply } from '../http/contract-router';
import { type ChapterReleases, createChapterReleases } from '../school-calendar/chapter-release.service';
import { keepPosition } from './kept-position';
import { assertEntitled, loadMediaEntitlement } from './media-entitlement';
import { type LinkedFile, type MediaLinks, mediaLinks, videoTtlSeconds } from './media-links';
import { playableSources } from './playable-sources';

type Chapters = RouteData<typeof mediaContract.chapters>;
type Watch = RouteData<typeof mediaContract.watch>;
type Watched = RouteData<typeof mediaContract.watched>;
type Position = RouteData<typeof mediaContract.position>;

/** Chapters, module playback and watched progress of video courses (spec 001 §2 "Video course page"). */
export function createVideoService({
  db,
  links,
  certificates,
  releases,
  captions,
  secret,
}: {
  db: Db;
  links: MediaLinks;
  /** The tracks of a module, signed for an entitled viewer. */
  captions: Pick<CaptionService, 'forViewer'>;
  /** The app secret that signs HLS links. */
  secret: string;
  /** Issues the course's certificate when this watch finishes it. */
  certificates: Pick<CertificateService, 'issueIfFinished'>;
  /** Package courses' chapters released by school week: closed ones do not play. */
  releases: Pick<ChapterReleases, 'opensOn' | 'assertChapterOpen'>;
}) {
  return {
    async chapters(actor: Actor, courseId: number): Promise<Chapters> {
      const { course } = await loadMediaEntitlement(db, actor, courseId);
      const id = course.id;
      const userId = actorId(actor);
      const [chapters, modules, quizzes, watched, submitted, counts, opensOn] = await Promise.all([
        mediaProgressRepository.chapters(db, id),
        mediaProgressRepository.modules(db, id),
        mediaProgressRepository.chapterQuizzes(db, id),
        userId !== null ? mediaProgressRepository.watchedModuleIds(db, userId, id) : new Set<number>(),
        userId !== null ? mediaProgressRepository.submittedQuizIds(db, userId, id) : new Set<number>(),
        userId !== null ? mediaProgressRepository.progressCounts(db, userId, id) : { watched: 0, total: 0 },
        releases.opensOn(actor, course),
      ]);
      const list = chapters.map((chapter): VodChapter => {
        const own = modules.filter((m) => m.chapter_id === chapter.id);
        return {
          id: chapter.id,
          title: chapter.title,
          modules: own.map((m) => ({
            id: m.id,
            title: m.title,
            is_watched: watched.has(m.id),
            module_vid_duration: m.duration,
            is_preview: m.is_preview === 1,
          })),
          total_modules_duration: own.reduce((sum, m) => sum + m.duration, 0),
          quizs: quizzes
            .filter((q) => q.chapter_id === chapter.id)
            .map((q) => ({
              quiz_id: q.quiz_id,
              chapter_id: q.chapter_id,
              quiz: { title: q.title },
              submitted: submitted.has(q.quiz_id),
            })),
          opens_on: opensOn(chapter.id),
        };
      });
      return { chapters: list, progress: moduleProgress(counts.watched, counts.total) };
    },

    /** Preview modules play for all; others need the viewer's own subscription and, for tutor courses, an active course. */
    async watch(actor: Actor, body: z.output<typeof VodWatchBody>): Promise<Reply<Watch>> {
      const entitlement = await loadMediaEntitlement(db, actor, body.course_id);
      const { course } = entitlement;
      const module = await mediaProgressRepository.findModule(db, body.id, course.id);
      if (!module) throw AppError.notFound();
      const banner =
        course.banner_slug && course.banner_ext
          ? links.public({ hashslug: course.banner_slug, extension: course.banner_ext })
          : null;
      const refuse = (message: string): Reply<Watch> => ({
        data: { error: true, url: null, banner, qualities: [], hls: null, captions: [], position: null },
        message,
      });
      const preview = module.is_preview === 1;
      if (!preview) {
        if (entitlement.content === 'course_inactive') return refuse(MSG.courseInactive);
        if (
          actor.kind === 'visitor' ||
          entitlement.content !== 'allow' ||
          entitlement.subscriptionId !== body.subscriber_id
        )
          return refuse(MSG.notSubscribed);
      }
      if (!preview) await releases.assertChapterOpen(actor, course, module.chapter_id);
      const sources = await playableSources(db, module);
      if (sources.length === 0) return refuse(MEDIA_MSG.noVideo);
      const link = (file: LinkedFile & { duration: number | null }) =>
        preview || actor.kind === 'visitor'
          ? links.public(file)
          : links.stream(file, actor.id, videoTtlSeconds(file.duration ?? module.duration));
      const qualities = sources.map((s) => ({ quality: s.quality, url: link(s.file) }));
      const first = qualities[defaultQualityIndex(qualities.map((q) => q.quality))] ?? qualities[0];
      const kept =
        actor.kind === 'visitor'
          ? undefined
          : await playbackPositionRepository.find(db, 'module', actor.id, module.id);
      const position = resumeOffer(kept?.position, module.duration);
      // Signed links are bound to a session user: visitors' previews play the public MP4, with captions signed
      // for any viewer as that MP4 is public.
      const expires = Math.floor(Date.now() / 1000) + videoTtlSeconds(module.duration);
      let hls: string | null = null;
      let tracks: Watch['captions'] = [];
      if (actor.kind !== 'visitor') {
        const viewer = { userId: actor.id, expires };
        const pkg = await moduleHlsRepository.current(db, module.id);
        hls = pkg ? hlsSignedUrl(secret, pkg.master_key, viewer) : null;
        tracks = await captions.forViewer(module.id, viewer);
      } else if (preview) {
        tracks = await captions.forViewer(module.id, { userId: ANY_VIEWER, expires });
      }
      return {
        data: { error: false, url: first?.url ?? null, banner, qualities, hls, captions: tracks, position },
      };
    },

    /**
     * Keeps where the viewer stopped in a module: the same access as `watch` (preview modules for any signed-in
     * viewer, others for the entitled subscriber), the report clamped to the module's length. The report made
     * last wins; one that arrives after a newer one changes nothing. Answers the position now kept.
     */
    async position(
      actor: UserActor,
      body: z.output<typeof VodPositionBody>,
      /** When the report was made, for one queued offline; now when absent. */
      at?: string,
    ): Promise<Position> {
      const entitlement = await loadMediaEntitlement(db, actor, body.course_id);
      const module = await mediaProgressRepository.findModule(db, body.id, entitlement.course.id);
      if (!module) throw AppError.notFound();
      if (module.is_preview !== 1) assertEntitled(entitlement);
      if (module.is_preview !== 1)
        await releases.assertChapterOpen(actor, entitlement.course, module.chapter_id);
      // The body's schema has refused what is not a number of seconds; clamped, nothing past the end is left.
      return keepPosition(
        db,
        'module',
        { userId: actor.id, itemId: module.id, seconds: module.duration },
        body.position,
        at,
      );
    },

    /** Marks the module watched once for the subscriber and answers the new progress. */
    async watched(actor: UserActor, body: z.output<typeof VodWatchedBody>): Promise<Reply<Watched>> {
      const entitlement = await loadMediaEntitlement(db, actor, body.course_id, body.subscriber_id);
      const subscriptionId = assertEntitled(entitlement);
      const module = await mediaProgressRepository.findModule(db, body.module_id, entitlement.course.id);
      if (!module) throw AppError.notFound();
      await releases.assertChapterOpen(actor, entitlement.course, module.chapter_id);
      await mediaProgressRepository.markWatched(db, {
        userId: actor.id,
        courseId: entitlement.course.id,
        moduleId: module.id,
        subscriptionId,
        now: new Date().toISOString(),
      });
      await certificates.issueIfFinished(actor, entitlement.course.id);
      const counts = await mediaProgressRepository.progressCounts(db, actor.id, entitlement.course.id);
      return { data: { is_watched: true, progress: moduleProgress(counts.watched, counts.total) } };
    },
  };
}

export type VideoService = ReturnType<typeof createVideoService>;

/** The video service over an app context (or one scoped to a transaction: `{ ...ctx, db: trx }`). */
export function videoServiceFor(deps: AppContext): VideoService {
  return createVideoService({
    db: deps.db,
    links: mediaLinks(deps.config.appSecret),
    certificates: createCertificateService(deps),
    releases: createChapterReleases(deps),
    captions: createCaptionService({
      db: deps.db,
      storage: deps.storage,
      secret: deps.config.appSecret,
      logger: deps.logger,
    }),
    secret: deps.config.appSecret,
  });
}
