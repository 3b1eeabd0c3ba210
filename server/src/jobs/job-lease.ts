import type { Db } from '@mahir/db';

const EPOCH = '1970-01-01T00:00:00.000Z';

/**
 * Takes the named job's lease when it is free and the job is due; true only for the one caller whose
 * conditional update won, so two instances never run the same job at once.
 */
export async function acquireLease(
  db: Db,
  name: string,
  holder: string,
  now: Date,
  everyMs: number,
  leaseMs: number,
): Promise<boolean> {
  await db
    .insertInto('job_leases')
    .values({ name, holder: null, lease_until: EPOCH, last_run_at: null })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const nowIso = now.toISOString();
  const dueBefore = new Date(now.getTime() - everyMs).toISOString();
  const result = await db
    .updateTable('job_leases')
    .set({ holder, lease_until: new Date(now.getTime() + leaseMs).toISOString() })
    .where('name', '=', name)
    .where('lease_until', '<=', nowIso)
    .where((eb) => eb.or([eb('last_run_at', 'is', null), eb('last_run_at', '<=', dueBefore)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Gives the lease back; `ranAt` marks the run so the next one waits a full period. */
export async function releaseLease(db: Db, name: string, holder: string, ranAt: Date | null): Promise<void> {
  await db
    .updateTable('job_leases')
    .set(ranAt ? { lease_until: EPOCH, last_run_at: ranAt.toISOString() } : { lease_until: EPOCH })
    .where('name', '=', name)
    .where('holder', '=', holder)
    .execute();
}
