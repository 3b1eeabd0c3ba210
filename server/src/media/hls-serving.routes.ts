import type Router from '@koa/router';
import { accessPolicy } from '../access/access-policy';
import { actorOf } from '../access/actor';
import type { AppContext } from '../app-context';
import { hlsContentType } from '../hls/hls-keys';
import { signPlaylistFor, verifyHlsUrl } from '../hls/hls-signer';
import { AppError } from '../http/app-error';
import type { AppState, HttpContext } from '../http/state';
import type { FileStore } from '../storage/file-store';
import { FileNotFoundError, InvalidKeyError } from '../storage/storage-errors';
import { redirectToStoredFile, sendStoredFile } from './media-delivery';

/** A playlist is read whole into memory to sign it; a 20-hour VOD's media playlist is far below this. */
const MAX_PLAYLIST_BYTES = 2 * 1024 * 1024;

async function readText(storage: FileStore, key: string): Promise<string> {
  try {
    const stat = await storage.stat(key);
    if (!stat || stat.size > MAX_PLAYLIST_BYTES) throw AppError.notFound();
    const chunks: Buffer[] = [];
    for await (const chunk of await storage.get(key)) chunks.push(Buffer.from(chunk as Uint8Array));
    return Buffer.concat(chunks).toString('utf8');
  } catch (err) {
    if (err instanceof FileNotFoundError || err instanceof InvalidKeyError) throw AppError.notFound();
    throw err;
  }
}

/**
 * `GET|HEAD /media/hls/<slug>/...?u&e&s`: a module's HLS package, only through a link signed for the session's
 * own user (the watch answer's `hls`, then the links the signed playlists hold). A playlist is answered signed
 * for the same viewer until the same expiry, so every URL a player fetches stays entitled and short-lived;
 * init and media segments are streamed from the store (with a bucket, a presigned redirect no longer lived).
 */
export function mountHlsServing(router: Router<AppState>, { config, storage }: AppContext): void {
  const serve = async (ctx: HttpContext) => {
    const now = Math.floor(Date.now() / 1000);
    const claims = verifyHlsUrl(config.appSecret, ctx.path, ctx.query, now);
    if (!claims || accessPolicy.actAsUser(actorOf(ctx.state.user), claims.userId) !== 'allow')
      throw AppError.forbidden();
    const lifetime = Math.max(1, Math.min(3600, claims.expires - now));
    if (claims.key.endsWith('.m3u8')) {
      const text = await readText(storage, claims.key);
      ctx.set('Cache-Control', 'private, no-store');
      // Not compressible by its type's registry entry; a long lesson's media playlist is mostly repeated text.
      ctx.compress = true;
      ctx.type = hlsContentType(claims.key);
      ctx.body = signPlaylistFor(config.appSecret, text, claims.key, {
        userId: claims.userId,
        expires: claims.expires,
      });
      return;
    }
    const object = { storage_path: claims.key, hashslug: claims.key, mime: hlsContentType(claims.key) };
    const delivery = { cacheControl: `private, max-age=${lifetime}`, disposition: 'inline' };
    if (await redirectToStoredFile(ctx, storage, object, { ...delivery, expiresIn: lifetime })) return;
    ctx.set('Cross-Origin-Resource-Policy', 'same-origin');
    await sendStoredFile(ctx, storage, object, delivery);
  };
  router.get('/media/hls/*rest', serve);
}
