import { moduleCaptionRepository as captions } from '@mahir/db/repositories/module-caption.repository';
import { moduleHlsRepository as hls } from '@mahir/db/repositories/module-hls.repository';
import { describe, expect, it } from 'vitest';
import { dialects } from '../support/test-server';
import { useReachDatabase } from './learning-reach-fixtures';

const NOW = '2026-11-25T02:00:00.000Z';

describe.each(dialects())('module captions and HLS packages on %s', (dialect) => {
  const h = useReachDatabase(dialect);

  it('keeps one track per module and language, and hands back the file it replaces or removes', async () => {
    const [moduleId = 0] = h.ids.modules;
    // The demo seed gives its video lessons a Malay track: start from a module with none.
    for (const c of await captions.list(h.db, moduleId)) await captions.remove(h.db, moduleId, c.lang);
    const save = (lang: string, key: string, label = lang) =>
      captions.save(h.db, { moduleId, lang, label, storageKey: key, cues: 12, now: NOW });
    expect(await save('ms', 'captions/m1/ms-a.vtt', 'Bahasa Melayu')).toEqual({ previousKey: null });
    expect(await save('en', 'captions/m1/en-a.vtt', 'English')).toEqual({ previousKey: null });
    expect(await save('ms', 'captions/m1/ms-b.vtt', 'BM')).toEqual({ previousKey: 'captions/m1/ms-a.vtt' });
    const list = await captions.list(h.db, moduleId);
    expect(list.map((c) => [c.lang, c.label, c.storage_key])).toEqual([
      ['en', 'English', 'captions/m1/en-a.vtt'],
      ['ms', 'BM', 'captions/m1/ms-b.vtt'],
    ]);
    expect(await captions.remove(h.db, moduleId, 'en')).toBe('captions/m1/en-a.vtt');
    expect(await captions.remove(h.db, moduleId, 'en')).toBeNull();
    expect((await captions.list(h.db, moduleId)).map((c) => c.lang)).toEqual(['ms']);
  });

  it('offers a module HLS package only while the module still plays the video it was made from', async () => {
    const module = await h.db
      .selectFrom('modules')
      .select(['id', 'media_id'])
      .where('media_id', 'is not', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const mediaId = module.media_id ?? 0;
    await hls.save(h.db, {
      moduleId: module.id,
      mediaId,
      masterKey: 'hls/m/master.m3u8',
      version: 'v1',
      variants: 2,
      copied: true,
    });
    await hls.save(h.db, {
      moduleId: module.id,
      mediaId,
      masterKey: 'hls/m/master.m3u8',
      version: 'v2',
      variants: 3,
      copied: false,
    });
    expect(await hls.current(h.db, module.id)).toMatchObject({ version: 'v2', variants: 3, copied: 0 });
    // The tutor uploads another video: the package no longer belongs to it.
    const other = await h.db
      .selectFrom('media_files')
      .select('id')
      .where('id', '!=', mediaId)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await h.db.updateTable('modules').set({ media_id: other.id }).where('id', '=', module.id).execute();
    expect(await hls.current(h.db, module.id)).toBeUndefined();
    await hls.remove(h.db, module.id);
    await h.db.updateTable('modules').set({ media_id: mediaId }).where('id', '=', module.id).execute();
    expect(await hls.current(h.db, module.id)).toBeUndefined();
  });
});
