import { describe, expect, it } from 'vitest';
import { dialects } from '../support/test-server';
import { type Envelope, mediaFixture, raw, type Watch } from './media-fixture';

type WatchWithQualities = Watch & { qualities: Array<{ quality: number | null; url: string }> };

describe.each(dialects())('media renditions on %s', (dialect) => {
  const t = mediaFixture(dialect);

  const firstModule = async (preview: boolean) =>
    t.server.db
      .selectFrom('modules')
      .select(['id', 'media_id'])
      .where('course_id', '=', t.video())
      .where('is_preview', '=', preview ? 1 : 0)
      .orderBy('position')
      .executeTakeFirstOrThrow();

  /** Stores a copy of the module's file as a rendition of the given height and status. */
  const addRendition = async (
    moduleId: number,
    mediaId: number,
    quality: number,
    status: 'ready' | 'pending' | 'failed',
  ) => {
    const media = await t.mediaOf(mediaId);
    const { id: _id, created_at: _at, ...copy } = media;
    const inserted = await t.server.db
      .insertInto('media_files')
      .values({ ...copy, hashslug: `${media.hashslug}${quality}${status}`, height: quality })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.server.db
      .insertInto('module_renditions')
      .values({ module_id: moduleId, quality, media_id: inserted.id, status, error: null })
      .execute();
    return `${media.hashslug}${quality}${status}`;
  };

  const watch = (moduleId: number, subscriberId?: number) =>
    (subscriberId ? t.student : t.visitor).post<Envelope<WatchWithQualities>>(
      '/ajax/v2/vod/video/watch',
      { course_id: t.video(), subscriber_id: subscriberId, id: moduleId },
      { form: true },
    );

  it('offers one quality, the module’s own file, while it has no ready rendition', async () => {
    const module = await firstModule(false);
    await addRendition(module.id, module.media_id as number, 2160, 'pending');
    await addRendition(module.id, module.media_id as number, 4320, 'failed');
    const res = await watch(module.id, t.ids.videoSub);
    expect(res.status).toBe(200);
    const { qualities, url } = res.body.data;
    expect(qualities).toHaveLength(1);
    expect(qualities[0]?.url).toBe(url);
    const media = await t.mediaOf(module.media_id as number);
    expect(new URL(url as string, t.server.url).pathname).toBe(`/media/file/${media.hashslug}`);
    expect(qualities[0]?.quality).toBe(media.height && media.height > 0 ? media.height : null);
  });

  it('offers exactly the ready renditions, highest first, and plays 1080p first', async () => {
    const module = await firstModule(false);
    const slug720 = await addRendition(module.id, module.media_id as number, 720, 'ready');
    const slug1080 = await addRendition(module.id, module.media_id as number, 1080, 'ready');
    await addRendition(module.id, module.media_id as number, 480, 'failed');
    const res = await watch(module.id, t.ids.videoSub);
    const { qualities, url } = res.body.data;
    expect(qualities.map((q) => q.quality)).toEqual([1080, 720]);
    const paths = qualities.map((q) => new URL(q.url, t.server.url).pathname);
    expect(paths).toEqual([`/media/file/${slug1080}`, `/media/file/${slug720}`]);
    expect(url).toBe(qualities[0]?.url);
    // Each URL is signed for the subscriber and serves the file.
    const file = await raw(t.student, qualities[1]?.url as string, { Range: 'bytes=0-9' });
    expect(file.status).toBe(206);
  });

  it('gives nobody a rendition URL without the right to play the module', async () => {
    const module = await firstModule(false);
    const res = await watch(module.id);
    expect(res.body.data).toMatchObject({ error: true, url: null, qualities: [] });
  });

  it('serves a preview module’s renditions publicly', async () => {
    const preview = await firstModule(true);
    const slug = await addRendition(preview.id, preview.media_id as number, 360, 'ready');
    const res = await watch(preview.id);
    expect(res.body.data.qualities).toEqual([{ quality: 360, url: `/media/public/${slug}.mp4` }]);
    const file = await raw(t.visitor, `/media/public/${slug}.mp4`, { Range: 'bytes=0-9' });
    expect(file.status).toBe(206);
  });
});
