import Router from '@koa/router';
import { AUTHORING_MSG, COURSE_STATUS, tutorAssetContract as c } from '@mahir/shared';
import { INGEST_MSG, previewAccepts, previewKindFor } from '@mahir/shared/rules/upload-format';
import type { AppContext } from '../app-context';
import { AppError } from '../http/app-error';
import { mount } from '../http/contract-router';
import type { AppState } from '../http/state';
import { mediaLinks } from '../media/media-links';
import { createIngestService } from '../uploads/ingest/ingest.service';
import { uploadHandler } from '../uploads/ingest/upload-handler';
import { createCourseViews } from './course-view';
import { createLookupService } from './lookup.service';
import { createTutorAssetService } from './tutor-asset.service';

/** Tutor digital assets: lookups, uploads by section, store and update. */
export function tutorAssetRouter(deps: AppContext): Router<AppState> {
  const { db, config } = deps;
  const router = new Router<AppState>();
  const views = createCourseViews({ ...deps, links: mediaLinks(config.appSecret) });
  const lookups = createLookupService(deps);
  const ingest = createIngestService({ db, storage: deps.storage, appSecret: config.appSecret });
  const assets = createTutorAssetService({ ...deps, views });

  mount(router, c.list, async ({ actor, query }) => ({ data: await assets.list(actor, query) }));
  mount(router, c.categories, async () => ({ data: await lookups.categories('digital') }));
  mount(router, c.subCategories, async ({ query }) => ({
    data: await lookups.subCategories('digital', query.category_id),
  }));
  mount(router, c.prices, async () => ({ data: await lookups.prices() }));
  mount(router, c.hashslug, async ({ actor, body }) => ({ data: await assets.view(actor, body.hashslug) }));
  mount(router, c.uploadEbook, uploadHandler(ingest, 'ebook'));
  mount(router, c.uploadStokfoto, uploadHandler(ingest, 'photo'));
  mount(router, c.uploadAudio, uploadHandler(ingest, 'audio'));
  mount(router, c.uploadBanner, uploadHandler(ingest, 'banner'));
  mount(
    router,
    c.uploadPreview,
    uploadHandler(ingest, ({ body }) => {
      const kind = body.category_id ? previewKindFor(body.category_id) : null;
      if (!kind) throw AppError.invalid({ category_id: [INGEST_MSG.previewCategory] });
      return { kind, accepts: previewAccepts(kind) };
    }),
  );
  // The message the list shows on return: a new or changed asset goes (back) to review.
  const saved = (data: Awaited<ReturnType<typeof assets.save>>) => ({
    data,
    message:
      data.course.status_id === COURSE_STATUS.published
        ? AUTHORING_MSG.assetUpdated
        : AUTHORING_MSG.assetSubmitted,
  });
  mount(router, c.store, async ({ actor, body }) => saved(await assets.save(actor, body, 'store')));
  mount(router, c.update, async ({ actor, body }) => saved(await assets.save(actor, body, 'update')));
  return router;
}
