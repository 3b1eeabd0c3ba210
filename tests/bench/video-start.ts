import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { type BenchResult, isMain, runBenchCli } from './bench-cli';
import { createBenchData } from './bench-data';
import { startBenchServer } from './server-process';
import { startThrottleProxy } from './throttle-proxy';
import { giveModuleLongLesson, runVideoStartBench } from './video-start-workload';

const root = resolve(import.meta.dirname, '..', '..');

/**
 * HLS against MP4 on a throttled link (`npx tsx tests/bench/video-start.ts`, also in `npm run bench`): the demo
 * data, a 40-second 720p lesson transcoded and packaged by the app's own job runner, Chromium behind a proxy
 * that plays the phone's connection. Needs the built storefront (`npm run build -w storefront`).
 */
export async function videoStartBench(): Promise<BenchResult[]> {
  const proxy = await startThrottleProxy({ latencyMs: 60 });
  const data = await createBenchData(0);
  try {
    const lesson = await giveModuleLongLesson(data.dataDir, data.databaseUrl);
    const server = await startBenchServer({
      DATA_DIR: data.dataDir,
      DATABASE_URL: data.databaseUrl,
      STOREFRONT_DIST: resolve(process.env.STOREFRONT_DIST ?? join(root, 'storefront', 'dist')),
      // Links the app writes (signed media, playlists) must lead through the throttled link too.
      PUBLIC_URL: proxy.url,
      BENCH_JOBS: '1',
    });
    proxy.setTarget(server.url);
    try {
      return await runVideoStartBench(proxy, data.databaseUrl, lesson);
    } finally {
      await server.stop();
    }
  } finally {
    await proxy.close();
    rmSync(data.dataDir, { recursive: true, force: true });
  }
}

if (isMain(import.meta.url)) runBenchCli(videoStartBench);
