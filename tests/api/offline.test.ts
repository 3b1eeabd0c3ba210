import { randomUUID } from 'node:crypto';
import { downloadName } from '@mahir/server/media/content-disposition';
import { LEARNING_MSG, MSG, OFFLINE_MSG } from '@mahir/shared';
import { readLicence } from '@mahir/shared/offline/offline-licence';
import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { clientFor } from '../support/http-client';
import { countRows } from '../support/rows';
import { dialects } from '../support/test-server';
import { chapterIdsOf, quizOfChapter, subscribe, unsubscribe } from './learning-fixtures';
import { type Envelope, mediaFixture, raw } from './media-fixture';

const LICENCE = '/ajax/v2/offline/licence';
const SYNC = '/ajax/v2/offline/sync';

interface Grant {
  kind: 'video' | 'audio' | 'ebook';
  hashslug: string | null;
  mime: string;
  file_name: string;
  module_id: number;
  course_id: number;
  quality: number | null;
  qualities: Array<number | null>;
  size: number | null;
  url: string;
  captions: Array<{ lang: string; label: string; url: string }>;
  token: string;
  expires_at: string;
}
interface SyncResult {
  client_id: string;
  status: 'applied' | 'duplicate' | 'refused';
  message: string | null;
}

describe.each(dialects())('offline downloads on %s', (dialect) => {
  const t = mediaFixture(dialect);
  const db = () => t.server.db;

  const lockedModule = async (course: number) =>
    db()
      .selectFrom('modules')
      .select(['id', 'duration'])
      .where('course_id', '=', course)
      .where('is_preview', '=', 0)
      .orderBy('position')
      .executeTakeFirstOrThrow();
  const count = (table: 'offline_events' | 'module_positions' | 'module_watches' | 'quiz_submissions') =>
    countRows(db(), table);
  const position = (userId: number, moduleId: number) =>
    db()
      .selectFrom('module_positions')
      .select(['position', 'updated_at'])
      .where('user_id', '=', userId)
      .where('module_id', '=', moduleId)
      .executeTakeFirst();

  it('gives the subscriber a signed licence until the paid period ends plus the grace, and the file', async () => {
    const { student, ids, video } = t;
    const module = await lockedModule(video());
    const paidUntil = new Date(Date.now() + 3 * 86_400_000).toISOString();
    await db()
      .updateTable('subscriptions')
      .set({ next_payment_date: paidUntil })
      .where('id', '=', ids.videoSub as number)
      .execute();
    const res = await student.post<Envelope<{ licences: Grant[] }>>(LICENCE, {
      course_id: video(),
      modules: [{ id: module.id, quality: 4320 }],
    });
    expect(res.status).toBe(200);
    const [grant] = res.body.data.licences;
    if (!grant) throw new Error('no licence');
    expect(grant).toMatchObject({ module_id: module.id, course_id: video() });
    expect(grant.qualities).toContain(grant.quality);
    expect(Date.parse(grant.expires_at)).toBe(Date.parse(paidUntil) + 7 * 86_400_000);
    expect(readLicence(grant.token)).toEqual({
      u: ids.student,
      c: video(),
      m: module.id,
      e: Math.floor(Date.parse(grant.expires_at) / 1000),
    });
    // The link is the player's signed MP4: it plays for the student, with Range.
    const file = await raw(student, grant.url, { range: 'bytes=0-99' });
    expect(file.status).toBe(206);
    expect(file.headers.get('content-type')).toMatch(/video\/mp4/);
    expect(grant.size === null || grant.size > 100).toBe(true);
  });

  it('keeps the caption tracks of a module in its grant, each a short-lived link the subscriber alone opens', async () => {
    const { student, parent, video } = t;
    const module = await lockedModule(video());
    const title = await db()
      .selectFrom('modules')
      .select('title')
      .where('id', '=', module.id)
      .executeTakeFirstOrThrow();
    const grantOf = async () => {
      const res = await student.post<Envelope<{ licences: Grant[] }>>(LICENCE, {
        course_id: video(),
        modules: [{ id: module.id, quality: null }],
      });
      expect(res.status).toBe(200);
      const [grant] = res.body.data.licences;
      if (!grant) throw new Error('no licence');
      return grant;
    };
    // The demo seed gives its video lessons a Malay track.
    const grant = await grantOf();
    expect(grant.file_name).toBe(downloadName(title.title, 'mp4'));
    expect(grant.captions).toEqual([
      {
        lang: 'ms',
        label: 'Bahasa Melayu',
        url: expect.stringMatching(/^\/media\/captions\/.+\.vtt\?u=\d+&e=\d+&s=/),
      },
    ]);
    const url = grant.captions[0]?.url ?? '';
    // Short-lived: as long as the MP4's link, never the licence's 30 days.
    const expires = Number(new URL(url, 'http://x').searchParams.get('e'));
    expect(expires * 1000).toBeLessThan(Date.parse(grant.expires_at));
    expect(expires).toBe(Number(new URL(grant.url, 'http://x').searchParams.get('e')));
    const vtt = await raw(student, url);
    expect(vtt.status).toBe(200);
    expect(vtt.headers.get('content-type')).toContain('text/vtt');
    expect((await vtt.text()).startsWith('WEBVTT')).toBe(true);
    expect((await raw(parent, url)).status).toBe(403);
    expect((await raw(t.visitor, url)).status).toBe(403);

    // A track added is in the next grant (a renewal brings it); a module with none has an empty list.
    const tutor = await clientFor(t.server.url, 'tutor@demo.my');
    const added = await tutor.post(`/ajax/v2/tutor/course/module/${module.id}/captions`, {
      lang: 'en',
      label: 'English',
      text: 'WEBVTT\n\n00:00.500 --> 00:02.000\nHello\n',
    });
    expect(added.status).toBe(200);
    expect((await grantOf()).captions.map((c) => [c.lang, c.label])).toEqual([
      ['en', 'English'],
      ['ms', 'Bahasa Melayu'],
    ]);
    const removed = await tutor.post(`/ajax/v2/tutor/course/module/${module.id}/captions/delete`, {
      lang: 'en',
    });
    expect(removed.status).toBe(200);
    expect((await grantOf()).captions.map((c) => c.lang)).toEqual(['ms']);
    const rows = await db()
      .selectFrom('module_captions')
      .selectAll()
      .where('module_id', '=', module.id)
      .execute();
    await db().deleteFrom('module_captions').where('module_id', '=', module.id).execute();
    try {
      expect((await grantOf()).captions).toEqual([]);
    } finally {
      await db().insertInto('module_captions').values(rows).execute();
    }
  });

  it('refuses visitors, non-subscribers, an inactive course and bad bodies', async () => {
    const { visitor, parent, student, server, ids, video } = t;
    const module = await lockedModule(video());
    const body = { course_id: video(), modules: [{ id: module.id, quality: null }] };
    expect((await visitor.post(LICENCE, body)).status).toBe(401);
    expect((await parent.post(LICENCE, body)).status).toBe(403);
    const inactive = ids['demo-inactive-tutor-course'] as number;
    await subscribe(server.db, ids.student as number, inactive);
    const closed = await student.post<{ message: string }>(LICENCE, {
      course_id: inactive,
      modules: [{ id: (await lockedModule(inactive)).id, quality: null }],
    });
    expect(closed.status).toBe(403);
    expect(closed.body.message).toBe(MSG.courseInactive);
    await unsubscribe(server.db, ids.student as number, inactive);
    for (const bad of [
      {},
      { course_id: video(), modules: [] },
      { course_id: video(), modules: [{ id: 'x' }] },
      { course_id: video(), modules: [{ id: module.id }, { id: module.id }] },
      { course_id: video(), modules: [{ id: module.id, quality: -1 }] },
      { course_id: 'abc', modules: [{ id: module.id }] },
    ])
      expect((await student.post(LICENCE, bad)).status, JSON.stringify(bad)).toBe(422);
    // A module of another course is not found.
    const foreign = await student.post(LICENCE, {
      course_id: video(),
      modules: [{ id: (await lockedModule(inactive)).id, quality: null }],
    });
    expect(foreign.status).toBe(404);
  });

  const partOf = (slug: string) =>
    db()
      .selectFrom('audio_subtopics as s')
      .innerJoin('audio_topics as tp', 'tp.id', 's.topic_id')
      .select(['s.id', 's.hashslug', 's.duration'])
      .where('tp.course_id', '=', t.ids[slug] as number)
      .orderBy('tp.position')
      .orderBy('s.position')
      .executeTakeFirstOrThrow();
  const ebookOf = (slug: string) =>
    db()
      .selectFrom('ebooks')
      .select(['id', 'hashslug', 'media_id'])
      .where('course_id', '=', t.ids[slug] as number)
      .orderBy('position')
      .executeTakeFirstOrThrow();

  it('licenses an audio part and a PDF ebook like a module, each licence held to its kind', async () => {
    const { student, parent, visitor, ids } = t;
    const audio = ids['demo-audio-course'] as number;
    const ebookCourse = ids['demo-ebook'] as number;
    const part = await partOf('demo-audio-course');
    const res = await student.post<Envelope<{ licences: Grant[] }>>(LICENCE, {
      course_id: audio,
      files: [{ kind: 'audio', hashslug: part.hashslug }],
    });
    expect(res.status).toBe(200);
    const [grant] = res.body.data.licences;
    if (!grant) throw new Error('no licence');
    expect(grant).toMatchObject({
      kind: 'audio',
      module_id: part.id,
      hashslug: part.hashslug,
      mime: 'audio/mpeg',
      course_id: audio,
      duration: part.duration,
      quality: null,
    });
    expect(readLicence(grant.token)).toMatchObject({ u: ids.student, c: audio, m: part.id, k: 'audio' });
    const mp3 = await raw(student, grant.url, { range: 'bytes=0-9' });
    expect(mp3.status).toBe(206);
    expect(mp3.headers.get('content-type')).toMatch(/audio\/mpeg/);

    const book = await ebookOf('demo-ebook');
    const pdf = await student.post<Envelope<{ licences: Grant[] }>>(LICENCE, {
      course_id: ebookCourse,
      files: [{ kind: 'ebook', hashslug: book.hashslug }],
    });
    expect(pdf.status).toBe(200);
    const [ebook] = pdf.body.data.licences;
    expect(ebook).toMatchObject({ kind: 'ebook', module_id: book.id, mime: 'application/pdf', captions: [] });
    expect(ebook?.file_name).toMatch(/\.pdf$/);
    expect(grant.file_name).toMatch(/\.mp3$/);
    expect(grant.captions).toEqual([]);
    expect(readLicence(ebook?.token ?? '')?.k).toBe('ebook');
    const bytes = await raw(student, ebook?.url ?? '');
    expect(bytes.status).toBe(200);
    expect(
      Buffer.from(await bytes.arrayBuffer())
        .subarray(0, 4)
        .toString(),
    ).toBe('%PDF');

    // Not the subscriber's, nobody's, another course's part, an ebook named as audio: refused.
    const body = { course_id: audio, files: [{ kind: 'audio', hashslug: part.hashslug }] };
    expect((await visitor.post(LICENCE, body)).status).toBe(401);
    expect((await parent.post(LICENCE, body)).status).toBe(403);
    expect(
      (
        await student.post(LICENCE, {
          course_id: ebookCourse,
          files: [{ kind: 'audio', hashslug: part.hashslug }],
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await student.post(LICENCE, {
          course_id: ebookCourse,
          files: [{ kind: 'audio', hashslug: book.hashslug }],
        })
      ).status,
    ).toBe(404);
    // A format no ebook upload takes cannot be kept offline.
    const media = await t.mediaOf(book.media_id);
    await db().updateTable('media_files').set({ extension: 'mobi' }).where('id', '=', media.id).execute();
    const mobi = await student.post<{ errors: Record<string, string[]> }>(LICENCE, {
      course_id: ebookCourse,
      files: [{ kind: 'ebook', hashslug: book.hashslug }],
    });
    await db()
      .updateTable('media_files')
      .set({ extension: media.extension })
      .where('id', '=', media.id)
      .execute();
    expect(mobi.status).toBe(422);
    expect(mobi.body.errors.files).toEqual([OFFLINE_MSG.notEbookFormat]);
    for (const bad of [
      { course_id: audio, files: [] },
      { course_id: audio, files: [{ kind: 'photo', hashslug: part.hashslug }] },
      { course_id: audio, files: [{ kind: 'audio', hashslug: '' }] },
      { course_id: audio, files: [body.files[0], body.files[0]] },
      {
        course_id: audio,
        files: Array.from({ length: 26 }, (_, i) => ({ kind: 'audio', hashslug: `p${i}` })),
        modules: Array.from({ length: 25 }, (_, i) => ({ id: i + 1, quality: null })),
      },
    ])
      expect((await student.post(LICENCE, bad)).status, JSON.stringify(bad).slice(0, 80)).toBe(422);
  });

  it('licenses EPUB and ZIP ebooks with their own type and file name, to be saved to the device offline', async () => {
    const { student, ids } = t;
    const ebookCourse = ids['demo-ebook'] as number;
    const book = await ebookOf('demo-ebook');
    const { title } = await db()
      .selectFrom('ebooks')
      .select('title')
      .where('id', '=', book.id)
      .executeTakeFirstOrThrow();
    const pdf = await t.mediaOf(book.media_id);
    const text = (value: string) => new TextEncoder().encode(value);
    const files = {
      epub: zipSync(
        {
          mimetype: [text('application/epub+zip'), { level: 0 }],
          'META-INF/container.xml': text('<?xml version="1.0"?><container/>'),
          'OEBPS/content.opf': text('<package/>'),
        },
        { level: 6 },
      ),
      zip: zipSync({ 'bab-1.pdf': text('%PDF-1.4 bab 1'), 'bab-2.pdf': text('%PDF-1.4 bab 2') }),
    };
    try {
      for (const [extension, mime] of [
        ['epub', 'application/epub+zip'],
        ['zip', 'application/zip'],
      ] as const) {
        // The ebook's file replaced by a real EPUB (or ZIP), as a tutor's upload stores it.
        const bytes = files[extension];
        const key = `media/offline-test-${dialect}.${extension}`;
        await t.server.context.storage.put(key, bytes, { contentType: mime });
        const own = await db()
          .insertInto('media_files')
          .values({
            ...pdf,
            id: undefined,
            hashslug: `offline${extension}${dialect}`,
            storage_path: key,
            original_name: `buku.${extension}`,
            mime,
            extension,
            size: bytes.byteLength,
            created_at: new Date().toISOString(),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await db().updateTable('ebooks').set({ media_id: own.id }).where('id', '=', book.id).execute();
        const res = await student.post<Envelope<{ licences: Grant[] }>>(LICENCE, {
          course_id: ebookCourse,
          files: [{ kind: 'ebook', hashslug: book.hashslug }],
        });
        expect(res.status, extension).toBe(200);
        const [grant] = res.body.data.licences;
        expect(grant).toMatchObject({
          kind: 'ebook',
          module_id: book.id,
          hashslug: book.hashslug,
          mime,
          file_name: downloadName(title, extension),
          size: bytes.byteLength,
          captions: [],
        });
        expect(readLicence(grant?.token ?? '')).toMatchObject({ u: ids.student, m: book.id, k: 'ebook' });
        const file = await raw(student, grant?.url ?? '');
        expect(file.status).toBe(200);
        expect(Buffer.from(await file.arrayBuffer()).equals(Buffer.from(bytes))).toBe(true);
        // Another account cannot follow the link.
        expect((await raw(t.parent, grant?.url ?? '')).status).toBe(403);
      }
    } finally {
      await db().updateTable('ebooks').set({ media_id: book.media_id }).where('id', '=', book.id).execute();
    }
  });

  it('keeps an audio position made offline once, at the time it was made', async () => {
    const { student, ids } = t;
    const audio = ids['demo-audio-course'] as number;
    const part = await partOf('demo-audio-course');
    const userId = ids.student as number;
    await db()
      .deleteFrom('audio_positions')
      .where('user_id', '=', userId)
      .where('subtopic_id', '=', part.id)
      .execute();
    const at = new Date(Date.now() - 120_000).toISOString();
    const event = {
      kind: 'audio_position',
      client_id: randomUUID(),
      at,
      course_id: audio,
      hashslug: part.hashslug,
      position: 6,
    };
    const kept = () =>
      db()
        .selectFrom('audio_positions')
        .select(['position', 'updated_at'])
        .where('user_id', '=', userId)
        .where('subtopic_id', '=', part.id)
        .executeTakeFirst();
    const first = await student.post<Envelope<{ results: SyncResult[] }>>(SYNC, { events: [event, event] });
    expect(first.body.data.results.map((r) => r.status)).toEqual(['applied', 'duplicate']);
    expect(await kept()).toEqual({ position: 6, updated_at: at });
    const stranger = await t.parent.post<Envelope<{ results: SyncResult[] }>>(SYNC, {
      events: [{ ...event, client_id: randomUUID() }],
    });
    expect(stranger.body.data.results[0]?.status).toBe('refused');
    expect(await kept()).toEqual({ position: 6, updated_at: at });
  });

  it('applies positions and watched marks made offline once, however often they are sent', async () => {
    const { student, ids, video } = t;
    const module = await lockedModule(video());
    const userId = ids.student as number;
    await db()
      .deleteFrom('module_watches')
      .where('user_id', '=', userId)
      .where('module_id', '=', module.id)
      .execute();
    const before = await count('offline_events');
    const at = new Date(Date.now() - 60_000).toISOString();
    const events = [
      {
        kind: 'position',
        client_id: randomUUID(),
        at,
        course_id: video(),
        module_id: module.id,
        position: 33,
      },
      {
        kind: 'watched',
        client_id: randomUUID(),
        at,
        course_id: video(),
        subscriber_id: ids.videoSub,
        module_id: module.id,
      },
    ];
    const first = await student.post<Envelope<{ results: SyncResult[] }>>(SYNC, { events });
    expect(first.status).toBe(200);
    expect(first.body.data.results.map((r) => r.status)).toEqual(['applied', 'applied']);
    expect(await position(userId, module.id)).toEqual({ position: 33, updated_at: at });
    expect(await t.watchedModules(userId, video())).toContainEqual({ module_id: module.id });
    expect(await count('offline_events')).toBe(before + 2);
    const watches = await count('module_watches');
    // A newer position reported online, then the offline one replayed: the replay changes nothing.
    await student.post(
      '/ajax/v2/vod/video/position',
      { course_id: video(), id: module.id, position: 50 },
      { form: true },
    );
    const again = await student.post<Envelope<{ results: SyncResult[] }>>(SYNC, { events });
    expect(again.body.data.results.map((r) => r.status)).toEqual(['duplicate', 'duplicate']);
    expect((await position(userId, module.id))?.position).toBe(50);
    expect(await count('module_watches')).toBe(watches);
    expect(await count('offline_events')).toBe(before + 2);
    // An old position sent for the first time never moves a newer one back either.
    const late = await student.post<Envelope<{ results: SyncResult[] }>>(SYNC, {
      events: [{ ...events[0], client_id: randomUUID(), position: 12 }],
    });
    expect(late.body.data.results[0]?.status).toBe('applied');
    expect((await position(userId, module.id))?.position).toBe(50);
  });

  it('submits a quiz taken offline once; a second attempt is refused as already submitted', async () => {
    const { student, ids, video } = t;
    const chapters = await chapterIdsOf(db(), video());
    const quiz = await quizOfChapter(db(), chapters[1] ?? 0);
    await db()
      .deleteFrom('quiz_submissions')
      .where('user_id', '=', ids.student as number)
      .where('quiz_id', '=', quiz)
      .execute();
    const questions = await db()
      .selectFrom('quiz_questions')
      .select('id')
      .where('quiz_id', '=', quiz)
      .orderBy('position')
      .execute();
    const event = {
      kind: 'quiz',
      client_id: randomUUID(),
      at: new Date().toISOString(),
      course_id: video(),
      quiz_id: quiz,
      questions: questions.map((q) => ({ id: q.id, answer: 1 })),
    };
    const first = await student.post<Envelope<{ results: SyncResult[] }>>(SYNC, { events: [event, event] });
    expect(first.body.data.results.map((r) => r.status)).toEqual(['applied', 'duplicate']);
    const submissions = await count('quiz_submissions');
    const other = await student.post<Envelope<{ results: SyncResult[] }>>(SYNC, {
      events: [{ ...event, client_id: randomUUID() }],
    });
    expect(other.body.data.results[0]).toMatchObject({
      status: 'refused',
      message: LEARNING_MSG.quizAlreadySubmitted,
    });
    expect(await count('quiz_submissions')).toBe(submissions);
  });

  it('refuses visitors and bad bodies, and answers refused (writing nothing) for what the learner may not do', async () => {
    const { visitor, parent, student, video } = t;
    const module = await lockedModule(video());
    const event = {
      kind: 'position',
      client_id: randomUUID(),
      at: new Date().toISOString(),
      course_id: video(),
      module_id: module.id,
      position: 20,
    };
    const before = await Promise.all([count('offline_events'), count('module_positions')]);
    expect((await visitor.post(SYNC, { events: [event] })).status).toBe(401);
    const stranger = await parent.post<Envelope<{ results: SyncResult[] }>>(SYNC, { events: [event] });
    expect(stranger.status).toBe(200);
    expect(stranger.body.data.results[0]?.status).toBe('refused');
    for (const bad of [
      {},
      { events: [] },
      { events: [{ ...event, client_id: 'not-a-uuid' }] },
      { events: [{ ...event, at: 'yesterday' }] },
      { events: [{ ...event, kind: 'delete-everything' }] },
      { events: [{ ...event, position: -5 }] },
      { events: Array.from({ length: 51 }, () => ({ ...event, client_id: randomUUID() })) },
    ])
      expect((await student.post(SYNC, bad)).status, JSON.stringify(bad).slice(0, 80)).toBe(422);
    expect(await Promise.all([count('offline_events'), count('module_positions')])).toEqual(before);
  });
});
