import { catalogueRepository } from '@mahir/db/repositories/catalogue.repository';
import { CATALOGUE_SLUGS } from '@mahir/shared';
import type { ServiceDeps } from '../app-context';
import type { MailNotices } from '../mail/mail-notices';
import { createMerchandiseService } from '../merchandise/merchandise.service';
import { createPackageService } from '../package/package.service';
import { createEventService } from '../tickets/ticket.service';
import { dayOf, robotsTxt, SITEMAP_MAX, type SitemapEntry, sitemapXml } from './sitemap';

/** The storefront's own listing pages, always in the sitemap. */
const LISTINGS = [
  '/',
  ...CATALOGUE_SLUGS.map((s) => `/kursus/${s}`),
  '/events',
  '/merchandise',
  '/packages',
  '/mahir-coins',
];

/**
 * What search engines and installing browsers read: the sitemap (what visitors may see, from the same
 * services as the listings: never a pending or rejected course, a past event or an item off sale), robots.txt
 * and the web app manifest.
 */
export function createReachService(deps: ServiceDeps & { mail: MailNotices; origin: string }) {
  const { db, origin } = deps;
  const events = createEventService(deps);
  const merchandise = createMerchandiseService(deps);
  const packages = createPackageService(deps);

  return {
    async sitemap(): Promise<string> {
      const [eventList, itemList, packageList] = await Promise.all([
        events.list(),
        merchandise.list(),
        packages.list(),
      ]);
      const entries: SitemapEntry[] = [
        ...LISTINGS.map((path) => ({ path })),
        ...eventList.events.map((e) => ({ path: `/events/${encodeURIComponent(e.hashslug)}` })),
        ...itemList.merchandise.map((m) => ({ path: `/merchandise/${encodeURIComponent(m.hashslug)}` })),
        ...packageList.packages.map((p) => ({ path: `/package/${encodeURIComponent(p.hashslug)}` })),
      ];
      const courses = await catalogueRepository.publishedSlugs(db, SITEMAP_MAX - entries.length);
      entries.push(
        ...courses.map((c) => ({
          path: `/course/${encodeURIComponent(c.hashslug)}`,
          lastModified: dayOf(c.updated_at),
        })),
      );
      return sitemapXml(origin, entries);
    },

    robots(): string {
      return robotsTxt(origin);
    },

    /** The web app manifest (the storefront installs as its own app). */
    manifest() {
      return {
        id: '/',
        name: 'Mahir · Belajar, Mahir, Berjaya',
        short_name: 'Mahir',
        description: 'Kursus video dan audio, ebook, foto stok dan pakej langganan untuk pelajar Malaysia.',
        lang: 'ms',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        background_color: '#ffffff',
        theme_color: '#0b6e4f',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
        ],
      };
    },
  };
}
