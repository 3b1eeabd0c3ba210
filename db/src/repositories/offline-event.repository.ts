import type { Db } from '../connection';

/** The replay guard of events made offline (offline_events): an id is applied once per user. */
export const offlineEventRepository = {
  /**
   * Records the event's id for the user unless it is there already; answers whether it was new. Called in the
   * transaction that applies the event, so the id is kept exactly when the event's write is.
   */
  async claim(
    db: Db,
    input: { userId: number; clientId: string; kind: string; madeAt: string; appliedAt: string },
  ): Promise<boolean> {
    const result = await db
      .insertInto('offline_events')
      .values({
        user_id: input.userId,
        client_id: input.clientId,
        kind: input.kind,
        made_at: input.madeAt,
        applied_at: input.appliedAt,
      })
      .onConflict((oc) => oc.columns(['user_id', 'client_id']).doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
  },
};
