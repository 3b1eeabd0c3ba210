import { randomBytes } from 'node:crypto';
import { ERRORS, type Lock, type Locker, type RequestRelease } from '@tus/server';

/**
 * Leases on uploads shared by every server instance: one row per locked upload in the database
 * (`upload_locks`: upload_id primary key, holder, expires_at, release_requested). Every call is one
 * statement, so instances never need more than the database to agree.
 */
export interface UploadLeaseStore {
  /**
   * Takes the lease for `holder` when nobody holds it or its holder let it expire; true when taken.
   * SQL: `INSERT ... ON CONFLICT (upload_id) DO UPDATE SET holder, expires_at, release_requested = false
   * WHERE upload_locks.expires_at < :now`, taken when one row changed.
   */
  acquire(uploadId: string, holder: string, expiresAt: Date, now: Date): Promise<boolean>;
  /**
   * Extends `holder`'s lease; `held` false when it lost it, `releaseRequested` when another asked for it.
   * SQL: `UPDATE ... SET expires_at WHERE upload_id AND holder RETURNING release_requested`.
   */
  renew(
    uploadId: string,
    holder: string,
    expiresAt: Date,
  ): Promise<{ held: boolean; releaseRequested: boolean }>;
  /** Asks whoever holds the lease to let go. SQL: `UPDATE ... SET release_requested = true WHERE upload_id`. */
  requestRelease(uploadId: string): Promise<void>;
  /** Gives the lease up, if `holder` still has it. SQL: `DELETE ... WHERE upload_id AND holder`. */
  release(uploadId: string, holder: string): Promise<void>;
}

export interface LeaseTimings {
  /** A lease not renewed for this long is free to take (its instance died). */
  leaseMs: number;
  /** The holder renews this often, and notices requests to let go this quickly. */
  renewMs: number;
  /** A waiting request retries this often. */
  pollMs: number;
  /** A request that cannot get the lock in this long is answered with tus's lock timeout. */
  acquireTimeoutMs: number;
}

const DEFAULT_TIMINGS: LeaseTimings = {
  leaseMs: 30_000,
  renewMs: 2_000,
  pollMs: 200,
  acquireTimeoutMs: 30_000,
};

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done);
  });

/**
 * tus's Locker across instances. The MemoryLocker tus uses by default only sees one process: two instances
 * could then append to one upload at once. Here a lock is a lease in the shared store, renewed while held.
 * As in the MemoryLocker, a request that finds the upload locked asks the holder to let go (a client that
 * resumes after its connection dropped must not wait for the dead request): the holder's instance sees
 * the request at its next renewal and cancels its own request, which unlocks.
 */
export class UploadLeaseLocker implements Locker {
  private readonly timings: LeaseTimings;

  constructor(
    private readonly leases: UploadLeaseStore,
    timings: Partial<LeaseTimings> = {},
    private readonly now: () => Date = () => new Date(),
  ) {
    this.timings = { ...DEFAULT_TIMINGS, ...timings };
  }

  newLock(id: string): Lock {
    return new UploadLease(id, this.leases, this.timings, this.now);
  }
}

class UploadLease implements Lock {
  /** Unique per lock: the same instance may serve two requests for one upload. */
  private readonly holder = randomBytes(12).toString('hex');
  private heartbeat: NodeJS.Timeout | null = null;

  constructor(
    private readonly id: string,
    private readonly leases: UploadLeaseStore,
    private readonly timings: LeaseTimings,
    private readonly now: () => Date,
  ) {}

  private expiry(): Date {
    return new Date(this.now().getTime() + this.timings.leaseMs);
  }

  async lock(stopSignal: AbortSignal, cancelReq: RequestRelease): Promise<void> {
    const deadline = this.now().getTime() + this.timings.acquireTimeoutMs;
    while (!stopSignal.aborted && this.now().getTime() < deadline) {
      if (await this.leases.acquire(this.id, this.holder, this.expiry(), this.now())) {
        this.keepAlive(cancelReq);
        return;
      }
      await this.leases.requestRelease(this.id);
      await sleep(this.timings.pollMs, stopSignal);
    }
    throw ERRORS.ERR_LOCK_TIMEOUT;
  }

  private keepAlive(cancelReq: RequestRelease): void {
    let cancelled = false;
    this.heartbeat = setInterval(() => {
      this.leases.renew(this.id, this.holder, this.expiry()).then(
        async ({ held, releaseRequested }) => {
          // Asked to let go, or the lease was lost (this instance stalled past it): stop writing.
          if ((releaseRequested || !held) && !cancelled) {
            cancelled = true;
            await cancelReq();
          }
        },
        () => undefined, // A failed renewal is retried at the next beat; the lease outlives a few.
      );
    }, this.timings.renewMs);
    this.heartbeat.unref();
  }

  async unlock(): Promise<void> {
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = null;
    await this.leases.release(this.id, this.holder);
  }
}
