import { randomUUID } from 'node:crypto';
import { LEARNING_MSG, MSG, OFFLINE_MSG } from '@mahir/shared';
import { readLicence } from '@mahir/shared/offline/offline-licence';
import { describe, expect, it } from 'vitest';
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
  module_id: number;
  course_id: number;
  quality: number | null;
  qualities: Array<number | null>;
  size: number | null;
  url: string;
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
    expect(ebook).toMatchObject({ kind: 'ebook', module_id: book.id, mime: 'application/pdf' });
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
    // An ebook that is not a PDF cannot be read in the viewer offline.
    const media = await t.mediaOf(book.media_id);
    await db().updateTable('media_files').set({ extension: 'epub' }).where('id', '=', media.id).execute();
    const epub = await student.post<{ errors: Record<string, string[]> }>(LICENCE, {
      course_id: ebookCourse,
      files: [{ kind: 'ebook', hashslug: book.hashslug }],
    });
    await db()
      .updateTable('media_files')
      .set({ extension: media.extension })
      .where('id', '=', media.id)
      .execute();
    expect(epub.status).toBe(422);
    expect(epub.body.errors.files).toEqual([OFFLINE_MSG.notPdf]);
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
