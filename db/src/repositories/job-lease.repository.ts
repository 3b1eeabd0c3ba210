import type { Db } from '../connection';

const EPOCH = '1970-01-01T00:00:00.000Z';

/** Leases of scheduled jobs: one row per job name, held by at most one instance at a time. */
export const jobLeaseRepository = {
  /**
   * Takes the named job's lease when it is free and the job last ran at or before `dueBefore`; true only
   * for the one caller whose conditional update won.
   */
  async acquire(
    db: Db,
    lease: { name: string; holder: string; nowIso: string; dueBefore: string; until: string },
  ): Promise<boolean> {
    await db
      .insertInto('job_leases')
      .values({ name: lease.name, holder: null, lease_until: EPOCH, last_run_at: null })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
    const result = await db
      .updateTable('job_leases')
      .set({ holder: lease.holder, lease_until: lease.until })
      .where('name', '=', lease.name)
      .where('lease_until', '<=', lease.nowIso)
      .where((eb) => eb.or([eb('last_run_at', 'is', null), eb('last_run_at', '<=', lease.dueBefore)]))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  /**
   * Gives the lease back; `ranAt` marks the run so the next one waits a full period. A failed run passes
   * `retryAt` instead: the lease stays closed until then, so a failing job backs off rather than run every tick.
   */
  async release(
    db: Db,
    name: string,
    holder: string,
    outcome: { ranAt: string } | { retryAt: string },
  ): Promise<void> {
    await db
      .updateTable('job_leases')
      .set(
        'ranAt' in outcome
          ? { lease_until: EPOCH, last_run_at: outcome.ranAt }
          : { lease_until: outcome.retryAt },
      )
      .where('name', '=', name)
      .where('holder', '=', holder)
      .execute();
  },
};
