import { adminContentRepository as repo } from '@mahir/db/repositories/admin-content.repository';
import { authoringLookupRepository } from '@mahir/db/repositories/authoring-lookup.repository';
import type {
  BannerBody,
  EventBody,
  MerchandiseBody,
  PackageBody,
  PriceBody,
  SponsorshipBody,
} from '@mahir/shared';
import { CATEGORY, CONTENT_MSG, MSG } from '@mahir/shared';
import { pageOf } from '@mahir/shared/contract/fields';
import { formatRM, parseRM } from '@mahir/shared/money/ringgit';
import type { z } from 'zod';
import type { UserActor } from '../access/actor';
import type { ServiceDeps } from '../app-context';
import { AppError } from '../http/app-error';
import { mediaLinks } from '../media/media-links';
import { rmText } from '../tutor/course-view';

type Links = ReturnType<typeof mediaLinks>;
type ListQuery = { page: number; per_page: number; search?: string | undefined };

const window = (q: ListQuery) => ({ limit: q.per_page, offset: (q.page - 1) * q.per_page, search: q.search });

function sen(text: string, field: string): number {
  const value = text === '' ? null : parseRM(text);
  if (value === null) throw AppError.invalid({ [field]: [CONTENT_MSG.priceFormat] });
  return value;
}

const IMAGE_TYPES = ['jpg', 'png'];

