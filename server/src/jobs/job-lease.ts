import type { Db } from '@mahir/db';
import { jobLeaseRepository as leases } from '@mahir/db/repositories/job-lease.repository';

/**
 * Takes the named job's lease when it is free and the job is due; true only for the one caller whose
 * conditional update won, so two instances never run the same job at once.
 */
export function acquireLease(
  db: Db,
  name: string,
  holder: string,
  now: Date,
  everyMs: number,
  leaseMs: number,
): Promise<boolean> {
  return leases.acquire(db, {
    name,
    holder,
    nowIso: now.toISOString(),
    dueBefore: new Date(now.getTime() - everyMs).toISOString(),
    until: new Date(now.getTime() + leaseMs).toISOString(),
  });
}

/** Gives the lease back after a run: done at `ranAt`, or failed and closed until `retryAt`. */
export function releaseLease(
  db: Db,
  name: string,
  holder: string,
  outcome: { ranAt: Date } | { retryAt: Date },
): Promise<void> {
  return leases.release(
    db,
    name,
    holder,
    'ranAt' in outcome ? { ranAt: outcome.ranAt.toISOString() } : { retryAt: outcome.retryAt.toISOString() },
  );
}
