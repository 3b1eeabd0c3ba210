import type Router from '@koa/router';
import { mediaRepository } from '@mahir/db/repositories/media.repository';
import { accessPolicy } from '../access/access-policy';
import { actorOf, VISITOR } from '../access/actor';
import { enforce } from '../access/enforce';
import type { AppContext } from '../app-context';
import { AppError } from '../http/app-error';
import type { AppState } from '../http/state';
import { contentDisposition } from './content-disposition';
import { redirectToStoredFile, sendStoredFile } from './media-delivery';
import { verifySignedMedia } from './media-url';

const PUBLIC_FILE = /^([A-Za-z0-9_-]{1,64})\.([A-Za-z0-9]{1,10})$/;
const HASHSLUG = /^[A-Za-z0-9_-]{1,64}$/;
/** Public files never change under their hashslug, so browsers and CDNs may keep them for a year. */
const PUBLIC_CACHE = 'public, max-age=31536000, immutable';

/**
 * `GET|HEAD /media/public/<hashslug>.<ext>`: only files referenced as public (banners, previews, avatars,
 * watermarked photos...). `GET|HEAD /media/file/<hashslug>?u&e&s[&d]`: a signed URL, and only for the
 * session of the user it was signed for, so a leaked link is useless to anyone else.
 */
export function mountMediaServing(router: Router<AppState>, { db, config, storage }: AppContext): void {
  router.get('/media/public/:file', async (ctx) => {
    const match = PUBLIC_FILE.exec(ctx.params.file ?? '');
    const media = match?.[1] ? await mediaRepository.findByHashslug(db, match[1]) : undefined;
    if (!media || media.extension.toLowerCase() !== match?.[2]?.toLowerCase()) throw AppError.notFound();
    const visibility = (await mediaRepository.isPublic(db, media.id)) ? 'public' : 'private';
    // This path carries no signature: only what the policy lets anyone read.
    enforce(accessPolicy.readFile(VISITOR, { ownerId: media.owner_id, visibility }));
    await sendStoredFile(ctx, storage, media, { cacheControl: PUBLIC_CACHE, disposition: 'inline' });
  });

  router.get('/media/file/:hashslug', async (ctx) => {
    const hashslug = ctx.params.hashslug ?? '';
    const now = Math.floor(Date.now() / 1000);
    const claims = HASHSLUG.test(hashslug)
      ? verifySignedMedia(config.appSecret, hashslug, ctx.query, now)
      : null;
    // The signature names the user it was made for; only their session may use it.
    if (!claims || accessPolicy.actAsUser(actorOf(ctx.state.user), claims.userId) !== 'allow')
      throw AppError.forbidden();
    const media = await mediaRepository.findByHashslug(db, hashslug);
    if (!media) throw AppError.notFound();
    const lifetime = Math.max(0, Math.min(3600, claims.expires - now));
    const delivery = {
      cacheControl: `private, max-age=${lifetime}`,
      disposition: claims.download ? contentDisposition('attachment', claims.download) : 'inline',
    };
    // With a bucket the bytes come from it, through a URL valid no longer than the link it came from.
    if (await redirectToStoredFile(ctx, storage, media, { ...delivery, expiresIn: Math.max(1, lifetime) }))
      return;
    ctx.set('Cross-Origin-Resource-Policy', 'same-origin');
    await sendStoredFile(ctx, storage, media, delivery);
  });
}
