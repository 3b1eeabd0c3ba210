import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { checkCaptionUpload } from '@mahir/shared/captions/caption-upload';
import type { SeedDb } from './batch';
import type { Clock } from './clock';
import { DEMO_SLUGS } from './demo-keys';
import { type StoreSeedFile, seedMediaDir } from './media.seed';

/** The caption track every module of the demo course carries: Malay, over the 6-second demo lesson. */
export const DEMO_CAPTION = { file: 'lesson.ms.vtt', lang: 'ms', label: 'Bahasa Melayu' } as const;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/**
 * Gives every module of the demo video course the HLS package of the demo lesson (made once by
 * `scripts/seed-hls-package.ts` with the server's packager: 360p and 240p, fMP4) and a Malay caption track,
 * as the transcoding job and a tutor's upload would have, so a new user sees adaptive video with captions.
 */
export async function seedDemoPlayback(db: SeedDb, store: StoreSeedFile, clock: Clock): Promise<void> {
  const hlsDir = join(seedMediaDir(), 'hls');
  const files = filesUnder(hlsDir).map((path) => ({
    path,
    rel: relative(hlsDir, path).split('\\').join('/'),
  }));
  const version = files.find((f) => f.rel.includes('/'))?.rel.split('/')[0] ?? '';
  const variants = files.filter((f) => f.rel.endsWith('/index.m3u8')).length;
  const captionPath = join(seedMediaDir(), DEMO_CAPTION.file);
  const caption = checkCaptionUpload(readFileSync(captionPath));
  if (!caption.ok) throw new Error(`The demo captions are refused: ${caption.errors.join(' ')}`);
  const modules = await db
    .selectFrom('modules as m')
    .innerJoin('courses as c', 'c.id', 'm.course_id')
    .select(['m.id', 'm.hashslug', 'm.media_id'])
    .where('c.hashslug', '=', DEMO_SLUGS.videoCourse)
    .orderBy('m.id')
    .execute();
  for (const module of modules) {
    if (module.media_id === null) continue;
    for (const file of files) await store(`hls/${module.hashslug}/${file.rel}`, file.path);
    await db
      .insertInto('module_hls')
      .values({
        module_id: module.id,
        media_id: module.media_id,
        master_key: `hls/${module.hashslug}/master.m3u8`,
        version,
        variants,
        copied: 1,
        created_at: clock.ago(30),
      })
      .execute();
    const key = `captions/${module.hashslug}/${DEMO_CAPTION.lang}-seed.vtt`;
    await store(key, captionPath);
    await db
      .insertInto('module_captions')
      .values({
        module_id: module.id,
        lang: DEMO_CAPTION.lang,
        label: DEMO_CAPTION.label,
        storage_key: key,
        cues: caption.cues,
        updated_at: clock.ago(30),
      })
      .execute();
  }
}
