import type { Db } from '../connection';
import { rowById } from './row-lookup';

/** Lookups the quiz, Q&A and feedback services share: a subscription by id, a user's avatar. */
export const learningAccessRepository = {
  /** A subscription by id with its owner, course and status. */
  subscriptionById(
    db: Db,
    id: number,
  ): Promise<{ id: number; user_id: number; course_id: number; status: string } | undefined> {
    return rowById(db, 'subscriptions', ['id', 'user_id', 'course_id', 'status'], id);
  },

  /** The public media of a user's avatar, or null. */
  async avatarOf(db: Db, userId: number): Promise<{ hashslug: string; extension: string } | null> {
    const row = await db
      .selectFrom('users')
      .innerJoin('media_files', 'media_files.id', 'users.avatar_media_id')
      .select(['media_files.hashslug', 'media_files.extension'])
      .where('users.id', '=', userId)
      .executeTakeFirst();
    return row ?? null;
  },
};
