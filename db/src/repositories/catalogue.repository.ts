import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../connection';
import { dialectOf } from '../dialect-kind';
import { searchPage, termGroups } from './course-search-query';

/** Only published courses are listed (courses.status_id). */
const PUBLISHED = 1;

/**
 * How many matches a keyword search ranks: the newest this many that pass the filter. A narrower search (most of
 * them) ranks every match; a broad one ranks its newest 300, and its total is at most this many (25 pages of 12).
 * Finding them reads the postings down to the last, which for words that seldom meet costs in proportion to this
 * number: 1,000 gave a p95 of 15 ms at a million courses, 300 gives 5 ms (docs/performance.md, scale bench).
 */
export const SEARCH_CANDIDATES = 300;
/** Listing totals count at most this many courses (834 pages of 12), for the same reason. */
export const LISTING_COUNT_CAP = 10_000;

/** What a catalogue listing is narrowed to; null means no narrowing on that level. */
export interface CatalogueFilter {
  categoryIds: readonly number[] | null;
  subCategoryId: number | null;
}

/** The columns a course card is built from, author and banner joined. */
export interface CardRow {
  id: number;
  hashslug: string;
  title: string;
  sell_price: number;
  discount: number;
  discount_active: number;
  special_invitation: number;
  feedback_count: number;
  rating_sum: number;
  subscriber_count: number;
  discussion_count: number;
  author_name: string;
  author_username: string;
  author_first_name: string | null;
  banner_slug: string | null;
  banner_ext: string | null;
}

export interface CategoryRow {
  id: number;
  name: string;
  slug: string;
  kind: string;
}

export interface SubCategoryRow {
  id: number;
  category_id: number;
  name: string;
  slug: string;
  /** The partner's logo file, when it has one. */
  logo_slug: string | null;
  logo_ext: string | null;
}

/** `column in (...)` for category ids; an empty list matches nothing. */
function categoryIn(ids: readonly number[], column: RawBuilder<unknown>): RawBuilder<unknown> {
  if (ids.length === 0) return sql`1 = 0`;
  if (ids.length === 1) return sql`${column} = ${ids[0]}`;
  return sql`${column} in (${sql.join(ids.map((id) => sql`${id}`))})`;
}

/**
 * `and ...` conditions on the courses alias `c` for a filter (the published check is always there). `bySearchId`
 * (a search match checked by id): the sub-category is compared with unary plus, so that SQLite looks the course up
 * by id in `courses_search_cover_idx`, which holds every column the filter reads, rather than in the listing index.
 */
function filterSql(filter: CatalogueFilter, bySearchId = false): RawBuilder<unknown> {
  const parts: RawBuilder<unknown>[] = [sql`c.status_id = ${PUBLISHED}`];
  if (filter.categoryIds !== null) parts.push(categoryIn(filter.categoryIds, sql`c.category_id`));
  if (filter.subCategoryId !== null)
    parts.push(
      bySearchId
        ? sql`+c.sub_category_id = ${filter.subCategoryId}`
        : sql`c.sub_category_id = ${filter.subCategoryId}`,
    );
  return sql.join(parts, sql` and `);
}

/**
 * A filter's condition for reading published courses newest first (highest id). Within one category the listing
 * index is read (already in id order inside a sub-category); across several categories, or all of them, SQLite
 * walks the primary key backwards and stops after the page, which beats sorting the whole index range.
 */
function listingWhere(db: Db, filter: CatalogueFilter): RawBuilder<unknown> {
  const broad = filter.subCategoryId === null && (filter.categoryIds?.length ?? 0) !== 1;
  if (!broad || dialectOf(db) !== 'sqlite') return filterSql(filter);
  return sql`+c.status_id = ${PUBLISHED}${
    filter.categoryIds === null ? sql`` : sql` and ${categoryIn(filter.categoryIds, sql`+c.category_id`)}`
  }`;
}

