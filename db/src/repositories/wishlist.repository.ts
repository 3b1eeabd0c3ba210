import type { Transaction } from 'kysely';
import type { Db } from '../connection';
import { dialectOf } from '../dialect-kind';
import type { Database } from '../schema';
import { rowById } from './row-lookup';

/** A wishlist entry with what its list row shows: the course, its banner and author. */
export interface WishlistRow {
  id: number;
  hashslug: string;
  title: string;
  content: string;
  subscriber_count: number;
  discussion_count: number;
  author_name: string;
  banner_slug: string | null;
  banner_ext: string | null;
}

/** Wishlist reads and writes; one row per user and course (unique index). */
export const wishlistRepository = {
  /** Which of the given courses the user has on the wishlist. */
  async wishlistedAmong(db: Db, userId: number, courseIds: readonly number[]): Promise<Set<number>> {
    if (courseIds.length === 0) return new Set();
    const rows = await db
      .selectFrom('wishlists')
      .select('course_id')
      .where('user_id', '=', userId)
      .where('course_id', 'in', courseIds)
      .execute();
    return new Set(rows.map((r) => r.course_id));
  },

  /**
   * Serializes one user's wishlist changes inside the caller's transaction, so parallel toggles flip
   * one after the other instead of both reading "absent". SQLite runs one writer at a time already.
   */
  async lockOwner(trx: Transaction<Database>, userId: number): Promise<void> {
    const query = trx.selectFrom('users').select('id').where('id', '=', userId);
    await (dialectOf(trx) === 'postgres' ? query.forUpdate() : query).executeTakeFirst();
  },

  /** Takes a course off the user's wishlist; answers whether it was there. */
  async removeCourse(db: Db, userId: number, courseId: number): Promise<boolean> {
    const removed = await db
      .deleteFrom('wishlists')
      .where('user_id', '=', userId)
      .where('course_id', '=', courseId)
      .executeTakeFirst();
    return Number(removed.numDeletedRows) > 0;
  },

  /** Puts a course on the user's wishlist; a row that is already there (a concurrent add) is kept. */
  async addCourse(db: Db, userId: number, courseId: number, now: string): Promise<void> {
    await db
      .insertInto('wishlists')
      .values({ user_id: userId, course_id: courseId, created_at: now })
      .onConflict((oc) => oc.columns(['user_id', 'course_id']).doNothing())
      .execute();
  },

  /** The user's wishlist, newest first, with published courses only. */
  listOf(db: Db, userId: number): Promise<WishlistRow[]> {
    return db
      .selectFrom('wishlists as w')
      .innerJoin('courses as c', 'c.id', 'w.course_id')
      .innerJoin('users as u', 'u.id', 'c.user_id')
      .leftJoin('media_files as m', 'm.id', 'c.banner_media_id')
      .select([
        'w.id',
        'c.hashslug',
        'c.title',
        'c.content',
        'c.subscriber_count',
        'c.discussion_count',
        'u.name as author_name',
        'm.hashslug as banner_slug',
        'm.extension as banner_ext',
      ])
      .where('w.user_id', '=', userId)
      .where('c.status_id', '=', 1)
      .orderBy('w.created_at', 'desc')
      .orderBy('w.id', 'desc')
      .execute();
  },

  find(db: Db, id: number): Promise<{ id: number; user_id: number; course_id: number } | undefined> {
    return rowById(db, 'wishlists', ['id', 'user_id', 'course_id'], id);
  },

  /** Deletes an entry of the given user; answers whether one was deleted. */
  async remove(db: Db, id: number, userId: number): Promise<boolean> {
    const result = await db
      .deleteFrom('wishlists')
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  },
};
