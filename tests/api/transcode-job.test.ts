import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { mediaJobRepository } from '@mahir/db/repositories/media-job.repository';
import { createLogger } from '@mahir/server/logger';
import { backfillHls, runMediaJobs } from '@mahir/server/transcode';
import { MEDIA_JOB_MAX_ATTEMPTS } from '@mahir/shared/rules/authoring';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor, type TestClient } from '../support/http-client';
import { dialects, startTestServer, type TestServer } from '../support/test-server';
import { type Draft, type MediaSet, makeMedia, subCategoryOf, upload } from './authoring-fixtures';

describe.each(dialects())('media jobs on %s', (dialect) => {
  let server: TestServer;
  let tutor: TestClient;
  let media: MediaSet;
  const logger = createLogger('silent');
  const deps = () => ({ db: server.db, storage: server.context.storage, logger });
  let subCategoryId: number;

  const courseWith = async (file: string) => {
    const url = (await upload(tutor, '/ajax/v2/tutor/course/upload-video', file, { preview: '2' })).body.data
      .url;
    const res = await tutor.post<Draft>('/ajax/v2/tutor/course/save-draft', {
      title: 'Kursus Video',
      category_id: 1,
      sub_category_id: subCategoryId,
      tags: ['video'],
      chapters: [{ title: 'Bab', modules: [{ title: 'Modul', url }] }],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data.course;
  };
  const view = async (hashslug: string) =>
    (await tutor.post<Draft>('/ajax/v2/tutor/course/hashslug', { hashslug })).body.data.course.chapters[0]
      ?.modules[0];

  beforeAll(async () => {
    [server, media] = await Promise.all([startTestServer(dialect), makeMedia()]);
    tutor = await clientFor(server.url, 'tutor@demo.my');
    subCategoryId = await subCategoryOf(server.db, 1);
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  it('transcodes a module video into renditions without upscaling, with a poster', async () => {
    const course = await courseWith(media.video1080);
    expect((await view(course.hashslug))?.transcode_status).toBe('pending');
    // Drain the queue (other tests' jobs may be there too).
    while ((await runMediaJobs(deps())) > 0);
    const module = await view(course.hashslug);
    expect(module?.transcode_status).toBe('ready');
    expect(module?.renditions.map((r) => [r.quality, r.status])).toEqual([
      [1080, 'ready'],
      [720, 'ready'],
      [360, 'ready'],
    ]);
    const row = await server.db
      .selectFrom('modules')
      .select('poster_media_id')
      .where('id', '=', module?.id ?? 0)
      .executeTakeFirstOrThrow();
    expect(row.poster_media_id).not.toBeNull();
    const rendition = await server.db
      .selectFrom('module_renditions')
      .innerJoin('media_files', 'media_files.id', 'module_renditions.media_id')
      .select(['media_files.height', 'media_files.extension'])
      .where('module_renditions.module_id', '=', module?.id ?? 0)
      .where('module_renditions.quality', '=', 360)
      .executeTakeFirstOrThrow();
    expect(rendition).toEqual({ height: 360, extension: 'mp4' });
    // Then packaged as HLS from those renditions, once: the backfill finds nothing left to do.
    const hls = await server.db
      .selectFrom('module_hls')
      .selectAll()
      .where('module_id', '=', module?.id ?? 0)
      .executeTakeFirstOrThrow();
    expect(hls).toMatchObject({ variants: 3, copied: 1 });
    expect(await server.context.storage.exists(hls.master_key)).toBe(true);
    expect(await backfillHls(deps())).toBe(0);
    // The tutor deletes the module: its package goes from the store with it.
    const packaged = hls.master_key.slice(0, hls.master_key.lastIndexOf('/') + 1);
    const stored = async () => {
      const keys: string[] = [];
      for await (const file of server.context.storage.list(packaged)) keys.push(file.key);
      return keys;
    };
    expect((await stored()).length).toBeGreaterThan(3);
    const emptied = await tutor.post<Draft>('/ajax/v2/tutor/course/save-draft', {
      hashslug: course.hashslug,
      title: 'Kursus Video',
      category_id: 1,
      sub_category_id: subCategoryId,
      tags: ['video'],
      chapters: [{ title: 'Bab', modules: [] }],
    });
    expect(emptied.status, JSON.stringify(emptied.body)).toBe(200);
    expect(await stored()).toEqual([]);
  }, 120_000);

  it('retries a failing transcode, then shows it failed with its reason', async () => {
    const course = await courseWith(media.video);
    while ((await runMediaJobs(deps())) > 0);
    // Break the stored source and queue the module again by giving it the same file anew.
    const module = await view(course.hashslug);
    const src = await server.db
      .selectFrom('modules')
      .innerJoin('media_files', 'media_files.id', 'modules.media_id')
      .select(['media_files.storage_path', 'modules.media_id'])
      .where('modules.id', '=', module?.id ?? 0)
      .executeTakeFirstOrThrow();
    writeFileSync(join(server.dataDir, src.storage_path), 'garbage, not a video any more');
    await server.db
      .deleteFrom('media_jobs')
      .where('target_id', '=', module?.id ?? 0)
      .execute();
    await mediaJobRepository.enqueue(
      server.db,
      'transcode',
      module?.id ?? 0,
      src.media_id ?? 0,
      new Date().toISOString(),
    );
    let clock = Date.now();
    for (let i = 0; i < MEDIA_JOB_MAX_ATTEMPTS; i += 1) {
      clock += 60 * 60_000;
      const ran = await runMediaJobs(deps(), { now: () => new Date(clock) });
      expect(ran).toBe(1);
      const job = await server.db
        .selectFrom('media_jobs')
        .selectAll()
        .where('target_id', '=', module?.id ?? 0)
        .executeTakeFirstOrThrow();
      expect(job.status).toBe(i < MEDIA_JOB_MAX_ATTEMPTS - 1 ? 'queued' : 'failed');
    }
    expect(await runMediaJobs(deps(), { now: () => new Date(clock + 3600_000) })).toBe(0);
    const failed = await view(course.hashslug);
    expect(failed?.transcode_status).toBe('failed');
    expect(failed?.transcode_error).toBeTruthy();
  }, 120_000);

  it('makes a stock photo’s watermarked preview and thumbnail', async () => {
    const photo = (await upload(tutor, '/ajax/v2/tutor/digital-asset/upload-stokfoto', media.jpgWithExif))
      .body.data.url;
    const png = (await upload(tutor, '/ajax/v2/tutor/digital-asset/upload-banner', media.png)).body.data.url;
    const sub = (
      await server.db
        .selectFrom('sub_categories')
        .select('id')
        .where('category_id', '=', 9)
        .executeTakeFirstOrThrow()
    ).id;
    const price = (await server.db.selectFrom('price_list').select('id').executeTakeFirstOrThrow()).id;
    const res = await tutor.post<{ data: { course: { hashslug: string } } }>(
      '/ajax/v2/tutor/digital-asset/store',
      {
        title: 'Foto',
        category_id: 9,
        sub_category_id: sub,
        tags: ['foto'],
        price_id: price,
        content: 'x',
        preview_url: png,
        preview_banner: png,
        photos: [{ sfoto_title: 'A', sfoto_url: photo }],
      },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    while ((await runMediaJobs(deps())) > 0);
    const asset = await tutor.post<{
      data: {
        course: {
          digital_asset_components: {
            photos: Array<{ preview_url: string | null; thumbnail_url: string | null }>;
          };
        };
      };
    }>('/ajax/v2/tutor/digital-asset/hashslug', { hashslug: res.body.data.course.hashslug });
    const [first] = asset.body.data.course.digital_asset_components.photos;
    expect(first?.preview_url).toMatch(/^\/media\/public\//);
    expect(first?.thumbnail_url).toMatch(/^\/media\/public\//);
  }, 60_000);
});
