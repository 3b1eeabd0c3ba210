import type { Db } from '../connection';

/** Subscription cancellation requests as admins see them. */
export const cancellationRepository = {
  async countUnseen(db: Db): Promise<number> {
    const row = await db
      .selectFrom('cancellation_requests')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('seen_by_admin', '=', 0)
      .where('confirm', '=', 0)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },
};
