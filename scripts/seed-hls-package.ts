// Makes the HLS package the seed gives the demo course's modules: the demo lesson's renditions at 360p and
// 240p (as the transcoding job makes them), cut by the server's packager, written to seed/media/hls/.
// Run: npx tsx scripts/seed-hls-package.ts
import { mkdtempSync, rmSync } from 'node:fs';
import { cp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { packageHls } from '../server/src/hls/hls-packager';
import { DiskFileStore } from '../server/src/storage/disk-file-store';
import { runFfmpeg } from '../server/src/transcode/ffmpeg-run';
import { renditionArgs } from '../server/src/transcode/rendition-encoding';

const root = new URL('..', import.meta.url).pathname;
const lesson = join(root, 'seed/media/lesson.mp4');
const target = join(root, 'seed/media/hls');
const work = mkdtempSync(join(tmpdir(), 'mahir-seed-hls-'));
try {
  const renditions = [];
  for (const height of [360, 240]) {
    const path = join(work, `lesson-${height}.mp4`);
    await runFfmpeg(renditionArgs(lesson, height, path));
    renditions.push({ height, path });
  }
  const store = new DiskFileStore(join(work, 'store'));
  const pkg = await packageHls({ store, moduleSlug: 'lesson', renditions });
  await rm(target, { recursive: true, force: true });
  await cp(join(work, 'store/hls/lesson'), target, { recursive: true });
  console.log(
    `version ${pkg.version}, copied ${pkg.copied}, variants ${pkg.variants.map((v) => v.height).join(', ')}`,
  );
} finally {
  rmSync(work, { recursive: true, force: true });
}
