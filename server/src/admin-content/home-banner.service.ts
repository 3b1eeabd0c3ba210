import { adminContentRepository as repo } from '@mahir/db/repositories/admin-content.repository';
import type { HomeBanner } from '@mahir/shared';
import type { ServiceDeps } from '../app-context';
import { publicMediaUrl } from '../media/media-url';

/** The storefront's view of the banners admins publish: active ones only, images public. */
export function createHomeBannerService({ db }: ServiceDeps) {
  return {
    async list(): Promise<{ banners: HomeBanner[] }> {
      const rows = await repo.listActiveBanners(db);
      return {
        banners: rows.map((b) => ({
          hashslug: b.hashslug,
          headline: b.headline,
          sub_headline: b.sub_headline,
          button:
            b.is_button === 1 && b.button_label && b.button_link
              ? { label: b.button_label, link: b.button_link }
              : null,
          image_url:
            b.media_hashslug && b.media_extension
              ? publicMediaUrl(b.media_hashslug, b.media_extension)
              : null,
        })),
      };
    },
  };
}
