import { type Db, searchTerms } from '@mahir/db';
import { type CatalogueFilter, catalogueRepository } from '@mahir/db/repositories/catalogue.repository';
import { wishlistRepository } from '@mahir/db/repositories/wishlist.repository';
import {
  ALL_FILTER,
  CATALOGUE_HEROES,
  CATALOGUE_PAGE_SIZE,
  CATALOGUE_SLUGS,
  CATALOGUE_TEXT,
  type CatalogueCategory,
  type CataloguePage,
  type CatalogueSearchBody,
  type CatalogueSlug,
  type CourseCard,
  RELATED_LIMIT,
} from '@mahir/shared';
import { pageOf } from '@mahir/shared/contract/fields';
import { accessPolicy } from '../access/access-policy';
import { type Actor, actorId, type UserActor, VISITOR } from '../access/actor';
import { loadCourseStanding } from '../access/course-standing';
import { enforce } from '../access/enforce';
import { AppError } from '../http/app-error';
import { publicMediaUrl } from '../media/media-url';
import { type CatalogueTree, catalogueTreeCache } from './catalogue-tree';
import { cardsInOrder } from './course-card';
import { TtlCache } from './ttl-cache';

/** The categories the 'all' page groups (video courses), by their kind. */
const COURSE_KIND = 'course';
/** The category whose sub-categories are the strategic partners shown on the tutor page. */
const PARTNER_SLUG = 'partner';

/**
 * Search pages are kept this long: a newly published course, a new price or new counts show in listings
 * within half a minute, while repeated searches (the busy first pages) skip the database.
 */
const PAGE_TTL_MS = 30_000;
const PAGE_CACHE_ENTRIES = 2000;

function isCatalogueSlug(slug: string): slug is CatalogueSlug {
  return (CATALOGUE_SLUGS as readonly string[]).includes(slug);
}

