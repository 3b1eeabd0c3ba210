import { mediaContentRepository } from '@mahir/db/repositories/media-content.repository';
import { mediaProgressRepository } from '@mahir/db/repositories/media-progress.repository';
import type { OfflineLicenceBody, OfflineLicenceGrant } from '@mahir/shared';
import { MEDIA_MSG, OFFLINE_MSG } from '@mahir/shared';
import { offlineEbookType } from '@mahir/shared/offline/offline-file-type';
import { licenceExpiry, type OfflineLicence } from '@mahir/shared/offline/offline-licence';
import { offlineQualityIndex } from '@mahir/shared/offline/offline-quality';
import { isInlineAudio } from '@mahir/shared/rules/media-file';
import type { z } from 'zod';
import type { UserActor } from '../access/actor';
import type { AppContext } from '../app-context';
import { createCaptionService } from '../captions/caption.service';
import { AppError } from '../http/app-error';
import { downloadName } from '../media/content-disposition';
import { assertEntitled, loadMediaEntitlement, type MediaEntitlement } from '../media/media-entitlement';
import { mediaLinks, videoTtlSeconds } from '../media/media-links';
import { playableSources } from '../media/playable-sources';
import { createChapterReleases } from '../school-calendar/chapter-release.service';
import { signLicence } from './licence-token';

type Body = z.output<typeof OfflineLicenceBody>;

/**
 * Offline licences (docs/learning.md "Offline downloads"): for the entitled subscriber of a course, each
 * module video, audio part or ebook asked for gets a signed licence (user, course, item, kind, end) and a
 * short-lived link to its file (the MP4 of the chosen quality with its caption tracks, the MP3, the PDF, EPUB or
 * ZIP). The app asks again whenever it is online, which renews the licences; a subscription that ended answers
 * 403, and the app then removes the course's downloads.
 */
export function createOfflineLicences(
  deps: Pick<AppContext, 'db' | 'clock' | 'config' | 'storage' | 'logger'>,
) {
  const { db, clock, config } = deps;
  const links = mediaLinks(config.appSecret);
  const releases = createChapterReleases(deps);
  const captions = createCaptionService({ ...deps, secret: config.appSecret });

  /** Signs the licence of one item until `expires`. */
  const licence = (
    actor: UserActor,
    courseId: number,
    itemId: number,
    kind: 'video' | 'audio' | 'ebook',
    expires: Date,
  ) => {
    const payload: OfflineLicence = {
      u: actor.id,
      c: courseId,
      m: itemId,
      e: Math.floor(expires.getTime() / 1000),
    };
    return signLicence(config.appSecret, kind === 'video' ? payload : { ...payload, k: kind });
  };

  async function videos(
    actor: UserActor,
    entitlement: MediaEntitlement,
    wanted: Body['modules'],
    expires: Date,
  ) {
    const { course } = entitlement;
    const grants: OfflineLicenceGrant[] = [];
    for (const asked of wanted) {
      const module = await mediaProgressRepository.findModule(db, asked.id, course.id);
      if (!module) throw AppError.notFound();
      await releases.assertChapterOpen(actor, course, module.chapter_id);
      const sources = await playableSources(db, module);
      const index = offlineQualityIndex(
        sources.map((s) => s.quality),
        asked.quality,
      );
      const source = index === undefined ? undefined : sources[index];
      if (!source) throw AppError.notFound(MEDIA_MSG.noVideo);
      const ttl = videoTtlSeconds(source.file.duration ?? module.duration);
      // The tracks' links live as long as the MP4's (on the wall clock their route checks): fetched with it.
      const tracks = await captions.forViewer(module.id, {
        userId: actor.id,
        expires: Math.floor(Date.now() / 1000) + ttl,
      });
      grants.push({
        kind: 'video',
        module_id: module.id,
        hashslug: null,
        mime: 'video/mp4',
        file_name: downloadName(module.title, 'mp4'),
        course_id: course.id,
        title: module.title,
        duration: module.duration,
        quality: source.quality,
        qualities: sources.map((s) => s.quality),
        size: source.file.size ?? null,
        url: links.stream(source.file, actor.id, ttl),
        captions: tracks,
        token: licence(actor, course.id, module.id, 'video', expires),
        expires_at: expires.toISOString(),
      });
    }
    return grants;
  }

  /** Audio parts and ebooks, found among the course's own by hashslug (as the course info names them). */
  async function files(
    actor: UserActor,
    entitlement: MediaEntitlement,
    wanted: Body['files'],
    expires: Date,
  ) {
    if (wanted.length === 0) return [];
    const courseId = entitlement.course.id;
    const [parts, ebooks] = await Promise.all([
      wanted.some((f) => f.kind === 'audio') ? mediaContentRepository.audioSubtopics(db, courseId) : [],
      wanted.some((f) => f.kind === 'ebook') ? mediaContentRepository.ebooks(db, courseId) : [],
    ]);
    return wanted.map((asked): OfflineLicenceGrant => {
      const found =
        asked.kind === 'audio'
          ? parts.find((p) => p.hashslug === asked.hashslug)
          : ebooks.find((e) => e.hashslug === asked.hashslug);
      if (!found) throw AppError.notFound();
      const audio = asked.kind === 'audio';
      // Offline, an audio part plays in the course's audio player; a PDF ebook opens in its viewer, an EPUB or
      // a ZIP is saved to the device for a reader app.
      const ebook = audio ? null : offlineEbookType(found.extension);
      if (audio ? !isInlineAudio(found.extension) : !ebook)
        throw AppError.invalid({ files: [audio ? OFFLINE_MSG.notMp3 : OFFLINE_MSG.notEbookFormat] });
      const seconds = 'seconds' in found ? found.seconds : 0;
      const title = 'sub_title' in found ? found.sub_title : found.title;
      return {
        kind: asked.kind,
        module_id: found.id,
        hashslug: found.hashslug,
        mime: ebook?.mime ?? 'audio/mpeg',
        file_name: downloadName(title, ebook?.extension ?? 'mp3'),
        course_id: courseId,
        title,
        duration: seconds,
        quality: null,
        qualities: [],
        size: found.size,
        url: links.stream(
          { hashslug: found.media_hashslug, extension: found.extension },
          actor.id,
          audio ? videoTtlSeconds(seconds) : undefined,
        ),
        captions: [],
        token: licence(actor, courseId, found.id, asked.kind, expires),
        expires_at: expires.toISOString(),
      };
    });
  }

  return {
    async grant(actor: UserActor, body: Body): Promise<OfflineLicenceGrant[]> {
      const entitlement = await loadMediaEntitlement(db, actor, body.course_id);
      assertEntitled(entitlement);
      const expires = licenceExpiry(entitlement.subscriptionEnd, clock());
      return [
        ...(await videos(actor, entitlement, body.modules, expires)),
        ...(await files(actor, entitlement, body.files, expires)),
      ];
    },
  };
}
