import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../connection';
import type { SponsorshipFields } from './group-statistics.table';
import type { PackageFields } from './package.table';
import { contains, containsPattern } from './text-match';

const slug = () => randomBytes(12).toString('base64url');

async function page<T>(rows: Promise<T[]>, count: Promise<{ n: number | string | bigint } | undefined>) {
  const [data, total] = await Promise.all([rows, count]);
  return { rows: data, total: Number(total?.n ?? 0) };
}

/** Admin content: packages, merchandise, banners, sponsorships, the price list and events. */
export const adminContentRepository = {
  // ---- Packages ----
  listPackages(db: Db, p: { limit: number; offset: number; search?: string | undefined }) {
    let q = db.selectFrom('packages');
    if (p.search) q = q.where(contains('name', p.search));
    return page(
      q.selectAll().orderBy('id', 'desc').limit(p.limit).offset(p.offset).execute(),
      q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
    );
  },
  findPackage(db: Db, hashslug: string) {
    return db.selectFrom('packages').selectAll().where('hashslug', '=', hashslug).executeTakeFirst();
  },
  async savePackage(db: Db, hashslug: string | null, v: PackageFields, now: string): Promise<string | null> {
    if (hashslug) {
      const r = await db.updateTable('packages').set(v).where('hashslug', '=', hashslug).executeTakeFirst();
      return Number(r.numUpdatedRows) === 1 ? hashslug : null;
    }
    const created = slug();
    await db
      .insertInto('packages')
      .values({ ...v, hashslug: created, created_at: now })
      .execute();
    return created;
  },
  /** Published tutor courses of a Mahir Tutor sub-category: the most subjects a package may offer. */
  async tutorCourseTotal(db: Db, subCategoryId: number): Promise<number> {
    const row = await db
      .selectFrom('courses')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('sub_category_id', '=', subCategoryId)
      .where('is_tutor', '=', 1)
      .where('status_id', '=', 1)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  },

  // ---- Merchandise ----
  listMerchandise(db: Db, p: { limit: number; offset: number; search?: string | undefined }) {
    let q = db.selectFrom('merchandise');
    if (p.search) q = q.where(contains('name', p.search));
    return page(
      q.selectAll().orderBy('id', 'desc').limit(p.limit).offset(p.offset).execute(),
      q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
    );
  },
  findMerchandise(db: Db, hashslug: string) {
    return db.selectFrom('merchandise').selectAll().where('hashslug', '=', hashslug).executeTakeFirst();
  },
  galleries(db: Db, merchandiseIds: number[]) {
    if (merchandiseIds.length === 0) return Promise.resolve([]);
    return db
      .selectFrom('merchandise_galleries as g')
      .innerJoin('media_files as m', 'm.id', 'g.media_id')
      .select([
        'g.merchandise_id',
        'g.hashslug',
        'g.media_id',
        'm.hashslug as media_hashslug',
        'm.extension',
        'm.size',
      ])
      .where('g.merchandise_id', 'in', merchandiseIds)
      .orderBy('g.position')
      .orderBy('g.id')
      .execute();
  },
  /** Writes a product and its gallery (images in order) in one transaction. */
  saveMerchandise(
    db: Db,
    hashslug: string | null,
    v: { name: string; description: string; price: number; color: string; size: string; status_id: number },
    mediaIds: number[],
    now: string,
  ): Promise<string | null> {
    return db.transaction().execute(async (trx) => {
      let id: number;
      let key = hashslug;
      if (hashslug) {
        const row = await trx
          .selectFrom('merchandise')
          .select('id')
          .where('hashslug', '=', hashslug)
          .executeTakeFirst();
        if (!row) return null;
        id = row.id;
        await trx.updateTable('merchandise').set(v).where('id', '=', id).execute();
      } else {
        key = slug();
        const row = await trx
          .insertInto('merchandise')
          .values({ ...v, hashslug: key, created_at: now })
          .returning('id')
          .executeTakeFirstOrThrow();
        id = Number(row.id);
      }
      const existing = await trx
        .selectFrom('merchandise_galleries')
        .select(['id', 'media_id'])
        .where('merchandise_id', '=', id)
        .execute();
      const keep = new Set(mediaIds);
      const gone = existing.filter((g) => !keep.has(g.media_id)).map((g) => g.id);
      if (gone.length) await trx.deleteFrom('merchandise_galleries').where('id', 'in', gone).execute();
      const have = new Map(existing.map((g) => [g.media_id, g.id]));
      for (const [position, mediaId] of mediaIds.entries()) {
        const galleryId = have.get(mediaId);
        if (galleryId !== undefined)
          await trx
            .updateTable('merchandise_galleries')
            .set({ position })
            .where('id', '=', galleryId)
            .execute();
        else
          await trx
            .insertInto('merchandise_galleries')
            .values({ merchandise_id: id, hashslug: slug(), media_id: mediaId, position })
            .execute();
      }
      return key;
    });
  },

  // ---- Banners ----
  listBanners(db: Db, p: { limit: number; offset: number; search?: string | undefined }) {
    let q = db.selectFrom('banners');
    if (p.search) q = q.where(contains('headline', p.search));
    return page(
      q.selectAll().orderBy('position').orderBy('id', 'desc').limit(p.limit).offset(p.offset).execute(),
      q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
    );
  },
  /** Active banners (status 1) with their image, in the admin's order, newest first within a position. */
  listActiveBanners(db: Db) {
    return db
      .selectFrom('banners as b')
      .leftJoin('media_files as m', 'm.id', 'b.media_id')
      .select([
        'b.hashslug',
        'b.headline',
        'b.sub_headline',
        'b.is_button',
        'b.button_label',
        'b.button_link',
        'm.hashslug as media_hashslug',
        'm.extension as media_extension',
      ])
      .where('b.is_active', '=', 1)
      .orderBy('b.position')
      .orderBy('b.id', 'desc')
      .limit(10)
      .execute();
  },
  findBanner(db: Db, hashslug: string) {
    return db.selectFrom('banners').selectAll().where('hashslug', '=', hashslug).executeTakeFirst();
  },
  async saveBanner(
    db: Db,
    hashslug: string | null,
    v: {
      headline: string;
      sub_headline: string | null;
      is_button: number;
      button_label: string | null;
      button_link: string | null;
      is_active: number;
      media_id: number;
    },
  ): Promise<string | null> {
    if (hashslug) {
      const r = await db.updateTable('banners').set(v).where('hashslug', '=', hashslug).executeTakeFirst();
      return Number(r.numUpdatedRows) === 1 ? hashslug : null;
    }
    const created = slug();
    await db
      .insertInto('banners')
      .values({ ...v, hashslug: created, position: 0 })
      .execute();
    return created;
  },

  // ---- Sponsorships ----
  findResellerByCode(db: Db, code: string) {
    return db
      .selectFrom('resellers as r')
      .innerJoin('users as u', 'u.id', 'r.user_id')
      .select(['r.id', 'r.user_id', 'r.reseller_code', 'u.name'])
      .where(sql<boolean>`upper(r.reseller_code) = ${code.toUpperCase()}`)
      .executeTakeFirst();
  },
  sponsorshipQuery(db: Db) {
    return db
      .selectFrom('sponsorships as s')
      .innerJoin('resellers as r', 'r.id', 's.reseller_id')
      .innerJoin('users as u', 'u.id', 'r.user_id')
      .select([
        's.id',
        's.hashslug',
        's.name',
        's.start_date',
        's.end_date',
        's.payment_date',
        's.payment_amount',
        's.organization_id',
        'r.reseller_code',
        'r.user_id',
        'u.name as reseller_name',
      ]);
  },
  listSponsorships(db: Db, p: { limit: number; offset: number; search?: string | undefined }) {
    let q = adminContentRepository.sponsorshipQuery(db);
    if (p.search) q = q.where(contains('s.name', p.search));
    const count = db
      .selectFrom('sponsorships as s')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .$if(Boolean(p.search), (qb) => qb.where(contains('s.name', p.search ?? '')))
      .executeTakeFirst();
    return page(q.orderBy('s.id', 'desc').limit(p.limit).offset(p.offset).execute(), count);
  },
  findSponsorship(db: Db, hashslug: string) {
    return adminContentRepository.sponsorshipQuery(db).where('s.hashslug', '=', hashslug).executeTakeFirst();
  },
  /** Creates the sponsored organization with its sponsorship, or updates both; one transaction. */
  saveSponsorship(
    db: Db,
    hashslug: string | null,
    v: SponsorshipFields,
    now: string,
  ): Promise<string | null> {
    return db.transaction().execute(async (trx) => {
      if (hashslug) {
        const row = await trx
          .selectFrom('sponsorships')
          .select(['id', 'organization_id'])
          .where('hashslug', '=', hashslug)
          .executeTakeFirst();
        if (!row) return null;
        await trx.updateTable('sponsorships').set(v).where('id', '=', row.id).execute();
        await trx
          .updateTable('organizations')
          .set({ name: v.name })
          .where('id', '=', row.organization_id)
          .execute();
        return hashslug;
      }
      const org = await trx
        .insertInto('organizations')
        .values({ hashslug: slug(), name: v.name, created_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      const created = slug();
      await trx
        .insertInto('sponsorships')
        .values({ ...v, hashslug: created, organization_id: Number(org.id), created_at: now })
        .execute();
      return created;
    });
  },

  // ---- Price list ----
  priceQuery(db: Db) {
    return db
      .selectFrom('price_list as p')
      .innerJoin('countries as c', 'c.id', 'p.country_id')
      .select(['p.id', 'p.tier', 'p.price', 'p.country_id', 'p.status', 'c.name as country_name']);
  },
  listPrices(db: Db, p: { limit: number; offset: number; search?: string | undefined }) {
    const filter = (search: string | undefined) =>
      search
        ? sql<boolean>`(lower(p.tier) like ${containsPattern(search)} escape '\\' or cast(p.price as text) like ${containsPattern(search.replace(/\./g, ''))} escape '\\')`
        : sql<boolean>`1 = 1`;
    return page(
      adminContentRepository
        .priceQuery(db)
        .where(filter(p.search))
        .orderBy('p.created_at')
        .orderBy('p.id')
        .limit(p.limit)
        .offset(p.offset)
        .execute(),
      db
        .selectFrom('price_list as p')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where(filter(p.search))
        .executeTakeFirst(),
    );
  },
  findPrice(db: Db, id: number) {
    return adminContentRepository.priceQuery(db).where('p.id', '=', id).executeTakeFirst();
  },
  async savePrice(
    db: Db,
    id: number | null,
    v: { tier: string; price: number; country_id: number; status: number },
    now: string,
  ): Promise<number | null> {
    if (id !== null) {
      const r = await db.updateTable('price_list').set(v).where('id', '=', id).executeTakeFirst();
      return Number(r.numUpdatedRows) === 1 ? id : null;
    }
    const row = await db
      .insertInto('price_list')
      .values({ ...v, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  },
  countries(db: Db) {
    return db.selectFrom('countries').select(['id', 'name']).orderBy('name').execute();
  },

  // ---- Events ----
  listEvents(db: Db, p: { limit: number; offset: number; search?: string | undefined }) {
    let q = db.selectFrom('events');
    if (p.search) q = q.where(contains('name', p.search));
    return page(
      q.selectAll().orderBy('date', 'desc').orderBy('id', 'desc').limit(p.limit).offset(p.offset).execute(),
      q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
    );
  },
  findEvent(db: Db, hashslug: string) {
    return db.selectFrom('events').selectAll().where('hashslug', '=', hashslug).executeTakeFirst();
  },
  async saveEvent(
    db: Db,
    hashslug: string | null,
    v: {
      name: string;
      description: string;
      type_id: number;
      date: string;
      time: string;
      speaker: string;
      location: string | null;
      meeting_link: string | null;
      price: number;
      allowed_roles: string;
      is_active: number;
      image_media_id: number | null;
    },
  ): Promise<string | null> {
    if (hashslug) {
      const r = await db.updateTable('events').set(v).where('hashslug', '=', hashslug).executeTakeFirst();
      return Number(r.numUpdatedRows) === 1 ? hashslug : null;
    }
    const created = slug();
    await db
      .insertInto('events')
      .values({ ...v, hashslug: created })
      .execute();
    return created;
  },

  mediaRows(db: Db, ids: Array<number | null>) {
    const wanted = [...new Set(ids.filter((i): i is number => i !== null))];
    if (wanted.length === 0) return Promise.resolve([]);
    return db
      .selectFrom('media_files')
      .select(['id', 'hashslug', 'extension', 'size', 'owner_id'])
      .where('id', 'in', wanted)
      .execute();
  },
  mediaByHashslugs(db: Db, hashslugs: string[]) {
    if (hashslugs.length === 0) return Promise.resolve([]);
    return db
      .selectFrom('media_files')
      .select(['id', 'hashslug', 'extension', 'size', 'owner_id'])
      .where('hashslug', 'in', hashslugs)
      .execute();
  },
};
