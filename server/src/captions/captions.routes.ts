import Router from '@koa/router';
import { CAPTION_TEXT, captionContract as c } from '@mahir/shared';
import { accessPolicy } from '../access/access-policy';
import { actorOf } from '../access/actor';
import type { AppContext } from '../app-context';
import { AppError } from '../http/app-error';
import { mount } from '../http/contract-router';
import type { AppState } from '../http/state';
import { sendStoredFile } from '../media/media-delivery';
import { createCaptionService } from './caption.service';
import { ANY_VIEWER, verifyCaptionUrl } from './caption-links';

/**
 * Caption tracks: the tutor's routes per module (list, upload, remove) and `GET /media/captions/...`, the
 * WebVTT file through a link signed for the session's own user (the watch answer's `captions`).
 */
export function captionsRouter(deps: AppContext): Router<AppState> {
  const { db, config, storage, logger } = deps;
  const router = new Router<AppState>();
  const captions = createCaptionService({ db, storage, secret: config.appSecret, logger });

  mount(router, c.list, async ({ actor, params }) => ({ data: await captions.list(actor, params.id) }));
  mount(router, c.upload, async ({ actor, params, body, files }) => ({
    data: await captions.upload(actor, params.id, body, files.file),
    message: CAPTION_TEXT.uploaded,
  }));
  mount(router, c.remove, async ({ actor, params, body }) => ({
    data: await captions.remove(actor, params.id, body.lang),
    message: CAPTION_TEXT.removed,
  }));

  router.get('/media/captions/*rest', async (ctx) => {
    const now = Math.floor(Date.now() / 1000);
    const claims = verifyCaptionUrl(config.appSecret, ctx.path, ctx.query, now);
    const viewer = claims?.userId;
    if (
      !claims ||
      (viewer !== ANY_VIEWER && accessPolicy.actAsUser(actorOf(ctx.state.user), claims.userId) !== 'allow')
    )
      throw AppError.forbidden();
    const lifetime = Math.max(0, Math.min(3600, claims.expires - now));
    ctx.set('Cross-Origin-Resource-Policy', 'same-origin');
    await sendStoredFile(
      ctx,
      storage,
      { storage_path: claims.key, hashslug: claims.key, mime: 'text/vtt; charset=utf-8' },
      { cacheControl: `private, max-age=${lifetime}`, disposition: 'inline' },
    );
  });
  return router;
}
