import type { Insertable } from 'kysely';
import type { Db } from '../connection';
import type { Database } from '../schema';

/** Reseller applications and reseller code lookups. */
export const resellerRegistrationRepository = {
  async insert(db: Db, row: Insertable<Database['resellers']>): Promise<number> {
    const inserted = await db.insertInto('resellers').values(row).returning('id').executeTakeFirstOrThrow();
    return Number(inserted.id);
  },

  async codeTaken(db: Db, code: string): Promise<boolean> {
    const row = await db
      .selectFrom('resellers')
      .select('id')
      .where('reseller_code', '=', code)
      .executeTakeFirst();
    return row !== undefined;
  },

  /** An approved reseller by code (case-insensitive), or undefined. */
  findApprovedByCode(db: Db, code: string) {
    return db
      .selectFrom('resellers')
      .select(['id', 'reseller_code'])
      .where((eb) => eb(eb.fn('upper', ['reseller_code']), '=', code.trim().toUpperCase()))
      .where('status', '=', 'approved')
      .executeTakeFirst();
  },
};
