import Router from '@koa/router';
import { mediaContract } from '@mahir/shared';
import type { AppContext } from '../app-context';
import { AppError } from '../http/app-error';
import { mount, mountRaw } from '../http/contract-router';
import type { AppState, HttpContext } from '../http/state';
import { createAudioPositionService } from './audio-position.service';
import { createCourseInfoService } from './course-info.service';
import { createDownloadService, type DownloadKind } from './download.service';
import { mountHlsServing } from './hls-serving.routes';
import { createImageVariantService } from './image-variant.service';
import { sendImageVariant } from './media-delivery';
import { mediaLinks } from './media-links';
import { mountMediaServing } from './media-serving.routes';
import { videoServiceFor } from './video.service';
import { createWatermarkService } from './watermark.service';

/** Browser navigations (they accept HTML) are sent to log in; scripts get a plain 401. */
function wantsHtml(ctx: HttpContext): boolean {
  return (ctx.get('accept') || '').includes('text/html');
}

/** The media area: course info, chapters, playback, watched progress, downloads and media delivery. */
export function mediaRouter(deps: AppContext): Router<AppState> {
  const { db, config, logger, storage } = deps;
  const router = new Router<AppState>();
  const links = mediaLinks(config.appSecret);
  const watermarks = createWatermarkService({ db, storage, logger });
  const info = createCourseInfoService({ db, links, watermarks });
  const video = videoServiceFor(deps);
  const downloads = createDownloadService({ db, links });
  const audioPositions = createAudioPositionService({ db });

  mount(router, mediaContract.courseInfo, async ({ params, actor }) => ({
    data: await info.info(actor, params.courseId),
  }));
  mount(router, mediaContract.attachmentFile, async ({ params, actor }) => ({
    data: await downloads.attachment(actor, params.hashslug),
  }));
  mount(router, mediaContract.chapters, async ({ params, actor }) => ({
    data: await video.chapters(actor, params.courseId),
  }));
  mount(router, mediaContract.watch, ({ body, actor }) => video.watch(actor, body));
  mount(router, mediaContract.position, async ({ body, actor }) => ({
    data: await video.position(actor, body),
  }));
  mount(router, mediaContract.audioPosition, async ({ body, actor }) => ({
    data: await audioPositions.save(actor, body),
  }));
  mount(router, mediaContract.watched, ({ body, actor }) => video.watched(actor, body));

  const downloadRoutes: Array<[typeof mediaContract.ebookDownload, DownloadKind]> = [
    [mediaContract.ebookDownload, 'ebook'],
    [mediaContract.stockPhotoDownload, 'stockphoto'],
  ];
  for (const [route, kind] of downloadRoutes) {
    mountRaw(router, route, async ({ params, actor }, ctx) => {
      const decision = await downloads.download(actor, kind, params.hashslug);
      ctx.set('Cache-Control', 'no-store');
      if (decision.kind === 'login') {
        if (!wantsHtml(ctx)) throw AppError.unauthenticated();
        ctx.redirect(`/login?redirect=${encodeURIComponent(decision.courseUrl)}`);
        return;
      }
      ctx.redirect(decision.url);
    });
  }

  const images = createImageVariantService(deps);
  mountRaw(router, mediaContract.image, async ({ params, query, actor }, ctx) => {
    const { w, f, ...signed } = query;
    const variant = await images.variant(actor, { hashslug: params.hashslug, width: w, format: f, signed });
    await sendImageVariant(ctx, storage, variant);
  });

  mountMediaServing(router, deps);
  mountHlsServing(router, deps);
  return router;
}
