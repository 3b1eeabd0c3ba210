import type { Db } from '../connection';
import { rowById } from './row-lookup';

/** A cart line's item, as the lookups read it. */
type LineItem = { item_type: string; item_id: number };

/** What the cart page reads beside the cart: its items' pictures and today's prices, and the buyer's details. */
export const cartLookupRepository = {
  /** The first picture of each merchandise and event line's item, keyed `type:id`, for lines stored without one. */
  async pictures(
    db: Db,
    lines: ReadonlyArray<LineItem>,
  ): Promise<Map<string, { hashslug: string; extension: string }>> {
    const out = new Map<string, { hashslug: string; extension: string }>();
    const ids = (type: string) => lines.filter((l) => l.item_type === type).map((l) => l.item_id);
    const merchandise = ids('merchandise');
    if (merchandise.length > 0) {
      const rows = await db
        .selectFrom('merchandise_galleries')
        .innerJoin('media_files', 'media_files.id', 'merchandise_galleries.media_id')
        .select([
          'merchandise_galleries.merchandise_id as id',
          'media_files.hashslug',
          'media_files.extension',
        ])
        .where('merchandise_galleries.merchandise_id', 'in', merchandise)
        .orderBy('merchandise_galleries.position', 'desc')
        .orderBy('merchandise_galleries.id', 'desc')
        .execute();
      // Ordered so the first picture is written last and wins.
      for (const r of rows) out.set(`merchandise:${r.id}`, { hashslug: r.hashslug, extension: r.extension });
    }
    const events = ids('event');
    if (events.length > 0) {
      const rows = await db
        .selectFrom('events')
        .innerJoin('media_files', 'media_files.id', 'events.image_media_id')
        .select(['events.id', 'media_files.hashslug', 'media_files.extension'])
        .where('events.id', 'in', events)
        .execute();
      for (const r of rows) out.set(`event:${r.id}`, { hashslug: r.hashslug, extension: r.extension });
    }
    return out;
  },

  /** The buyer's saved details, which fill the checkout's billing and shipping forms. */
  buyer(db: Db, userId: number) {
    return rowById(
      db,
      'users',
      ['name', 'email', 'phone_no', 'address1', 'address2', 'postcode', 'city', 'state_id'],
      userId,
    );
  },

  /**
   * Today's price and unit discount of each course, event and merchandise line's item, keyed `type:id`;
   * an item no longer on sale is missing from the map.
   */
  async currentPrices(
    db: Db,
    lines: ReadonlyArray<LineItem>,
  ): Promise<Map<string, { price: number; discount: number }>> {
    const out = new Map<string, { price: number; discount: number }>();
    const ids = (type: string) => lines.filter((l) => l.item_type === type).map((l) => l.item_id);
    const courses = ids('course');
    if (courses.length > 0) {
      const rows = await db
        .selectFrom('courses')
        .select(['id', 'sell_price', 'discount', 'discount_active'])
        .where('id', 'in', courses)
        .where('status_id', '=', 1)
        .execute();
      for (const r of rows)
        out.set(`course:${r.id}`, {
          price: r.sell_price,
          discount: r.discount_active === 1 ? Math.min(r.discount, r.sell_price) : 0,
        });
    }
    const events = ids('event');
    if (events.length > 0) {
      const rows = await db
        .selectFrom('events')
        .select(['id', 'price'])
        .where('id', 'in', events)
        .where('is_active', '=', 1)
        .execute();
      for (const r of rows) out.set(`event:${r.id}`, { price: r.price, discount: 0 });
    }
    const merchandise = ids('merchandise');
    if (merchandise.length > 0) {
      const rows = await db
        .selectFrom('merchandise')
        .select(['id', 'price'])
        .where('id', 'in', merchandise)
        .where('status_id', '=', 1)
        .execute();
      for (const r of rows) out.set(`merchandise:${r.id}`, { price: r.price, discount: 0 });
    }
    return out;
  },
};
