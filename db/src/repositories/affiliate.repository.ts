import type { Db } from '../connection';

/** Affiliates, the clicks on their links and their commissions. */
export const affiliateRepository = {
  byUser(db: Db, userId: number) {
    return db
      .selectFrom('affiliates')
      .select(['id', 'code'])
      .where('user_id', '=', userId)
      .executeTakeFirst();
  },

  byCode(db: Db, code: string) {
    return db.selectFrom('affiliates').select(['id', 'code']).where('code', '=', code).executeTakeFirst();
  },

  byId(db: Db, id: number) {
    return db.selectFrom('affiliates').select(['id', 'code']).where('id', '=', id).executeTakeFirst();
  },

  async codeTaken(db: Db, code: string): Promise<boolean> {
    return (await affiliateRepository.byCode(db, code)) !== undefined;
  },

  /** Creates the user's affiliate row once; a repeat keeps the first. */
  async create(db: Db, userId: number, code: string, now: string): Promise<void> {
    await db
      .insertInto('affiliates')
      .values({ user_id: userId, code, created_at: now })
      .onConflict((oc) => oc.column('user_id').doNothing())
      .execute();
  },

  async recordClick(
    db: Db,
    click: { affiliateId: number; courseId: number | null; visitorHash: string | null; now: string },
  ) {
    await db
      .insertInto('affiliate_clicks')
      .values({
        affiliate_id: click.affiliateId,
        course_id: click.courseId,
        visitor_hash: click.visitorHash,
        created_at: click.now,
      })
      .execute();
  },

  /** Click timestamps of an affiliate in [from, to). */
  clicksBetween(db: Db, affiliateId: number, from: string, to: string) {
    return db
      .selectFrom('affiliate_clicks')
      .select('created_at')
      .where('affiliate_id', '=', affiliateId)
      .where('created_at', '>=', from)
      .where('created_at', '<', to)
      .execute();
  },

  /** Commissions of an affiliate created in [from, to), newest first, with their order numbers. */
  commissionsBetween(db: Db, affiliateId: number, from: string, to: string) {
    return db
      .selectFrom('affiliate_commissions')
      .innerJoin('orders', 'orders.id', 'affiliate_commissions.order_id')
      .select([
        'affiliate_commissions.id',
        'orders.order_no',
        'affiliate_commissions.amount',
        'affiliate_commissions.status',
        'affiliate_commissions.created_at',
      ])
      .where('affiliate_commissions.affiliate_id', '=', affiliateId)
      .where('affiliate_commissions.created_at', '>=', from)
      .where('affiliate_commissions.created_at', '<', to)
      .orderBy('affiliate_commissions.created_at', 'desc')
      .execute();
  },

  /** Orders attributed to the affiliate in [from, to). */
  async ordersBetween(db: Db, affiliateId: number, from: string, to: string): Promise<number> {
    const row = await db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('affiliate_id', '=', affiliateId)
      .where('created_at', '>=', from)
      .where('created_at', '<', to)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },

  /** Published courses to offer per-course links for. */
  courses(db: Db, limit: number) {
    return db
      .selectFrom('courses')
      .select(['id', 'title', 'hashslug'])
      .where('status_id', '=', 1)
      .where('is_active', '=', 1)
      .orderBy('subscriber_count', 'desc')
      .orderBy('id')
      .limit(limit)
      .execute();
  },

  courseIdBySlug(db: Db, hashslug: string) {
    return db.selectFrom('courses').select('id').where('hashslug', '=', hashslug).executeTakeFirst();
  },
};
