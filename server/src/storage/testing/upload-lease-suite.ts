import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { UploadLeaseLocker, type UploadLeaseStore } from '../upload-lease-locker';

const FAST = { renewMs: 20, pollMs: 10, leaseMs: 1_000, acquireTimeoutMs: 2_000 };

/**
 * The cases every UploadLeaseStore passes under the UploadLeaseLocker: the Map that stands in for the table
 * in unit tests and the `upload_locks` repository on SQLite and PostgreSQL.
 */
export function uploadLeaseSuite(name: string, leasesOf: () => UploadLeaseStore): void {
  describe(`UploadLeaseLocker over ${name}`, () => {
    // Ids of their own, so the cases never meet rows of another run in a shared table.
    const id = (n: number) => `uploads/${randomBytes(6).toString('hex')}-${n}`;

    it('lets one instance at a time hold an upload, and the next take it once released', async () => {
      const leases = leasesOf();
      const upload = id(1);
      const a = new UploadLeaseLocker(leases, FAST).newLock(upload);
      const b = new UploadLeaseLocker(leases, FAST).newLock(upload);
      let released = 0;
      await a.lock(new AbortController().signal, async () => {
        released += 1;
        await a.unlock();
      });
      const started = Date.now();
      await b.lock(new AbortController().signal, () => undefined);
      // B asked, A's next renewal saw it and let go: once, and within a few beats.
      expect(released).toBe(1);
      expect(Date.now() - started).toBeLessThan(1_000);
      await b.unlock();
    });

    it('does not block other uploads', async () => {
      const locker = new UploadLeaseLocker(leasesOf(), FAST);
      const one = locker.newLock(id(1));
      const two = locker.newLock(id(2));
      await one.lock(new AbortController().signal, () => undefined);
      await two.lock(new AbortController().signal, () => undefined);
      await Promise.all([one.unlock(), two.unlock()]);
    });

    it('takes over the lease of an instance that died, once it expires', async () => {
      const leases = leasesOf();
      const upload = id(9);
      let clock = Date.parse('2026-11-25T00:00:00Z');
      const now = () => new Date(clock);
      // The dead instance never renews and never answers a request to let go.
      expect(await leases.acquire(upload, 'dead-instance', new Date(clock + 1_000), now())).toBe(true);
      const lock = new UploadLeaseLocker(leases, { ...FAST, acquireTimeoutMs: 60_000 }, now).newLock(upload);
      const taking = lock.lock(new AbortController().signal, () => undefined);
      let taken = false;
      void taking.then(() => {
        taken = true;
      });
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(taken).toBe(false);
      clock += 1_001;
      await taking;
      // The dead instance's late renewal finds the lease gone.
      expect(await leases.renew(upload, 'dead-instance', new Date(clock + 1_000))).toEqual({
        held: false,
        releaseRequested: false,
      });
      await lock.unlock();
    });

    it('answers tus lock timeout when the holder never lets go, and when the request is aborted', async () => {
      const leases = leasesOf();
      const upload = id(5);
      const holder = new UploadLeaseLocker(leases, FAST).newLock(upload);
      await holder.lock(new AbortController().signal, () => undefined);
      const waiter = new UploadLeaseLocker(leases, { ...FAST, acquireTimeoutMs: 200 }).newLock(upload);
      await expect(waiter.lock(new AbortController().signal, () => undefined)).rejects.toMatchObject({
        status_code: 500,
        body: expect.stringMatching(/lock/i),
      });
      const aborted = new AbortController();
      const patient = new UploadLeaseLocker(leases, { ...FAST, acquireTimeoutMs: 60_000 }).newLock(upload);
      setTimeout(() => aborted.abort(), 50);
      await expect(patient.lock(aborted.signal, () => undefined)).rejects.toMatchObject({ status_code: 500 });
      await holder.unlock();
    });
  });
}
