import { mediaProgressRepository } from '@mahir/db/repositories/media-progress.repository';
import type { OfflineLicenceBody, OfflineLicenceGrant } from '@mahir/shared';
import { MEDIA_MSG } from '@mahir/shared';
import { licenceExpiry } from '@mahir/shared/offline/offline-licence';
import { offlineQualityIndex } from '@mahir/shared/offline/offline-quality';
import type { z } from 'zod';
import type { UserActor } from '../access/actor';
import type { AppContext } from '../app-context';
import { AppError } from '../http/app-error';
import { assertEntitled, loadMediaEntitlement } from '../media/media-entitlement';
import { mediaLinks, videoTtlSeconds } from '../media/media-links';
import { playableSources } from '../media/playable-sources';
import { createChapterReleases } from '../school-calendar/chapter-release.service';
import { signLicence } from './licence-token';

/**
 * Offline licences (docs/learning.md "Offline downloads"): for the entitled subscriber of a course, each
 * module asked for gets a signed licence (user, course, module, end) and a short-lived link to the MP4 of the
 * chosen quality. The app asks again whenever it is online, which renews the licences; a subscription that
 * ended answers 403, and the app then removes the course's downloads.
 */
export function createOfflineLicences(deps: Pick<AppContext, 'db' | 'clock' | 'config'>) {
  const { db, clock, config } = deps;
  const links = mediaLinks(config.appSecret);
  const releases = createChapterReleases(deps);

  return {
    async grant(actor: UserActor, body: z.output<typeof OfflineLicenceBody>): Promise<OfflineLicenceGrant[]> {
      const entitlement = await loadMediaEntitlement(db, actor, body.course_id);
      assertEntitled(entitlement);
      const { course } = entitlement;
      const now = clock();
      const expires = licenceExpiry(entitlement.subscriptionEnd, now);
      const grants: OfflineLicenceGrant[] = [];
      for (const wanted of body.modules) {
        const module = await mediaProgressRepository.findModule(db, wanted.id, course.id);
        if (!module) throw AppError.notFound();
        await releases.assertChapterOpen(actor, course, module.chapter_id);
        const sources = await playableSources(db, module);
        const index = offlineQualityIndex(
          sources.map((s) => s.quality),
          wanted.quality,
        );
        const source = index === undefined ? undefined : sources[index];
        if (!source) throw AppError.notFound(MEDIA_MSG.noVideo);
        const duration = source.file.duration ?? module.duration;
        grants.push({
          module_id: module.id,
          course_id: course.id,
          title: module.title,
          duration: module.duration,
          quality: source.quality,
          qualities: sources.map((s) => s.quality),
          size: source.file.size ?? null,
          url: links.stream(source.file, actor.id, videoTtlSeconds(duration)),
          token: signLicence(config.appSecret, {
            u: actor.id,
            c: course.id,
            m: module.id,
            e: Math.floor(expires.getTime() / 1000),
          }),
          expires_at: expires.toISOString(),
        });
      }
      return grants;
    },
  };
}
