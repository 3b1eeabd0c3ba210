import { MSG, moduleProgress } from '@mahir/shared';
import { describe, expect, it } from 'vitest';
import { dialects } from '../support/test-server';
import { subscribe } from './learning-fixtures';
import { type Chapters, type Envelope, mediaFixture, raw, type Watch } from './media-fixture';

describe.each(dialects())('media playback on %s', (dialect) => {
  const t = mediaFixture(dialect);

  describe('watch', () => {
    const modulesOf = async (course: number) =>
      t.server.db
        .selectFrom('modules')
        .select(['id', 'is_preview', 'media_id'])
        .where('course_id', '=', course)
        .orderBy('position')
        .execute();

    it('plays preview modules for everyone through a public URL', async () => {
      const { visitor, mediaOf, fileBytes, video } = t;
      const preview = (await modulesOf(video())).find((m) => m.is_preview === 1);
      const res = await visitor.post<Envelope<Watch>>(
        '/ajax/v2/vod/video/watch',
        { course_id: video(), subscriber_id: '', id: preview?.id },
        { form: true },
      );
      expect(res.status).toBe(200);
      const media = await mediaOf(preview?.media_id as number);
      expect(res.body.data).toMatchObject({ error: false, url: `/media/public/${media.hashslug}.mp4` });
      expect(res.body.data.banner).toMatch(/^\/media\/public\/\w+\.jpg$/);
      const file = await raw(visitor, res.body.data.url as string, { Range: 'bytes=0-99' });
      expect(file.status).toBe(206);
      expect(
        Buffer.from(await file.arrayBuffer()).equals(fileBytes(media.storage_path).subarray(0, 100)),
      ).toBe(true);
    });

    it('gives a visitor and a non-subscriber the error flag and never a URL', async () => {
      const { visitor, parent, video } = t;
      const locked = (await modulesOf(video())).find((m) => m.is_preview === 0);
      for (const client of [visitor, parent]) {
        const res = await client.post<Envelope<Watch>>(
          '/ajax/v2/vod/video/watch',
          { course_id: video(), id: locked?.id },
          { form: true },
        );
        expect(res.status).toBe(200);
        expect(res.body.data).toMatchObject({ error: true, url: null });
        expect(res.body.message).toBe(MSG.notSubscribed);
      }
    });

    it('gives the subscriber a short-lived URL bound to them, only with their own subscriber_id', async () => {
      const { server, student, ids, subscriptionOf, mediaOf, video } = t;
      const locked = (await modulesOf(video())).find((m) => m.is_preview === 0);
      const ok = await student.post<Envelope<Watch>>(
        '/ajax/v2/vod/video/watch',
        { course_id: video(), subscriber_id: ids.videoSub, id: locked?.id },
        { form: true },
      );
      expect(ok.body.data.error).toBe(false);
      const url = new URL(ok.body.data.url as string, server.url);
      const media = await mediaOf(locked?.media_id as number);
      expect(url.pathname).toBe(`/media/file/${media.hashslug}`);
      expect(url.searchParams.get('u')).toBe(String(ids.student));
      const expires = Number(url.searchParams.get('e'));
      expect(expires - Date.now() / 1000).toBeGreaterThan(3600);
      expect(expires - Date.now() / 1000).toBeLessThan(24 * 3600);
      const otherSub = await subscriptionOf(ids.student as number, ids['demo-ebook'] as number);
      for (const wrong of [otherSub, 999_999, undefined]) {
        const res = await student.post<Envelope<Watch>>(
          '/ajax/v2/vod/video/watch',
          { course_id: video(), subscriber_id: wrong, id: locked?.id },
          { form: true },
        );
        expect(res.body.data).toMatchObject({ error: true, url: null });
        expect(res.body.message).toBe(MSG.notSubscribed);
      }
    });

    it('refuses an inactive tutor course even to its subscriber', async () => {
      const { server, student, ids } = t;
      const course = ids['demo-inactive-tutor-course'] as number;
      const subscriberId = await subscribe(server.db, ids.student as number, course);
      const locked = (await modulesOf(course)).find((m) => m.is_preview === 0);
      const res = await student.post<Envelope<Watch>>(
        '/ajax/v2/vod/video/watch',
        { course_id: course, subscriber_id: subscriberId, id: locked?.id },
        { form: true },
      );
      expect(res.body.data).toMatchObject({ error: true, url: null });
      expect(res.body.message).toBe(MSG.courseInactive);
      const watched = await student.post<{ message: string; code: string }>(
        '/ajax/v2/vod/video/watched',
        { course_id: course, subscriber_id: subscriberId, module_id: locked?.id },
        { form: true },
      );
      expect(watched.status).toBe(403);
      // The policy's reason reaches the envelope as its code.
      expect(watched.body).toEqual({ message: MSG.courseInactive, code: 'course_inactive' });
    });

    it('answers 422 for bad input and 404 for a module of another course', async () => {
      const { student, ids, video } = t;
      const bad = await student.post<{ errors: Record<string, string[]> }>(
        '/ajax/v2/vod/video/watch',
        { course_id: 'x', id: 'abc' },
        { form: true },
      );
      expect(bad.status).toBe(422);
      expect(Object.keys(bad.body.errors).sort()).toEqual(['course_id', 'id']);
      const foreign = (await modulesOf(ids['demo-inactive-tutor-course'] as number))[0];
      const res = await student.post(
        '/ajax/v2/vod/video/watch',
        { course_id: video(), subscriber_id: ids.videoSub, id: foreign?.id },
        { form: true },
      );
      expect(res.status).toBe(404);
    });
  });

  describe('watched', () => {
    it('marks a module once and moves the progress', async () => {
      const { server, student, ids, countRows, video, watchedModules } = t;
      const watched = await watchedModules(ids.student as number, video());
      const unwatched = (
        await server.db
          .selectFrom('modules')
          .select('id')
          .where('course_id', '=', video())
          .orderBy('id')
          .execute()
      ).find((m) => !watched.some((w) => w.module_id === m.id));
      const before = await countRows('module_watches');
      const body = { course_id: video(), subscriber_id: ids.videoSub, module_id: unwatched?.id };
      const first = await student.post<Envelope<{ is_watched: boolean; progress: number }>>(
        '/ajax/v2/vod/video/watched',
        body,
        { form: true },
      );
      expect(first.status).toBe(200);
      expect(first.body.data).toEqual({ is_watched: true, progress: moduleProgress(watched.length + 1, 9) });
      const again = await student.post<Envelope<{ is_watched: boolean; progress: number }>>(
        '/ajax/v2/vod/video/watched',
        body,
        { form: true },
      );
      expect(again.body.data).toEqual(first.body.data);
      expect(await countRows('module_watches')).toBe(before + 1);
      const row = await server.db
        .selectFrom('module_watches')
        .selectAll()
        .where('user_id', '=', ids.student as number)
        .where('module_id', '=', unwatched?.id as number)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ course_id: video(), subscription_id: ids.videoSub });
      const chapters = await student.get<Envelope<Chapters>>(`/ajax/v2/vod/video/chapter/${video()}`);
      expect(chapters.body.data.progress).toBe(first.body.data.progress);
    });

    it('refuses visitors, non-subscribers, a wrong subscriber_id and bad input, writing nothing', async () => {
      const { server, visitor, student, parent, ids, subscriptionOf, countRows, video } = t;
      const module = await server.db
        .selectFrom('modules')
        .select('id')
        .where('course_id', '=', video())
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      const before = await countRows('module_watches');
      const body = { course_id: video(), subscriber_id: ids.videoSub, module_id: module.id };
      expect((await visitor.post('/ajax/v2/vod/video/watched', body, { form: true })).status).toBe(401);
      expect((await parent.post('/ajax/v2/vod/video/watched', body, { form: true })).status).toBe(403);
      const otherSub = await subscriptionOf(ids.student as number, ids['demo-ebook'] as number);
      expect(
        (
          await student.post(
            '/ajax/v2/vod/video/watched',
            { ...body, subscriber_id: otherSub },
            { form: true },
          )
        ).status,
      ).toBe(403);
      const bad = await student.post<{ errors: Record<string, string[]> }>(
        '/ajax/v2/vod/video/watched',
        { ...body, module_id: 'one' },
        { form: true },
      );
      expect(bad.status).toBe(422);
      expect(Object.keys(bad.body.errors)).toEqual(['module_id']);
      expect(
        (
          await student.post(
            '/ajax/v2/vod/video/watched',
            { course_id: video(), module_id: module.id },
            { form: true },
          )
        ).status,
      ).toBe(422);
      expect(await countRows('module_watches')).toBe(before);
    });
  });
});
