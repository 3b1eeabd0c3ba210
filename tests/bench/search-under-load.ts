import { type httpClient, sequentialLatencies } from './http-load';
import { searchRequests } from './search-workload';
import { percentile, printTable } from './stats';

/** Catalogue search latencies measured idle and again while `load` keeps the server busy. */
export interface SearchUnderLoad {
  idleP95: number;
  loadedP95: number;
  /** loaded p95 / idle p95. */
  ratio: number;
  /** What the load finished while the loaded searches ran. */
  loadDone: number;
}

/**
 * Times `samples` distinct searches idle, then starts `load` (which runs until told to stop and answers how much it
 * finished), lets it reach the server, times as many other searches, and prints both. Each phase asks for pages
 * the other did not, so every measured search is new to the server's search cache.
 */
export async function searchUnderLoad(
  client: ReturnType<typeof httpClient>,
  samples: number,
  label: string,
  load: (stopped: () => boolean) => Promise<number>,
): Promise<SearchUnderLoad> {
  const idle = await sequentialLatencies(client, searchRequests(samples, 30));
  let stop = false;
  const running = load(() => stop);
  await new Promise((r) => setTimeout(r, 500));
  const loaded = await sequentialLatencies(client, searchRequests(samples, 40));
  stop = true;
  const loadDone = await running;
  const idleP95 = percentile(idle, 95) ?? 0;
  const loadedP95 = percentile(loaded, 95) ?? 0;
  printTable(
    `Search latency idle vs with ${label} (${samples} distinct searches each, ms)`,
    ['state', 'p50', 'p95', 'finished'],
    [
      ['idle', (percentile(idle, 50) ?? 0).toFixed(2), idleP95.toFixed(2), '-'],
      [label, (percentile(loaded, 50) ?? 0).toFixed(2), loadedP95.toFixed(2), String(loadDone)],
    ],
  );
  return { idleP95, loadedP95, ratio: loadedP95 / Math.max(idleP95, 0.001), loadDone };
}