/** Admin content: packages, merchandise, banners, sponsorships, the price list and events. */
export function createAdminContentService(deps: ServiceDeps & { appSecret: string }) {
  const { db, clock } = deps;
  const links: Links = mediaLinks(deps.appSecret);

  /** Images the admin uploaded (or the item already shows), jpg/png only. */
  async function images(actor: UserActor, refs: string[], already: Set<number>, field: string) {
    const rows = await repo.mediaByHashslugs(db, refs);
    const byRef = new Map(rows.map((r) => [r.hashslug, r]));
    return refs.map((ref) => {
      const m = byRef.get(ref);
      if (!m || !IMAGE_TYPES.includes(m.extension) || (m.owner_id !== actor.id && !already.has(m.id)))
        throw AppError.invalid({ [field]: [CONTENT_MSG.imageUnknown] });
      return m;
    });
  }

  async function packageView(p: NonNullable<Awaited<ReturnType<typeof repo.findPackage>>>) {
    return {
      id: p.id,
      hashslug: p.hashslug,
      name: p.name,
      price: Math.round(p.price / 100),
      price2: formatRM(p.price),
      frequency: p.frequency,
      recurring_id: p.recurring_id,
      mahir_tutor_category_id: p.mahir_tutor_category_id,
      total_mahir_tutor: p.total_mahir_tutor,
      coin: p.coin,
      coin2: p.coin.toLocaleString('en-MY'),
      is_active: p.is_active,
    };
  }

  async function merchandiseViews(
    rows: Array<NonNullable<Awaited<ReturnType<typeof repo.findMerchandise>>>>,
  ) {
    const galleries = await repo.galleries(
      db,
      rows.map((r) => r.id),
    );
    return rows.map((m) => ({
      id: m.id,
      hashslug: m.hashslug,
      name: m.name,
      desc: m.description,
      price: rmText(m.price),
      price_sen: m.price,
      color: m.color,
      size: m.size,
      status_id: m.status_id,
      galleries: galleries
        .filter((g) => g.merchandise_id === m.id)
        .map((g) => {
          const url = links.public({ hashslug: g.media_hashslug, extension: g.extension });
          return {
            hashslug: g.hashslug,
            url: g.media_hashslug,
            attach_url: url,
            size: g.size,
            extension: g.extension,
            full_url: url,
          };
        }),
    }));
  }

  async function bannerViews(rows: Array<NonNullable<Awaited<ReturnType<typeof repo.findBanner>>>>) {
    const media = new Map(
      (
        await repo.mediaRows(
          db,
          rows.map((r) => r.media_id),
        )
      ).map((m) => [m.id, m]),
    );
    return rows.map((b) => {
      const m = b.media_id === null ? undefined : media.get(b.media_id);
      const url = m ? links.public(m) : null;
      return {
        id: b.id,
        hashslug: b.hashslug,
        headline: b.headline,
        sub_headline: b.sub_headline,
        is_button: b.is_button === 1,
        button_label: b.button_label,
        button_link: b.button_link,
        is_active: b.is_active,
        image_url: url,
        full_path: url,
        path: m?.hashslug ?? null,
        image_ext: m?.extension ?? null,
        image_size: m?.size ?? null,
        info: { basename: m ? `${m.hashslug}.${m.extension}` : null },
      };
    });
  }

  function sponsorView(s: NonNullable<Awaited<ReturnType<typeof repo.findSponsorship>>>) {
    return {
      id: s.id,
      hashslug: s.hashslug,
      name: s.name,
      start_date: s.start_date,
      end_date: s.end_date,
      reseller_code: s.reseller_code,
      reseller_name: s.reseller_name,
      payment_date: s.payment_date,
      payment_amount: rmText(s.payment_amount),
      user_id: s.user_id,
      organization_id: s.organization_id,
    };
  }

  function priceView(p: NonNullable<Awaited<ReturnType<typeof repo.findPrice>>>) {
    return {
      id: p.id,
      tier: p.tier,
      price: p.price,
      price2: formatRM(p.price),
      country_id: p.country_id,
      country_name: p.country_name,
      status: p.status,
      status2: p.status === 1 ? 'ACTIVE' : 'INACTIVE',
    };
  }

  async function eventViews(rows: Array<NonNullable<Awaited<ReturnType<typeof repo.findEvent>>>>) {
    const media = new Map(
      (
        await repo.mediaRows(
          db,
          rows.map((r) => r.image_media_id),
        )
      ).map((m) => [m.id, m]),
    );
    return rows.map((e) => {
      const m = e.image_media_id === null ? undefined : media.get(e.image_media_id);
      return {
        id: e.id,
        hashslug: e.hashslug,
        name: e.name,
        description: e.description,
        type_id: e.type_id,
        date: e.date,
        time: e.time,
        speaker: e.speaker,
        location: e.location,
        meeting_link: e.meeting_link,
        price: rmText(e.price),
        price_sen: e.price,
        allowed_groups: e.allowed_roles.split(',').filter(Boolean),
        is_active: e.is_active === 1,
        image_url: m ? links.public(m) : null,
        image: m?.hashslug ?? null,
      };
    });
  }

  const done = (hashslug: string | null, url: string) => {
    if (!hashslug) throw AppError.notFound();
    return { hashslug, url };
  };

  return {
    // Packages
    async packages(q: ListQuery) {
      const r = await repo.listPackages(db, window(q));
      return pageOf(await Promise.all(r.rows.map(packageView)), r.total, q.page, q.per_page);
    },
    async tutorCategories() {
      const subs = await authoringLookupRepository.subCategories(db, CATEGORY.tutor);
      return { tutor_category: { sub_category: subs.map((s) => ({ id: s.id, name: s.name })) } };
    },
    async totalMahirTutor(subCategoryId: number) {
      return { total: await repo.tutorCourseTotal(db, subCategoryId) };
    },
    async packageInfo(hashslug: string) {
      const p = await repo.findPackage(db, hashslug);
      if (!p) throw AppError.notFound();
      return { package: await packageView(p) };
    },
    async savePackage(body: z.output<typeof PackageBody>, hashslug: string | null) {
      const sub = await authoringLookupRepository.subCategory(db, body.mahir_tutor_category_id);
      if (!sub || sub.category_id !== CATEGORY.tutor)
        throw AppError.invalid({ mahir_tutor_category_id: [CONTENT_MSG.tutorCategoryUnknown] });
      const total = await repo.tutorCourseTotal(db, sub.id);
      if (body.total_mahir_tutor > total)
        throw AppError.invalid({ total_mahir_tutor: [CONTENT_MSG.subjectsRange(total)] });
      const saved = await repo.savePackage(
        db,
        hashslug,
        {
          name: body.name,
          price: body.price * 100,
          frequency: body.frequency,
          recurring_id: body.recurring_id || null,
          mahir_tutor_category_id: sub.id,
          total_mahir_tutor: body.total_mahir_tutor,
          coin: body.coin,
          is_active: body.is_active ? 1 : 0,
        },
        clock().toISOString(),
      );
      return done(saved, '/backoffice/admin/packages');
    },

    // Merchandise
    async merchandise(q: ListQuery) {
      const r = await repo.listMerchandise(db, window(q));
      return pageOf(await merchandiseViews(r.rows), r.total, q.page, q.per_page);
    },
    async merchandiseInfo(hashslug: string) {
      const m = await repo.findMerchandise(db, hashslug);
      if (!m) throw AppError.notFound();
      const [view] = await merchandiseViews([m]);
      if (!view) throw AppError.notFound();
      return { merchandise: view };
    },
    async saveMerchandise(
      actor: UserActor,
      body: z.output<typeof MerchandiseBody>,
      mode: 'store' | 'update',
    ) {
      const hashslug = mode === 'update' ? (body.hashslug ?? null) : null;
      if (mode === 'update' && !hashslug) throw AppError.notFound();
      const current = hashslug ? await repo.findMerchandise(db, hashslug) : undefined;
      if (mode === 'update' && !current) throw AppError.notFound();
      const existing = current ? await repo.galleries(db, [current.id]) : [];
      const deleted = new Set(body.attachment_deletes);
      const refs = body.images.filter(
        (ref) => !existing.some((g) => g.media_hashslug === ref && deleted.has(g.hashslug)),
      );
      const files = await images(actor, refs, new Set(existing.map((g) => g.media_id)), 'images');
      const saved = await repo.saveMerchandise(
        db,
        hashslug,
        {
          name: body.name,
          description: body.desc,
          price: sen(body.price, 'price'),
          color: body.color,
          size: body.size,
          status_id: body.status_id,
        },
        files.map((f) => f.id),
        clock().toISOString(),
      );
      return done(saved, '/backoffice/admin/merchandise');
    },

    // Banners
    async banners(q: ListQuery) {
      const r = await repo.listBanners(db, window(q));
      return pageOf(await bannerViews(r.rows), r.total, q.page, q.per_page);
    },
    async bannerInfo(hashslug: string) {
      const b = await repo.findBanner(db, hashslug);
      if (!b) throw AppError.notFound();
      const [view] = await bannerViews([b]);
      if (!view) throw AppError.notFound();
      return { banner: view };
    },
    async saveBanner(actor: UserActor, body: z.output<typeof BannerBody>) {
      const current = body.hashslug ? await repo.findBanner(db, body.hashslug) : undefined;
      if (body.hashslug && !current) throw AppError.notFound();
      const [image] = await images(
        actor,
        [body.path],
        new Set(current?.media_id ? [current.media_id] : []),
        'path',
      );
      if (!image) throw AppError.invalid({ path: [CONTENT_MSG.imageRequired] });
      const saved = await repo.saveBanner(db, body.hashslug ?? null, {
        headline: body.headline,
        sub_headline: body.sub_headline || null,
        is_button: body.is_button ? 1 : 0,
        button_label: body.is_button ? (body.button_label ?? null) : null,
        button_link: body.is_button ? (body.button_link ?? null) : null,
        is_active: body.is_active,
        media_id: image.id,
      });
      return done(saved, '/backoffice/admin/banners');
    },

    // Sponsorships
    async sponsorships(q: ListQuery) {
      const r = await repo.listSponsorships(db, window(q));
      return pageOf(r.rows.map(sponsorView), r.total, q.page, q.per_page);
    },
    async findSeller(code: string) {
      const reseller = code ? await repo.findResellerByCode(db, code) : undefined;
      if (!reseller) throw AppError.notFound(MSG.resellerCodeInvalid);
      return { user: { id: reseller.user_id, name: reseller.name } };
    },
    async sponsorshipInfo(hashslug: string) {
      const s = await repo.findSponsorship(db, hashslug);
      if (!s) throw AppError.notFound();
      return { sponsor: sponsorView(s) };
    },
    async saveSponsorship(body: z.output<typeof SponsorshipBody>, mode: 'store' | 'update') {
      if (mode === 'update' && !body.hashslug) throw AppError.notFound();
      const reseller = await repo.findResellerByCode(db, body.reseller_code);
      if (!reseller) throw AppError.invalid({ reseller_code: [MSG.resellerCodeInvalid] });
      const saved = await repo.saveSponsorship(
        db,
        mode === 'update' ? (body.hashslug ?? null) : null,
        {
          name: body.name,
          start_date: body.start_date,
          end_date: body.end_date,
          reseller_id: reseller.id,
          payment_date: body.payment_date,
          payment_amount: sen(body.payment_amount, 'payment_amount'),
        },
        clock().toISOString(),
      );
      return done(saved, '/backoffice/admin/sponsorships');
    },

    // Price list
    async prices(q: ListQuery) {
      const r = await repo.listPrices(db, window(q));
      return pageOf(r.rows.map(priceView), r.total, q.page, q.per_page);
    },
    async priceInfo(id: number) {
      const p = await repo.findPrice(db, id);
      if (!p) throw AppError.notFound();
      return { price: priceView(p) };
    },
    async savePrice(body: z.output<typeof PriceBody>, id: number | null) {
      const countries = await repo.countries(db);
      if (!countries.some((c) => c.id === body.country_id))
        throw AppError.invalid({ country_id: [CONTENT_MSG.countryUnknown] });
      const saved = await repo.savePrice(
        db,
        id,
        {
          tier: body.tier,
          price: sen(body.price, 'price'),
          country_id: body.country_id,
          status: body.status ? 1 : 0,
        },
        clock().toISOString(),
      );
      if (saved === null) throw AppError.notFound();
      return this.priceInfo(saved);
    },
    countries: () => repo.countries(db),

    // Events
    async events(q: ListQuery) {
      const r = await repo.listEvents(db, window(q));
      return pageOf(await eventViews(r.rows), r.total, q.page, q.per_page);
    },
    async eventInfo(hashslug: string) {
      const e = await repo.findEvent(db, hashslug);
      if (!e) throw AppError.notFound();
      const [view] = await eventViews([e]);
      if (!view) throw AppError.notFound();
      return { event: view };
    },
    async saveEvent(actor: UserActor, body: z.output<typeof EventBody>) {
      const current = body.hashslug ? await repo.findEvent(db, body.hashslug) : undefined;
      if (body.hashslug && !current) throw AppError.notFound();
      let imageId: number | null = current?.image_media_id ?? null;
      if (body.image) {
        const [image] = await images(actor, [body.image], new Set(imageId ? [imageId] : []), 'image');
        imageId = image?.id ?? null;
      }
      const online = body.type_id === 2;
      const saved = await repo.saveEvent(db, body.hashslug ?? null, {
        name: body.name,
        description: body.description,
        type_id: body.type_id,
        date: body.date,
        time: body.time,
        speaker: body.speaker,
        location: online ? null : (body.location ?? null),
        meeting_link: online ? (body.meeting_link ?? null) : null,
        price: body.price === '' ? 0 : sen(body.price, 'price'),
        allowed_roles: [...new Set(body.allowed_groups)].join(','),
        is_active: body.is_active ? 1 : 0,
        image_media_id: imageId,
      });
      return done(saved, '/backoffice/admin/events');
    },
  };
}
