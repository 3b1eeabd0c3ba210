import { REFUSAL_ERROR_CODES } from '@mahir/shared';
import { addDays, malaysiaDay } from '@mahir/shared/rules/malaysia-time';
import { SchoolCalendar } from '@mahir/shared/school-calendar/school-calendar';
import { schoolWeekOf, schoolWeeks } from '@mahir/shared/school-calendar/school-week';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientsFor, type TestClient } from '../support/http-client';
import { theRows } from '../support/rows';
import { dialects, startTestServer, type TestServer } from '../support/test-server';
import { chapterIdsOf, courseIdOf, quizOfChapter, subscriptionIdOf, userIdOf } from './learning-fixtures';
import type { Envelope } from './media-fixture';

const CALENDARS = '/ajax/v2/admin/school-calendars';
const WATCH = '/ajax/v2/vod/video/watch';

interface Chapter {
  id: number;
  opens_on: string | null;
  modules: Array<{ id: number }>;
}

/**
 * A calendar of today's Malaysia year whose one term runs from 1 January to 31 March of the next year, so the
 * week after this one always opens in the future (for whatever day the test runs).
 */
function yearLong(year: number, group: 'A' | 'B', extra: Record<string, unknown> = {}) {
  return {
    year,
    group,
    terms: [{ name: 'Sesi', start: `${year}-01-01`, end: `${year + 1}-03-31` }],
    holidays: [],
    source: 'API test',
    ...extra,
  };
}

