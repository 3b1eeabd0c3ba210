import type { Db } from '../connection';

/** Back-office settings by key; values are JSON text, read and checked by the service that owns the key. */
export const appSettingRepository = {
  async get(db: Db, key: string): Promise<string | null> {
    const row = await db.selectFrom('app_settings').select('value').where('key', '=', key).executeTakeFirst();
    return row?.value ?? null;
  },

  /** Writes a setting (insert or replace) with who changed it. */
  async set(db: Db, row: { key: string; value: string; updatedBy: number; now: string }): Promise<void> {
    await db
      .insertInto('app_settings')
      .values({ key: row.key, value: row.value, updated_by: row.updatedBy, updated_at: row.now })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({ value: row.value, updated_by: row.updatedBy, updated_at: row.now }),
      )
      .execute();
  },
};
