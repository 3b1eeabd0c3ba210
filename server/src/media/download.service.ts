import type { Db } from '@mahir/db';
import { type AttachmentRow, mediaContentRepository } from '@mahir/db/repositories/media-content.repository';
import type { mediaContract, RouteData } from '@mahir/shared';
import type { Actor, UserActor } from '../access/actor';
import { AppError } from '../http/app-error';
import { downloadName } from './content-disposition';
import { assertEntitled, loadMediaEntitlement } from './media-entitlement';
import type { MediaLinks } from './media-links';

type AttachmentFile = RouteData<typeof mediaContract.attachmentFile>;

/** Which paid item a download2 route names. */
export type DownloadKind = 'ebook' | 'stockphoto';

/** A download the route may answer: the signed URL for the entitled user, or where a visitor logs in. */
export type DownloadDecision = { kind: 'login'; courseUrl: string } | { kind: 'file'; url: string };

/** Signed downloads of attachments, ebooks and stock photos, only for entitled subscribers. */
export function createDownloadService({ db, links }: { db: Db; links: MediaLinks }) {
  async function signedDownload(
    item: Pick<AttachmentRow, 'course_id' | 'title' | 'extension' | 'media_hashslug'>,
    actor: UserActor,
  ): Promise<string> {
    assertEntitled(await loadMediaEntitlement(db, actor, item.course_id));
    return links.download(
      { hashslug: item.media_hashslug, extension: item.extension },
      actor.id,
      downloadName(item.title, item.extension),
    );
  }

  return {
    async attachment(actor: UserActor, hashslug: string): Promise<AttachmentFile> {
      const item = await mediaContentRepository.findAttachment(db, hashslug);
      if (!item) throw AppError.notFound();
      return { url: await signedDownload(item, actor), title: item.title };
    },

    /** 404 for unknown items, a login hop for visitors, 403 for others who are not entitled. */
    async download(actor: Actor, kind: DownloadKind, hashslug: string): Promise<DownloadDecision> {
      const item =
        kind === 'ebook'
          ? await mediaContentRepository.findEbook(db, hashslug)
          : await mediaContentRepository.findStockPhoto(db, hashslug);
      if (!item) throw AppError.notFound();
      if (actor.kind === 'visitor') {
        // The policy hides unpublished courses from visitors (404) before any login hop names them.
        const { course } = await loadMediaEntitlement(db, actor, item.course_id);
        return { kind: 'login', courseUrl: `/course/${course.hashslug}` };
      }
      return { kind: 'file', url: await signedDownload(item, actor) };
    },
  };
}

export type DownloadService = ReturnType<typeof createDownloadService>;
