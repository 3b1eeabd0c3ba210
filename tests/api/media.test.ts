import { formatSize, MSG, moduleProgress } from '@mahir/shared';
import { describe, expect, it } from 'vitest';
import { contentDisposition, downloadName } from '../../server/src/media/content-disposition';
import { theRow } from '../support/rows';
import { dialects } from '../support/test-server';
import { type Chapters, type Envelope, type Info, mediaFixture, raw } from './media-fixture';

describe.each(dialects())('media info on %s', (dialect) => {
  const t = mediaFixture(dialect);

  describe('course info', () => {
    it('gives a visitor every field of a video course, matching the database, with no file URLs', async () => {
      const { server, visitor, mediaOf, video } = t;
      const res = await visitor.get<Envelope<Info>>(`/ajax/v2/vod/course/info/${video()}`);
      expect(res.status).toBe(200);
      const info = res.body.data;
      const course = await server.db
        .selectFrom('courses')
        .selectAll()
        .where('id', '=', video())
        .executeTakeFirstOrThrow();
      const attachments = await server.db
        .selectFrom('course_attachments')
        .innerJoin('media_files', 'media_files.id', 'course_attachments.media_id')
        .select([
          'course_attachments.hashslug',
          'course_attachments.title',
          'media_files.extension',
          'media_files.size',
        ])
        .where('course_id', '=', video())
        .orderBy('position')
        .execute();
      expect(info.course_attachments).toEqual(
        attachments.map((a) => ({
          hashslug: a.hashslug,
          title: a.title,
          extension: a.extension,
          size_name: formatSize(a.size),
          file_url: null,
        })),
      );
      expect(info.course_attachments.map((a) => a.extension).sort()).toEqual(['mp3', 'pdf']);
      const modules = await server.db
        .selectFrom('modules')
        .select('duration')
        .where('course_id', '=', video())
        .execute();
      expect(info.total_modules).toBe(9);
      expect(info.course_duration).toBe(modules.reduce((s, m) => s + m.duration, 0));
      const tags = await server.db
        .selectFrom('course_tags')
        .innerJoin('tags', 'tags.id', 'course_tags.tag_id')
        .select('tags.name')
        .where('course_id', '=', video())
        .orderBy('tags.name')
        .execute();
      expect(info.tags).toEqual(
        tags.map((t) => ({ name: t.name, link: `/kursus/all?keyword=${encodeURIComponent(t.name)}` })),
      );
      const tutor = await theRow(server.db, 'users', ['name'], { id: course.user_id });
      expect(info.tutor_name).toBe(tutor.name);
      const totals = await server.db
        .selectFrom('courses')
        .select(['feedback_count', 'rating_sum'])
        .where('user_id', '=', course.user_id)
        .where('status_id', '=', 1)
        .execute();
      const reviews = totals.reduce((s, c) => s + c.feedback_count, 0);
      expect(info.tutor_count).toBe(reviews);
      expect(info.tutor_rating).toBe(
        Math.round((totals.reduce((s, c) => s + c.rating_sum, 0) / reviews) * 10) / 10,
      );
      const banner = await mediaOf(course.banner_media_id as number);
      expect(info.banner).toBe(`/media/public/${banner.hashslug}.${banner.extension}`);
      expect(info.url).toBe('/course/demo-video-course');
      expect(info.photo_url_watermark).toBeNull();
      expect(info.digital_asset_components).toEqual([]);
      expect(info.is_subscriber).toBe(false);
      expect(info.kind).toBe('video');
    });

    it('gives the subscriber signed attachment URLs: mp3 to play, others to download', async () => {
      const { student, parent, ids, video } = t;
      const info = (await student.get<Envelope<Info>>(`/ajax/v2/vod/course/info/${video()}`)).body.data;
      expect(info.is_subscriber).toBe(true);
      const mp3 = info.course_attachments.find((a) => a.extension === 'mp3');
      const pdf = info.course_attachments.find((a) => a.extension === 'pdf');
      expect(mp3?.file_url).toMatch(new RegExp(`^/media/file/\\w+\\?u=${ids.student}&e=\\d+&s=`));
      expect(mp3?.file_url).not.toContain('&d=');
      expect(pdf?.file_url).toContain('&d=');
      const played = await raw(student, mp3?.file_url as string);
      expect(played.status).toBe(200);
      expect(played.headers.get('content-type')).toBe('audio/mpeg');
      expect(played.headers.get('content-disposition')).toBe('inline');
      // A logged-in non-subscriber sees the same list without URLs.
      const other = (await parent.get<Envelope<Info>>(`/ajax/v2/vod/course/info/${video()}`)).body.data;
      expect(other.course_attachments.every((a) => a.file_url === null)).toBe(true);
      expect(other.is_subscriber).toBe(false);
    });

    it('lists audio topics with durations; sub-topic URLs only for the subscriber', async () => {
      const { server, visitor, student, ids } = t;
      const id = ids['demo-audio-course'] as number;
      const topics = await server.db
        .selectFrom('audio_topics')
        .select(['id', 'title'])
        .where('course_id', '=', id)
        .orderBy('position')
        .execute();
      const subs = await server.db
        .selectFrom('audio_subtopics')
        .innerJoin('audio_topics', 'audio_topics.id', 'audio_subtopics.topic_id')
        .select(['audio_subtopics.topic_id', 'audio_subtopics.sub_title', 'audio_subtopics.duration'])
        .where('audio_topics.course_id', '=', id)
        .orderBy('audio_subtopics.position')
        .execute();
      const open = (await visitor.get<Envelope<Info>>(`/ajax/v2/vod/course/info/${id}`)).body.data;
      expect(open.total_modules).toBe(subs.length);
      expect(open.course_duration).toBe(subs.reduce((s, x) => s + x.duration, 0));
      expect(open.digital_asset_components).toEqual(
        topics.map((t) => {
          const own = subs.filter((s) => s.topic_id === t.id);
          return {
            type: 'audio',
            hashslug: expect.any(String),
            title: t.title,
            total_duration_component: own.reduce((s, x) => s + x.duration, 0),
            sub_components: own.map((s) => ({
              hashslug: expect.any(String),
              sub_title: s.sub_title,
              url: null,
              duration: s.duration,
              // Visitors are offered no kept position.
              position: null,
            })),
          };
        }),
      );
      const mine = (await student.get<Envelope<Info>>(`/ajax/v2/vod/course/info/${id}`)).body.data;
      const first = (mine.digital_asset_components[0]?.sub_components as Array<{ url: string }>)[0];
      expect(first?.url).toMatch(/^\/media\/file\/\w+\?u=\d+&e=\d+&s=/);
      const audio = await raw(student, first?.url as string, { Range: 'bytes=0-3' });
      expect(audio.status).toBe(206);
      expect(audio.headers.get('content-type')).toBe('audio/mpeg');
    });

    it('lists ebooks with a view URL for the subscriber only', async () => {
      const { server, visitor, student, ids } = t;
      const id = ids['demo-ebook'] as number;
      const ebooks = await server.db
        .selectFrom('ebooks')
        .select(['hashslug', 'title'])
        .where('course_id', '=', id)
        .orderBy('position')
        .execute();
      const open = (await visitor.get<Envelope<Info>>(`/ajax/v2/vod/course/info/${id}`)).body.data;
      expect(open.digital_asset_components.map((c) => [c.type, c.hashslug, c.title, c.url])).toEqual(
        ebooks.map((e) => ['ebook', e.hashslug, e.title, null]),
      );
      expect(open.total_modules).toBe(ebooks.length);
      const mine = (await student.get<Envelope<Info>>(`/ajax/v2/vod/course/info/${id}`)).body.data;
      const view = await raw(student, mine.digital_asset_components[0]?.url as string);
      expect(view.status).toBe(200);
      expect(view.headers.get('content-disposition')).toBe('inline');
      expect(
        Buffer.from(await view.arrayBuffer())
          .subarray(0, 4)
          .toString(),
      ).toBe('%PDF');
    });

    it('gives stock photos with resolutions and a public watermarked preview of the first', async () => {
      const { server, visitor, ids, mediaOf, fileBytes } = t;
      const id = ids['demo-photos'] as number;
      const photos = await server.db
        .selectFrom('stock_photos')
        .selectAll()
        .where('course_id', '=', id)
        .orderBy('position')
        .execute();
      const info = (await visitor.get<Envelope<Info>>(`/ajax/v2/vod/course/info/${id}`)).body.data;
      expect(info.digital_asset_components).toEqual(
        photos.map((p) => ({
          type: 'photo',
          hashslug: p.hashslug,
          title: p.title,
          resolution_height: p.height,
          resolution_width: p.width,
        })),
      );
      const first = await server.db
        .selectFrom('stock_photos')
        .selectAll()
        .where('id', '=', photos[0]?.id as number)
        .executeTakeFirstOrThrow();
      expect(first.watermark_media_id).not.toBeNull();
      const mark = await mediaOf(first.watermark_media_id as number);
      expect(info.photo_url_watermark).toBe(`/media/public/${mark.hashslug}.jpg`);
      expect(mark.width).toBe(1200);
      const res = await raw(visitor, info.photo_url_watermark as string);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toContain('public');
      const bytes = Buffer.from(await res.arrayBuffer());
      expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
      expect(bytes.equals(fileBytes(mark.storage_path))).toBe(true);
      expect(bytes.equals(fileBytes((await mediaOf(first.media_id)).storage_path))).toBe(false);
    });

    it('answers 404 for unknown or unpublished courses and 422 for a bad id', async () => {
      const { visitor, courseId } = t;
      expect((await visitor.get('/ajax/v2/vod/course/info/999999')).status).toBe(404);
      const pending = await courseId('demo-pending-course');
      expect((await visitor.get(`/ajax/v2/vod/course/info/${pending}`)).status).toBe(404);
      expect((await visitor.get('/ajax/v2/vod/course/info/abc')).status).toBe(422);
    });
  });

  describe('attachment file', () => {
    it('gives the subscriber a signed download URL and title', async () => {
      const { server, student, fileBytes, video } = t;
      const row = await server.db
        .selectFrom('course_attachments')
        .innerJoin('media_files', 'media_files.id', 'course_attachments.media_id')
        .select([
          'course_attachments.hashslug',
          'course_attachments.title',
          'media_files.storage_path',
          'media_files.mime',
        ])
        .where('course_id', '=', video())
        .where('media_files.extension', '=', 'pdf')
        .executeTakeFirstOrThrow();
      const res = await student.get<Envelope<{ url: string; title: string }>>(
        `/ajax/v2/vod/attachment/file/${row.hashslug}`,
      );
      expect(res.status).toBe(200);
      expect(res.body.data.title).toBe(row.title);
      const file = await raw(student, res.body.data.url);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe(row.mime);
      expect(file.headers.get('content-disposition')).toBe(
        contentDisposition('attachment', downloadName(row.title, 'pdf')),
      );
      expect(file.headers.get('cache-control')).toMatch(/^private/);
      expect(Buffer.from(await file.arrayBuffer()).equals(fileBytes(row.storage_path))).toBe(true);
    });

    it('refuses visitors (401), non-subscribers (403) and unknown files (404)', async () => {
      const { server, visitor, student, parent, video } = t;
      const row = await theRow(server.db, 'course_attachments', ['hashslug'], { course_id: video() });
      const visiting = await visitor.get<{ code: string }>(`/ajax/v2/vod/attachment/file/${row.hashslug}`);
      expect([visiting.status, visiting.body.code]).toEqual([401, 'unauthenticated']);
      const refused = await parent.get<{ message: string }>(`/ajax/v2/vod/attachment/file/${row.hashslug}`);
      expect(refused.status).toBe(403);
      // The policy's refusal code travels in the envelope beside the spec's message.
      expect(refused.body).toEqual({ message: MSG.notSubscribed, code: 'not_subscribed' });
      const unknown = await student.get<{ code: string }>('/ajax/v2/vod/attachment/file/nope-nope');
      expect([unknown.status, unknown.body.code]).toEqual([404, 'not_found']);
    });
  });

  describe('chapters', () => {
    it('lists chapters, modules, durations and quizzes as in the database', async () => {
      const { server, visitor, video } = t;
      const res = await visitor.get<Envelope<Chapters>>(`/ajax/v2/vod/video/chapter/${video()}`);
      expect(res.status).toBe(200);
      const chapters = await server.db
        .selectFrom('chapters')
        .select(['id', 'title'])
        .where('course_id', '=', video())
        .orderBy('position')
        .execute();
      const modules = await server.db
        .selectFrom('modules')
        .selectAll()
        .where('course_id', '=', video())
        .orderBy('position')
        .execute();
      expect(res.body.data.progress).toBe(0);
      expect(res.body.data.chapters.map((c) => c.title)).toEqual(chapters.map((c) => c.title));
      for (const [i, chapter] of res.body.data.chapters.entries()) {
        const own = modules.filter((m) => m.chapter_id === chapters[i]?.id);
        expect(chapter.modules).toEqual(
          own.map((m) => ({
            id: m.id,
            title: m.title,
            is_watched: false,
            module_vid_duration: m.duration,
            is_preview: m.is_preview === 1,
          })),
        );
        expect(chapter.total_modules_duration).toBe(own.reduce((s, m) => s + m.duration, 0));
        expect(chapter.quizs.every((q) => q.submitted === false && q.chapter_id === chapter.id)).toBe(true);
      }
      expect(res.body.data.chapters[0]?.quizs[0]?.quiz.title).toBe('Kuiz 1: Asas HTML');
    });

    it("shows the student's watched ticks, submitted quizzes and progress", async () => {
      const { server, student, ids, video, watchedModules } = t;
      const res = await student.get<Envelope<Chapters>>(`/ajax/v2/vod/video/chapter/${video()}`);
      const watched = await watchedModules(ids.student as number, video());
      const submitted = await server.db
        .selectFrom('quiz_submissions')
        .select('quiz_id')
        .where('user_id', '=', ids.student as number)
        .where('course_id', '=', video())
        .execute();
      const modules = res.body.data.chapters.flatMap((c) => c.modules);
      expect(watched.length).toBe(4);
      expect(
        modules
          .filter((m) => m.is_watched)
          .map((m) => m.id)
          .sort(),
      ).toEqual(watched.map((w) => w.module_id).sort());
      const quizzes = res.body.data.chapters.flatMap((c) => c.quizs);
      expect(quizzes.filter((q) => q.submitted).map((q) => q.quiz_id)).toEqual(
        submitted.map((s) => s.quiz_id),
      );
      expect(quizzes.find((q) => q.chapter_id === res.body.data.chapters[1]?.id)?.submitted).toBe(false);
      expect(res.body.data.progress).toBe(moduleProgress(4, 9));
    });
  });
});