describe.each(dialects())('chapters released by school week on %s', (dialect) => {
  let server: TestServer;
  let admin: TestClient;
  let tutor: TestClient;
  let student: TestClient;
  let visitor: TestClient;
  let courseId: number;
  let studentId: number;
  let subscriberId: number;
  let lastChapter: number;
  const today = malaysiaDay(new Date());
  const year = Number(today.slice(0, 4));

  /**
   * A school week that opens after today in both groups' year-long calendars (two weeks on from today's week
   * in group B: today may already be the first day of group A's next week), and the day it opens in each.
   */
  const laterWeek = () => {
    const [a, b] = (['A', 'B'] as const).map((g) => SchoolCalendar.parse(yearLong(year, g)));
    if (!a || !b) throw new Error('no calendars');
    const place = schoolWeekOf(b, today);
    if (place.kind !== 'week') throw new Error('the year-long calendar covers every day of the year');
    const week = place.week.week + 2;
    const opensIn = (c: SchoolCalendar) => schoolWeeks(c)[week - 1]?.opens as string;
    return { week, A: opensIn(a), B: opensIn(b) };
  };
  const saveYear = (client: TestClient, body: Record<string, unknown>, y = year) =>
    client.post<Envelope<{ year: number; weeks: { A: number; B: number } }>>(`${CALENDARS}/${y}`, body);
  const chapters = async () =>
    (await student.get<Envelope<{ chapters: Chapter[] }>>(`/ajax/v2/vod/video/chapter/${courseId}`)).body.data
      .chapters;
  const setState = async (name: string | null) => {
    const state = name
      ? await server.db.selectFrom('states').select('id').where('name', '=', name).executeTakeFirstOrThrow()
      : null;
    await server.db
      .updateTable('users')
      .set({ state_id: state?.id ?? null })
      .where('id', '=', studentId)
      .execute();
  };
  const kept = async () =>
    (
      await server.db
        .selectFrom('school_calendars')
        .selectAll()
        .orderBy('year')
        .orderBy('state_group')
        .execute()
    ).map((r) => `${r.year}${r.state_group}:${r.updated_at}`);

  beforeAll(async () => {
    server = await startTestServer(dialect);
    [admin, tutor, student, visitor] = await clientsFor(server.url, [
      'admin@demo.my',
      'tutor@demo.my',
      'student@demo.my',
      null,
    ]);
    courseId = await courseIdOf(server.db, 'demo-tutor-course');
    studentId = await userIdOf(server.db, 'student@demo.my');
    subscriberId = await subscriptionIdOf(server.db, studentId, courseId);
    const ids = await chapterIdsOf(server.db, courseId);
    lastChapter = ids.at(-1) as number;
    // Only the chapter under test is released later.
    await server.db
      .updateTable('chapters')
      .set({ release_week: null })
      .where('course_id', '=', courseId)
      .execute();
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  it('lets an admin keep a year of both groups, and refuses other roles and bad calendars', async () => {
    const body = { A: yearLong(year, 'A'), B: yearLong(year, 'B') };
    for (const [client, status] of [
      [visitor, 401],
      [student, 403],
      [tutor, 403],
    ] as const) {
      expect((await saveYear(client, body)).status).toBe(status);
      expect((await client.get(`${CALENDARS}/${year}`)).status).toBe(status);
      expect((await client.get(CALENDARS)).status).toBe(status);
    }
    const before = await kept();
    const bad = [
      // Terms out of order, overlapping.
      {
        A: yearLong(year, 'A'),
        B: {
          ...yearLong(year, 'B'),
          terms: [
            { name: 'P1', start: `${year}-03-01`, end: `${year}-05-01` },
            { name: 'P2', start: `${year}-02-01`, end: `${year}-06-01` },
          ],
        },
      },
      // A date that does not exist; an end before its start.
      {
        A: yearLong(year, 'A'),
        B: {
          ...yearLong(year, 'B'),
          holidays: [{ name: 'X', start: `${year}-02-30`, end: `${year}-03-01` }],
        },
      },
      {
        A: { ...yearLong(year, 'A'), terms: [{ name: 'P', start: `${year}-05-01`, end: `${year}-04-01` }] },
        B: yearLong(year, 'B'),
      },
      // The groups swapped; the years differ; a year other than the path's.
      { A: yearLong(year, 'B'), B: yearLong(year, 'A') },
      { A: yearLong(year, 'A'), B: yearLong(year + 1, 'B') },
      // States only on group A's calendar, and only Malaysian ones.
      { A: yearLong(year, 'A'), B: yearLong(year, 'B', { friday_weekend_states: ['Kedah'] }) },
      { A: yearLong(year, 'A', { friday_weekend_states: ['Atlantis'] }), B: yearLong(year, 'B') },
      { A: yearLong(year, 'A'), B: { ...yearLong(year, 'B'), source: '' } },
      {},
    ];
    for (const b of bad) {
      const res = await saveYear(admin, b);
      expect(res.status, JSON.stringify(b).slice(0, 120)).toBe(422);
      expect(res.body.message).toBeTruthy();
    }
    expect((await saveYear(admin, { A: yearLong(year + 1, 'A'), B: yearLong(year + 1, 'B') })).status).toBe(
      422,
    );
    expect(await kept()).toEqual(before);

    const saved = await saveYear(admin, body);
    expect(saved.status).toBe(200);
    expect(saved.body.data.weeks.B).toBeGreaterThan(52);
    const shown = await admin.get<Envelope<{ A: unknown; friday_weekend_states: string[] }>>(
      `${CALENDARS}/${year}`,
    );
    expect(shown.body.data.friday_weekend_states).toEqual(['Kedah', 'Kelantan', 'Terengganu']);
    const list = await admin.get<Envelope<{ years: number[]; states: string[] }>>(CALENDARS);
    expect(list.body.data.years).toContain(year);
    expect(list.body.data.states).toHaveLength(16);
  });

  it('shows a later-week chapter as opening on its day, by the learner state, and refuses its modules', async () => {
    await saveYear(admin, { A: yearLong(year, 'A'), B: yearLong(year, 'B') });
    const later = laterWeek();
    expect(later.A).toBe(addDays(later.B, -1));
    expect(later.A > today).toBe(true);
    await server.db
      .updateTable('chapters')
      .set({ release_week: later.week })
      .where('id', '=', lastChapter)
      .execute();

    await setState('Selangor');
    let list = await chapters();
    expect(list.find((c) => c.id === lastChapter)?.opens_on).toBe(later.B);
    expect(list.filter((c) => c.id !== lastChapter).every((c) => c.opens_on === null)).toBe(true);
    await setState('Kedah');
    list = await chapters();
    expect(list.find((c) => c.id === lastChapter)?.opens_on).toBe(later.A);

    const closed = list.find((c) => c.id === lastChapter)?.modules[0]?.id as number;
    const open = list[0]?.modules[0]?.id as number;
    const watch = (id: number) =>
      student.post<Envelope<{ error: boolean }>>(
        WATCH,
        { course_id: courseId, subscriber_id: subscriberId, id },
        { form: true },
      );
    expect((await watch(open)).body.data.error).toBe(false);
    const refused = await watch(closed);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: REFUSAL_ERROR_CODES.chapterNotOpen });
    expect(String(refused.body.message)).toContain('Opens on');

    const progressRows = () =>
      theRows(server.db, 'module_watches', { user_id: studentId, module_id: closed });
    const watched = await student.post(
      '/ajax/v2/vod/video/watched',
      {
        course_id: courseId,
        subscriber_id: subscriberId,
        module_id: closed,
      },
      { form: true },
    );
    expect(watched.status).toBe(403);
    expect(await progressRows()).toEqual([]);
    const position = await student.post(
      '/ajax/v2/vod/video/position',
      { course_id: courseId, id: closed, position: 30 },
      { form: true },
    );
    expect(position.status).toBe(403);

    // The course's first quiz, moved into the closed chapter.
    const quiz = await quizOfChapter(server.db, list[0]?.id as number);
    await server.db.deleteFrom('chapter_quizzes').where('quiz_id', '=', quiz).execute();
    await server.db
      .insertInto('chapter_quizzes')
      .values({ chapter_id: lastChapter, quiz_id: quiz, position: 1 })
      .execute();
    const info = await student.post('/ajax/v2/vod/quiz/info', { quiz_id: quiz }, { form: true });
    expect(info.status).toBe(403);
    expect(info.body).toMatchObject({ code: REFUSAL_ERROR_CODES.chapterNotOpen });
  });

  it('follows the states the admin names for the Friday weekend, and opens the chapter once its week has come', async () => {
    await setState('Kedah');
    await saveYear(admin, {
      A: yearLong(year, 'A', { friday_weekend_states: ['Johor'] }),
      B: yearLong(year, 'B'),
    });
    const later = laterWeek();
    await server.db
      .updateTable('chapters')
      .set({ release_week: later.week })
      .where('id', '=', lastChapter)
      .execute();
    // Kedah is not among the admin's Friday-weekend states this year: the learner follows group B.
    expect((await chapters()).find((c) => c.id === lastChapter)?.opens_on).toBe(later.B);
    // Today's week (two before) has opened already: the chapter is open and plays.
    await server.db
      .updateTable('chapters')
      .set({ release_week: later.week - 2 })
      .where('id', '=', lastChapter)
      .execute();
    const list = await chapters();
    const chapter = list.find((c) => c.id === lastChapter);
    expect(chapter?.opens_on).toBeNull();
    const res = await student.post<Envelope<{ error: boolean }>>(
      WATCH,
      { course_id: courseId, subscriber_id: subscriberId, id: chapter?.modules[0]?.id },
      { form: true },
    );
    expect(res.body.data.error).toBe(false);
  });

  it('lets a tutor set a chapter release week on a package course, and refuses it elsewhere or out of range', async () => {
    const subs = await tutor.get<Envelope<{ sub_categories: Array<{ id: number }> }>>(
      '/ajax/v2/tutor/course/sub_categories?category_id=5',
    );
    const sub = subs.body.data.sub_categories[0]?.id;
    const draft = (category: number, subCategory: number | undefined, weeks: unknown[]) => ({
      title: 'Sains Tahun 4',
      category_id: category,
      sub_category_id: subCategory,
      tags: ['sains'],
      content: '<p>Sains</p>',
      chapters: weeks.map((w, i) => ({ title: `Bab ${i + 1}`, release_week: w })),
    });
    type Saved = Envelope<{
      course: { hashslug: string; chapters: Array<{ title: string; release_week: number | null }> };
    }>;
    const created = await tutor.post<Saved>('/ajax/v2/tutor/course/save-draft', draft(5, sub, [null, 12]));
    expect(created.status, JSON.stringify(created.body).slice(0, 300)).toBe(200);
    expect(created.body.data.course.chapters.map((c) => c.release_week)).toEqual([null, 12]);
    const slug = created.body.data.course.hashslug;
    const rows = () =>
      server.db
        .selectFrom('chapters')
        .innerJoin('courses', 'courses.id', 'chapters.course_id')
        .select(['chapters.title', 'chapters.release_week'])
        .where('courses.hashslug', '=', slug)
        .orderBy('chapters.position')
        .execute();
    const before = await rows();
    for (const week of [0, 53, 'abc', 2.5, -1]) {
      const res = await tutor.post('/ajax/v2/tutor/course/save-draft', {
        ...draft(5, sub, [null, week]),
        hashslug: slug,
      });
      expect(res.status, String(week)).toBe(422);
    }
    expect(await rows()).toEqual(before);

    const otherSubs = await tutor.get<Envelope<{ sub_categories: Array<{ id: number }> }>>(
      '/ajax/v2/tutor/course/sub_categories?category_id=1',
    );
    const notPackage = await tutor.post(
      '/ajax/v2/tutor/course/save-draft',
      draft(1, otherSubs.body.data.sub_categories[0]?.id, [3]),
    );
    expect(notPackage.status).toBe(422);
    expect(String(notPackage.body.message)).toContain('package');

    const studentTry = await student.post('/ajax/v2/tutor/course/save-draft', draft(5, sub, [3]));
    expect(studentTry.status).toBe(403);
  });
});