/** Catalogue reads: categories and filters, ranked search and listing by id, and card rows. */
export const catalogueRepository = {
  /** Every category in menu order. */
  categories(db: Db): Promise<CategoryRow[]> {
    return db
      .selectFrom('categories')
      .select(['id', 'name', 'slug', 'kind'])
      .orderBy('position')
      .orderBy('id')
      .execute();
  },

  /** Every sub-category in menu order within its category. */
  subCategories(db: Db): Promise<SubCategoryRow[]> {
    return db
      .selectFrom('sub_categories as s')
      .leftJoin('media_files as logo', 'logo.id', 's.logo_media_id')
      .select([
        's.id',
        's.category_id',
        's.name',
        's.slug',
        'logo.hashslug as logo_slug',
        'logo.extension as logo_ext',
      ])
      .orderBy('s.category_id')
      .orderBy('s.position')
      .orderBy('s.id')
      .execute();
  },

  /**
   * Published course ids newest first (highest id), one page of them (`listingWhere`).
   */
  async listIds(db: Db, filter: CatalogueFilter, limit: number, offset: number): Promise<number[]> {
    const { rows } = await sql<{ id: number }>`select c.id from courses c where ${listingWhere(db, filter)}
      order by c.id desc limit ${limit} offset ${offset}`.execute(db);
    return rows.map((r) => r.id);
  },

  /** How many published courses the filter lists, counted up to LISTING_COUNT_CAP. */
  async countListed(db: Db, filter: CatalogueFilter): Promise<number> {
    const { rows } = await sql<{
      n: number;
    }>`select count(*) as n from (select 1 from courses c where ${filterSql(
      filter,
    )} limit ${LISTING_COUNT_CAP}) x`.execute(db);
    return Number(rows[0]?.n ?? 0);
  },

  /**
   * One page of published course ids matching every term (the last as a prefix), most relevant first, with the
   * number of matches ranked. The newest SEARCH_CANDIDATES matches that pass the filter are read from the
   * postings and ranked by the query words in their titles, then in their authors' names (newest first among
   * equals), counted and paged, in one statement (`searchPage`).
   */
  async search(
    db: Db,
    filter: CatalogueFilter,
    terms: readonly string[],
    limit: number,
    offset: number,
  ): Promise<{ ids: number[]; total: number }> {
    const groups = terms.length === 0 ? null : await termGroups(db, terms);
    if (groups === null) return { ids: [], total: 0 };
    return searchPage(db, groups, filterSql(filter, true), SEARCH_CANDIDATES, limit, offset);
  },

  /** Card rows of the given courses, in no particular order. */
  cards(db: Db, ids: readonly number[]): Promise<CardRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return db
      .selectFrom('courses as c')
      .innerJoin('users as u', 'u.id', 'c.user_id')
      .leftJoin('media_files as m', 'm.id', 'c.banner_media_id')
      .select([
        'c.id',
        'c.hashslug',
        'c.title',
        'c.sell_price',
        'c.discount',
        'c.discount_active',
        'c.special_invitation',
        'c.feedback_count',
        'c.rating_sum',
        'c.subscriber_count',
        'c.discussion_count',
        'u.name as author_name',
        'u.username as author_username',
        'u.first_name as author_first_name',
        'm.hashslug as banner_slug',
        'm.extension as banner_ext',
      ])
      .where('c.id', 'in', ids)
      .execute();
  },

  /** A course's id, category and sub-category by hashslug (any status). */
  courseBySlug(
    db: Db,
    hashslug: string,
  ): Promise<
    | { id: number; category_id: number; sub_category_id: number; user_id: number; status_id: number }
    | undefined
  > {
    return db
      .selectFrom('courses')
      .select(['id', 'category_id', 'sub_category_id', 'user_id', 'status_id'])
      .where('hashslug', '=', hashslug)
      .executeTakeFirst();
  },

  /** Hashslugs of published courses, most recently changed first, for the sitemap (at most `limit`). */
  publishedSlugs(db: Db, limit: number): Promise<{ hashslug: string; updated_at: unknown }[]> {
    return db
      .selectFrom('courses')
      .select(['hashslug', 'updated_at'])
      .where('status_id', '=', PUBLISHED)
      .orderBy('updated_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  },

  /** A published course by id, or undefined. */
  publishedCourse(db: Db, id: number): Promise<{ id: number } | undefined> {
    return db
      .selectFrom('courses')
      .select('id')
      .where('id', '=', id)
      .where('status_id', '=', PUBLISHED)
      .executeTakeFirst();
  },

  /**
   * Published courses of a category, inside one sub-category or outside it, most subscribed first. The category
   * is always given so the listing index narrows the rows.
   */
  async popularIds(
    db: Db,
    where: { categoryId: number; subCategoryId: number; inside: boolean },
    excludeIds: readonly number[],
    limit: number,
  ): Promise<number[]> {
    let query = db
      .selectFrom('courses')
      .select('id')
      .where('status_id', '=', PUBLISHED)
      .where('category_id', '=', where.categoryId)
      .where('sub_category_id', where.inside ? '=' : '!=', where.subCategoryId)
      .orderBy('subscriber_count', 'desc')
      .orderBy('id', 'desc')
      .limit(limit);
    if (excludeIds.length > 0) query = query.where('id', 'not in', excludeIds);
    const rows = await query.execute();
    return rows.map((r) => r.id);
  },
};
