import Router from '@koa/router';
import { CONTENT_MSG, adminContentContract as c } from '@mahir/shared';
import type { AppContext } from '../app-context';
import { mount } from '../http/contract-router';
import type { AppState } from '../http/state';
import { createIngestService } from '../uploads/ingest/ingest.service';
import { uploadHandler } from '../uploads/ingest/upload-handler';
import { createAdminContentService } from './admin-content.service';

/** Admin content: packages, merchandise, banners, sponsorships, price list, events. */
export function adminContentRouter(deps: AppContext): Router<AppState> {
  const { db, config } = deps;
  const router = new Router<AppState>();
  const content = createAdminContentService({ ...deps, appSecret: config.appSecret });
  const ingest = createIngestService({ db, storage: deps.storage, appSecret: config.appSecret });
  const saved = CONTENT_MSG.saved;

  mount(router, c.packageList, async ({ query }) => ({ data: await content.packages(query) }));
  mount(router, c.packageTutorCategories, async () => ({ data: await content.tutorCategories() }));
  mount(router, c.packageTotalMahirTutor, async ({ query }) => ({
    data: await content.totalMahirTutor(query.sub_category_id),
  }));
  mount(router, c.packageInfo, async ({ body }) => ({ data: await content.packageInfo(body.hashslug) }));
  mount(router, c.packageStore, async ({ body }) => ({
    data: await content.savePackage(body, null),
    message: saved,
  }));
  mount(router, c.packageUpdate, async ({ body }) => ({
    data: await content.savePackage(body, body.hashslug),
    message: saved,
  }));

  mount(router, c.merchandiseList, async ({ query }) => ({ data: await content.merchandise(query) }));
  mount(router, c.merchandiseHashslug, async ({ body }) => ({
    data: await content.merchandiseInfo(body.hashslug),
  }));
  mount(router, c.merchandiseUploadImage, uploadHandler(ingest, 'image'));
  mount(router, c.merchandiseStore, async ({ actor, body }) => ({
    data: await content.saveMerchandise(actor, body, 'store'),
    message: saved,
  }));
  mount(router, c.merchandiseUpdate, async ({ actor, body }) => ({
    data: await content.saveMerchandise(actor, body, 'update'),
    message: saved,
  }));

  mount(router, c.bannerList, async ({ query }) => ({ data: await content.banners(query) }));
  mount(router, c.bannerUpload, uploadHandler(ingest, 'banner'));
  mount(router, c.bannerHashslug, async ({ body }) => ({ data: await content.bannerInfo(body.hashslug) }));
  mount(router, c.bannerStore, async ({ actor, body }) => ({
    data: await content.saveBanner(actor, body),
    message: saved,
  }));

  mount(router, c.sponsorshipList, async ({ query }) => ({ data: await content.sponsorships(query) }));
  mount(router, c.sponsorshipFindSeller, async ({ body }) => ({
    data: await content.findSeller(body.reseller_code),
  }));
  mount(router, c.sponsorshipStore, async ({ body }) => ({
    data: await content.saveSponsorship(body, 'store'),
    message: saved,
  }));
  mount(router, c.sponsorshipHashslug, async ({ body }) => ({
    data: await content.sponsorshipInfo(body.hashslug),
  }));
  mount(router, c.sponsorshipUpdate, async ({ body }) => ({
    data: await content.saveSponsorship(body, 'update'),
    message: saved,
  }));

  mount(router, c.priceIndex, async ({ query }) => ({ data: await content.prices(query) }));
  mount(router, c.priceCountries, async () => ({ data: await content.countries() }));
  mount(router, c.priceInfo, async ({ params }) => ({ data: await content.priceInfo(params.id) }));
  mount(router, c.priceStore, async ({ body }) => ({
    data: await content.savePrice(body, null),
    message: saved,
  }));
  mount(router, c.priceUpdate, async ({ params, body }) => ({
    data: await content.savePrice(body, params.id),
    message: saved,
  }));

  mount(router, c.eventList, async ({ query }) => ({ data: await content.events(query) }));
  mount(router, c.eventHashslug, async ({ body }) => ({ data: await content.eventInfo(body.hashslug) }));
  mount(router, c.eventUploadImage, uploadHandler(ingest, 'image'));
  mount(router, c.eventStore, async ({ actor, body }) => ({
    data: await content.saveEvent(actor, body),
    message: saved,
  }));
  return router;
}
