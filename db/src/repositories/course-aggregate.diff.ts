import { randomBytes } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { Db } from '../connection';
import type { Database, MediaFile } from '../schema';
import { ForeignRowError, type Keyed } from './course-aggregate.types';

/** A transaction of a course save. */
export type Trx = Transaction<Database>;

export function newHashslug(): string {
  return randomBytes(12).toString('base64url');
}

/** Media rows by id (nulls skipped), for the parts that show files. */
export async function mediaById(db: Db, ids: Array<number | null>): Promise<Map<number, MediaFile>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db.selectFrom('media_files').selectAll().where('id', 'in', wanted).execute();
  return new Map(rows.map((r) => [r.id, r]));
}

/** The value, or an error naming what is missing (a broken reference). */
export function must<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`${what} is missing`);
  return value;
}

/**
 * Replaces the rows of one child list by a desired list: rows matched by hashslug are updated, new rows
 * inserted, rows not in the list deleted. Hashslugs that are not the parent's are refused.
 */
export async function diffRows<W extends Keyed>(
  existing: ReadonlyArray<{ id: number; hashslug: string }>,
  desired: readonly W[],
  list: string,
  ops: {
    update: (id: number, row: W, position: number) => Promise<void>;
    insert: (row: W, position: number, hashslug: string) => Promise<number>;
    remove: (ids: number[]) => Promise<void>;
  },
): Promise<Array<{ id: number; row: W; inserted: boolean }>> {
  const byHash = new Map(existing.map((r) => [r.hashslug, r.id]));
  const kept = new Set<number>();
  const out: Array<{ id: number; row: W; inserted: boolean }> = [];
  for (const [position, row] of desired.entries()) {
    if (row.hashslug) {
      const id = byHash.get(row.hashslug);
      if (id === undefined || kept.has(id)) throw new ForeignRowError(list);
      kept.add(id);
      await ops.update(id, row, position);
      out.push({ id, row, inserted: false });
    } else {
      const id = await ops.insert(row, position, newHashslug());
      out.push({ id, row, inserted: true });
    }
  }
  const gone = existing.filter((r) => !kept.has(r.id)).map((r) => r.id);
  if (gone.length) await ops.remove(gone);
  return out;
}

/** Replaces the course's tags by `tags` (case-insensitively unique), creating tags that are new. */
export async function writeTags(trx: Trx, courseId: number, tags: readonly string[]): Promise<void> {
  await trx.deleteFrom('course_tags').where('course_id', '=', courseId).execute();
  const names = [...new Map(tags.map((t) => [t.trim().toLowerCase(), t.trim()])).values()].filter(Boolean);
  for (const name of names) {
    let tag = await trx.selectFrom('tags').select('id').where('name', '=', name).executeTakeFirst();
    if (!tag) tag = await trx.insertInto('tags').values({ name }).returning('id').executeTakeFirstOrThrow();
    await trx
      .insertInto('course_tags')
      .values({ course_id: courseId, tag_id: Number(tag.id) })
      .execute();
  }
}

/** Diffs one flat child list of a course (attachments, access codes, ebooks, photos, audio topics). */
export async function writeSimpleList<W extends Keyed>(
  trx: Trx,
  table: 'course_attachments' | 'ebooks' | 'stock_photos' | 'access_codes' | 'audio_topics',
  courseId: number,
  rows: readonly W[],
  values: (row: W, position: number) => Record<string, unknown>,
  now: string,
) {
  const existing = await trx
    .selectFrom(table)
    .select(['id', 'hashslug'])
    .where('course_id', '=', courseId)
    .execute();
  return diffRows(existing, rows, table, {
    update: async (id, row, position) => {
      await trx.updateTable(table).set(values(row, position)).where('id', '=', id).execute();
    },
    insert: async (row, position, hashslug) => {
      const extra = table === 'access_codes' ? { created_at: now } : {};
      const r = await trx
        .insertInto(table)
        .values({ course_id: courseId, hashslug, ...extra, ...values(row, position) } as never)
        .returning('id')
        .executeTakeFirstOrThrow();
      return Number(r.id);
    },
    remove: async (ids) => {
      await trx.deleteFrom(table).where('id', 'in', ids).execute();
    },
  });
}
