import type { CoinPack } from '../contract/coin.contract';
import type { CoursePageData } from '../contract/course-page.contract';
import { EVENT_TYPE_PHYSICAL, type EventView } from '../contract/event.contract';
import type { MerchandiseView } from '../contract/merchandise.contract';
import type { PackageInfo } from '../contract/package.contract';
import { MSG } from '../messages';
import { formatRinggit } from '../money/ringgit';
import { decodeEntities } from './html-entities';

/** How long a description search engines and link previews show may be. */
export const DESCRIPTION_MAX = 160;

/** What a page tells search engines and link previews about itself; paths are made absolute by the server. */
export interface PageMeta {
  title: string;
  description: string;
  /** The page's own path: its canonical link and `og:url`. */
  path: string;
  /** The picture of a link preview: an absolute URL or a path on this site. */
  image: string | null;
  type: 'website' | 'product';
  /** schema.org structured data (JSON-LD), without `@context`. */
  jsonLd: Record<string, unknown> | null;
}

/** Text of tutor-written HTML as one line: tags dropped, entities read, cut at a word to `max` characters. */
export function plainText(html: string, max = DESCRIPTION_MAX): string {
  const text = decodeEntities(html.replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

const SITE = 'Mahir';

/**
 * A link as search engines need it: absolute. `origin` is the site's public address (PUBLIC_URL) without a
 * trailing slash; a link elsewhere (a bucket's) stays as it is.
 */
export function absoluteUrl(origin: string, url: string): string {
  return /^https?:\/\//i.test(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`;
}
const offer = (sen: number, extra: Record<string, unknown> = {}) => ({
  '@type': 'Offer',
  price: formatRinggit(sen),
  priceCurrency: 'MYR',
  ...extra,
});

export function courseMeta(page: CoursePageData, origin: string): PageMeta {
  const { course, tutor, pricing } = page;
  const path = `/course/${encodeURIComponent(course.hashslug)}`;
  const description =
    plainText(course.content) || `${course.title}: ${course.category.name}, ${course.sub_category.name}.`;
  return {
    title: `${course.title} | ${SITE}`,
    description,
    path,
    image: course.banner,
    type: 'website',
    jsonLd: {
      '@type': 'Course',
      name: course.title,
      url: origin + path,
      description,
      inLanguage: course.language,
      ...(course.banner ? { image: absoluteUrl(origin, course.banner) } : {}),
      provider: { '@type': 'Organization', name: SITE },
      ...(tutor.tutor_name ? { author: { '@type': 'Person', name: tutor.tutor_name } } : {}),
      offers: offer(pricing.final_price, { category: pricing.recurring ? 'Subscription' : 'Paid' }),
      hasCourseInstance: { '@type': 'CourseInstance', courseMode: 'Online' },
    },
  };
}

/** `2026-12-10` and `20:30` as an ISO time in Malaysia, or the day alone when the time is not a clock time. */
function eventStart(date: string, time: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(date) && /^\d{2}:\d{2}$/.test(time) ? `${date}T${time}:00+08:00` : date;
}

export function eventMeta(event: EventView, origin: string): PageMeta {
  const path = `/events/${encodeURIComponent(event.hashslug)}`;
  const description = plainText(event.desc) || `${event.name}, ${event.date} ${event.time}.`;
  const physical = event.type_id === EVENT_TYPE_PHYSICAL;
  return {
    title: `${event.name} | ${SITE}`,
    description,
    path,
    image: event.img,
    type: 'website',
    jsonLd: {
      '@type': 'Event',
      name: event.name,
      url: origin + path,
      description,
      startDate: eventStart(event.date, event.time),
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: physical
        ? 'https://schema.org/OfflineEventAttendanceMode'
        : 'https://schema.org/OnlineEventAttendanceMode',
      location: physical
        ? { '@type': 'Place', name: event.location ?? event.name, address: event.location ?? '' }
        : { '@type': 'VirtualLocation', url: origin + path },
      ...(event.speaker ? { performer: { '@type': 'Person', name: event.speaker } } : {}),
      ...(event.img ? { image: absoluteUrl(origin, event.img) } : {}),
      organizer: { '@type': 'Organization', name: SITE },
      offers: offer(event.price, {
        availability: event.is_over ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
      }),
    },
  };
}

export function merchandiseMeta(item: MerchandiseView, origin: string): PageMeta {
  const path = `/merchandise/${encodeURIComponent(item.hashslug)}`;
  const description = plainText(item.desc) || item.name;
  const images = [...item.galleries].sort((a, b) => a.index - b.index).map((g) => g.url);
  return {
    title: `${item.name} | ${SITE}`,
    description,
    path,
    image: images[0] ?? null,
    type: 'product',
    jsonLd: {
      '@type': 'Product',
      name: item.name,
      url: origin + path,
      description,
      ...(images.length ? { image: images.map((i) => absoluteUrl(origin, i)) } : {}),
      brand: { '@type': 'Brand', name: SITE },
      offers: offer(item.price, { availability: 'https://schema.org/InStock' }),
    },
  };
}

export function packageMeta(pkg: PackageInfo): PageMeta {
  const courses = pkg.mahir_courses.map((c) => c.title).join(', ');
  return {
    title: `${pkg.name}${MSG.packageTitleSuffix} | ${SITE}`,
    description: plainText(
      `${pkg.name}: ${pkg.mahir_category.name}, pilih ${pkg.total_mahir_tutor} kursus${courses ? ` (${courses})` : ''}.`,
    ),
    path: `/package/${encodeURIComponent(pkg.hashslug)}`,
    image: null,
    type: 'product',
    jsonLd: null,
  };
}

export function coinMeta(packs: readonly CoinPack[]): PageMeta {
  return {
    title: `Mahir Coins · ${SITE}`,
    description: plainText(
      `Beli Mahir Coins untuk kursus di Mahir: ${packs.map((p) => `${p.coins} coins RM ${formatRinggit(p.price)}`).join(', ')}.`,
    ),
    path: '/mahir-coins',
    image: null,
    type: 'website',
    jsonLd: null,
  };
}
