import { rmSync } from 'node:fs';
import { setImmediate as yieldLoop } from 'node:timers/promises';
import { createDb } from '@mahir/db';
import { VISITOR } from '@mahir/server/access/actor';
import { createCatalogueService } from '@mahir/server/catalogue/catalogue.service';
import type { CatalogueSearchBody } from '@mahir/shared';
import { createBenchData } from './bench-data';
import { searchRequests } from './search-workload';

/**
 * Catalogue searches in this process, page cache off, on the demo plus generated courses: the search bench's
 * requests, one after another. `idle()` measures them alone; `during(work)` keeps searching while `work` (a
 * job the server would run on the same event loop) runs, so a job that holds the loop or the cores shows in
 * the searches' latencies as it would in a server's.
 */
export interface SearchProbe {
  courses: number;
  seedMs: number;
  idle(count: number): Promise<number[]>;
  during<T>(work: () => Promise<T>): Promise<{ result: T; latencies: number[] }>;
  close(): Promise<void>;
}

export async function createSearchProbe(courses: number): Promise<SearchProbe> {
  const data = await createBenchData(courses);
  const db = createDb({ url: data.databaseUrl });
  const catalogue = createCatalogueService(db, { pageTtlMs: 0 });
  const requests = searchRequests(510);
  let next = 0;
  const searchOnce = async (): Promise<number> => {
    const r = requests[next++ % requests.length];
    if (!r) return 0;
    const page = Number(new URL(r.path, 'http://x').searchParams.get('page'));
    const started = performance.now();
    await catalogue.search(VISITOR, r.body as CatalogueSearchBody, page);
    return performance.now() - started;
  };
  // Warm the catalogue tree and SQLite's page cache as a running server would have.
  for (let i = 0; i < 50; i++) await searchOnce();
  return {
    courses,
    seedMs: data.seedMs,
    async idle(count) {
      const latencies: number[] = [];
      for (let i = 0; i < count; i++) {
        latencies.push(await searchOnce());
        await yieldLoop();
      }
      return latencies;
    },
    async during(work) {
      const latencies: number[] = [];
      let done = false;
      const searching = (async () => {
        while (!done) {
          latencies.push(await searchOnce());
          // One visitor after another: the next search waits its turn on the loop, as a request would.
          await yieldLoop();
        }
      })();
      try {
        return { result: await work(), latencies };
      } finally {
        done = true;
        await searching;
      }
    },
    async close() {
      await db.destroy();
      rmSync(data.dataDir, { recursive: true, force: true });
    },
  };
}