/** Catalogue pages, search and related courses (spec 001 §2 "Course catalogue by category", §7). */
export function createCatalogueService(db: Db, options: { pageTtlMs?: number } = {}) {
  const tree = catalogueTreeCache(db);
  // 0 turns the page cache off: the scale bench measures the database behind every search.
  const ttl = options.pageTtlMs ?? PAGE_TTL_MS;
  // A page as visitors see it (no wishlist marks); the same object is answered to every visitor.
  const pages = new TtlCache<Readonly<CataloguePage>>(PAGE_CACHE_ENTRIES, ttl);
  // Listing totals per filter, so paging through a category counts its courses once.
  const listingTotals = new TtlCache<number>(PAGE_CACHE_ENTRIES, ttl);

  function invalidSub(): AppError {
    return AppError.invalid({ sub_category: [CATALOGUE_TEXT.unknownSubCategory] });
  }

  /** Turns the page's category and the chosen filter slug into the ids a listing is narrowed to. */
  function filterFor(
    t: CatalogueTree,
    category: CatalogueSlug | undefined,
    sub: string | undefined,
  ): CatalogueFilter {
    const subSlug = sub && sub !== ALL_FILTER ? sub : undefined;
    if (category === undefined) {
      if (!subSlug) return { categoryIds: null, subCategoryId: null };
      const found = t.subCategoryBySlug.get(subSlug);
      if (!found) throw invalidSub();
      return { categoryIds: [found.category_id], subCategoryId: found.id };
    }
    if (category === ALL_FILTER) {
      // On 'all' the filters are the video-course categories themselves (Teknikal, Insaniah, ...).
      const groups = t.categories.filter((c) => c.kind === COURSE_KIND);
      if (!subSlug) return { categoryIds: groups.map((c) => c.id), subCategoryId: null };
      const group = groups.find((c) => c.slug === subSlug);
      if (!group) throw invalidSub();
      return { categoryIds: [group.id], subCategoryId: null };
    }
    const cat = t.categoryBySlug.get(category);
    if (!cat) throw AppError.invalid({ category: [CATALOGUE_TEXT.unknownCategory] });
    if (!subSlug) return { categoryIds: [cat.id], subCategoryId: null };
    const found = t.subCategoryBySlug.get(subSlug);
    if (!found || found.category_id !== cat.id) throw invalidSub();
    return { categoryIds: [cat.id], subCategoryId: found.id };
  }

  /** The cards of the courses, marked with the viewer's wishlist when a user is looking. */
  async function cardsFor(ids: readonly number[], viewer: Actor): Promise<CourseCard[]> {
    const userId = actorId(viewer);
    const [rows, wishlisted] = await Promise.all([
      catalogueRepository.cards(db, ids),
      userId !== null
        ? wishlistRepository.wishlistedAmong(db, userId, ids)
        : Promise.resolve(new Set<number>()),
    ]);
    return cardsInOrder(ids, rows, wishlisted);
  }

  /** Reads one page of ids and its total from the database: the page as visitors see it. */
  async function loadPage(
    filter: CatalogueFilter,
    terms: readonly string[],
    page: number,
  ): Promise<CataloguePage> {
    const offset = (page - 1) * CATALOGUE_PAGE_SIZE;
    let ids: number[];
    let total: number;
    if (terms.length > 0) {
      ({ ids, total } = await catalogueRepository.search(db, filter, terms, CATALOGUE_PAGE_SIZE, offset));
    } else {
      const totalKey = JSON.stringify([filter.categoryIds, filter.subCategoryId]);
      const known = listingTotals.get(totalKey);
      [ids, total] = await Promise.all([
        catalogueRepository.listIds(db, filter, CATALOGUE_PAGE_SIZE, offset),
        known ?? catalogueRepository.countListed(db, filter),
      ]);
      if (known === undefined) listingTotals.set(totalKey, total);
    }
    const data = await cardsFor(ids, VISITOR);
    return pageOf(data, total, page, CATALOGUE_PAGE_SIZE);
  }

  /** The viewer's wishlist marks on a shared page. */
  async function markWishlist(page: Readonly<CataloguePage>, viewer: UserActor): Promise<CataloguePage> {
    const ids = page.data.map((c) => c.id);
    const wishlisted = await wishlistRepository.wishlistedAmong(db, viewer.id, ids);
    return { ...page, data: page.data.map((c) => ({ ...c, wishlist_status: wishlisted.has(c.id) })) };
  }

  return {
    /** A catalogue page's category: hero, filter row and, on tutor, the partner logos. 404 for other names. */
    async category(slug: string): Promise<{ category: CatalogueCategory }> {
      if (!isCatalogueSlug(slug)) throw AppError.notFound();
      const t = await tree();
      const hero = CATALOGUE_HEROES[slug];
      const pairs = (rows: ReadonlyArray<{ slug: string; name: string }>) =>
        rows.map((r) => ({ slug: r.slug, name: r.name }));
      const partnerCategory = t.categoryBySlug.get(PARTNER_SLUG);
      const partners =
        slug === 'tutor' && partnerCategory
          ? t.subCategoriesOf(partnerCategory.id).map((r) => ({
              slug: r.slug,
              name: r.name,
              logo: r.logo_slug && r.logo_ext ? publicMediaUrl(r.logo_slug, r.logo_ext) : null,
            }))
          : [];
      if (slug === ALL_FILTER) {
        const groups = t.categories.filter((c) => c.kind === COURSE_KIND);
        return {
          category: {
            slug,
            name: hero.title,
            ...hero,
            sub_category: [{ slug: ALL_FILTER, name: CATALOGUE_TEXT.allFilter }, ...pairs(groups)],
            partners,
          },
        };
      }
      const cat = t.categoryBySlug.get(slug);
      if (!cat) throw AppError.notFound();
      return {
        category: {
          slug,
          name: cat.name,
          ...hero,
          sub_category: pairs(t.subCategoriesOf(cat.id)),
          partners,
        },
      };
    },

    /**
     * One page of published course cards: ranked by full-text relevance when the keyword has words,
     * otherwise newest first. Visitors all get the same (read-only) object for the same page.
     */
    async search(viewer: Actor, body: CatalogueSearchBody, page: number): Promise<Readonly<CataloguePage>> {
      const filter = filterFor(await tree(), body.category, body.sub_category);
      const terms = body.keyword ? searchTerms(body.keyword) : [];
      const key = JSON.stringify([filter.categoryIds, filter.subCategoryId, terms, page]);
      let shared = pages.get(key);
      if (!shared) {
        shared = await loadPage(filter, terms, page);
        pages.set(key, shared);
      }
      return viewer.kind === 'user' ? markWishlist(shared, viewer) : shared;
    },

    /**
     * Up to 8 published courses of the sub-category, the course itself excluded, most subscribed first;
     * topped up from the course's category when the sub-category has fewer.
     */
    async related(viewer: Actor, hashSlug: string, subId: number): Promise<CourseCard[]> {
      const { course, facts } = await loadCourseStanding(db, viewer, (d) =>
        catalogueRepository.courseBySlug(d, hashSlug),
      );
      // Related courses name the course they sit beside: only for those who may see it.
      enforce(accessPolicy.seeCourse(viewer, facts));
      const inside = await catalogueRepository.popularIds(
        db,
        { categoryId: course.category_id, subCategoryId: subId, inside: true },
        [course.id],
        RELATED_LIMIT,
      );
      const more =
        inside.length < RELATED_LIMIT
          ? await catalogueRepository.popularIds(
              db,
              { categoryId: course.category_id, subCategoryId: subId, inside: false },
              [course.id, ...inside],
              RELATED_LIMIT - inside.length,
            )
          : [];
      return cardsFor([...inside, ...more], viewer);
    },
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;
