import { AUTHORING_MSG, DRAFT_STATUS } from '@mahir/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor, type TestClient } from '../support/http-client';
import { dialects, startTestServer, type TestServer } from '../support/test-server';
import { type Draft, type MediaSet, makeMedia, upload } from './authoring-fixtures';

type Pairs = Array<[string, string]>;

/**
 * Save as Draft as spec 002 §3 writes the form: `chapter_title[]`, `chapter_hashslug[]`, `chapter_id[]`,
 * `module_title[i][]` (and hashslug, duration, url, size, type) per chapter `i`, `attachment_*[]`,
 * `access_code[]`, `access_hashslug[]`, `special_invitation`, `hashslug`, `tags`.
 */
function specForm(c: {
  hashslug?: string;
  head: Record<string, string>;
  chapters: Array<{
    hashslug?: string;
    id?: number;
    title: string;
    modules: Array<{ hashslug?: string; title: string; url?: string }>;
  }>;
  attachments?: Array<{ hashslug?: string; title: string; url: string }>;
  codes?: Array<{ hashslug?: string; code: string }>;
  extra?: Pairs;
}): Pairs {
  const pairs: Pairs = [['hashslug', c.hashslug ?? ''], ...Object.entries(c.head)];
  c.chapters.forEach((ch, i) => {
    pairs.push(['chapter_title[]', ch.title], ['chapter_hashslug[]', ch.hashslug ?? '']);
    pairs.push(['chapter_id[]', ch.id ? String(ch.id) : '']);
    for (const m of ch.modules) {
      pairs.push([`module_title[${i}][]`, m.title], [`module_hashslug[${i}][]`, m.hashslug ?? '']);
      pairs.push([`module_url[${i}][]`, m.url ?? ''], [`module_duration[${i}][]`, '00:00:02']);
      pairs.push([`module_size[${i}][]`, '1 MB'], [`module_type[${i}][]`, m.url ? 'mp4' : '']);
    }
  });
  for (const a of c.attachments ?? []) {
    pairs.push(['attachment_title[]', a.title], ['attachment_hashslug[]', a.hashslug ?? '']);
    pairs.push(['attachment_url[]', a.url], ['attachment_size[]', '10 KB'], ['attachment_type[]', 'pdf']);
  }
  for (const a of c.codes ?? [])
    pairs.push(['access_code[]', a.code], ['access_hashslug[]', a.hashslug ?? '']);
  return [...pairs, ...(c.extra ?? [])];
}

async function postForm(
  client: TestClient,
  path: string,
  pairs: Pairs,
  as: 'urlencoded' | 'multipart',
): Promise<{ status: number; body: Draft }> {
  let body: URLSearchParams | FormData;
  if (as === 'urlencoded') body = new URLSearchParams(pairs);
  else {
    body = new FormData();
    for (const [k, v] of pairs) body.append(k, v);
  }
  const res = await fetch(`${client.baseUrl}${path}`, {
    method: 'POST',
    headers: { Accept: 'application/json', Cookie: client.cookie, 'X-CSRF-TOKEN': client.csrf },
    body,
  });
  return { status: res.status, body: (await res.json()) as Draft };
}

describe.each(dialects())("Save as Draft with the spec's form lists on %s", (dialect) => {
  let server: TestServer;
  let tutor: TestClient;
  let media: MediaSet;
  let videoA: string;
  let videoB: string;
  let pdf: string;
  let head: Record<string, string>;

  beforeAll(async () => {
    [server, media] = await Promise.all([startTestServer(dialect), makeMedia()]);
    tutor = await clientFor(server.url, 'tutor@demo.my');
    const up = async (path: string, file: string) => (await upload(tutor, path, file)).body.data.url ?? '';
    videoA = await up('/ajax/v2/tutor/course/upload-video', media.video);
    videoB = await up('/ajax/v2/tutor/course/upload-video', media.video);
    pdf = await up('/ajax/v2/tutor/course/upload-attachment', media.pdf);
    const prices = await tutor.get<{ data: Array<{ id: number }> }>('/ajax/v2/tutor/course/prices');
    const subs = await tutor.get<{ data: { sub_categories: Array<{ id: number }> } }>(
      '/ajax/v2/tutor/course/sub_categories?category_id=1',
    );
    head = {
      title: 'Kursus Borang',
      category_id: '1',
      sub_category_id: String(subs.body.data.sub_categories[0]?.id),
      tags: 'borang,spec',
      price_id: String(prices.body.data[0]?.id),
      discount_active: '0',
      discount: '',
      content: '<p>Dari borang</p>',
      requirement: '',
      benefit: '',
      special_invitation: '1',
    };
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  for (const as of ['urlencoded', 'multipart'] as const) {
    it(`creates, then changes a course from the form lists (${as})`, async () => {
      const created = await postForm(
        tutor,
        '/ajax/v2/tutor/course/save-draft',
        specForm({
          head,
          chapters: [
            {
              title: 'Bab Satu',
              modules: [{ title: 'Modul A', url: videoA }, { title: 'Modul B' }],
            },
            { title: 'Bab Dua', modules: [{ title: 'Modul C', url: videoB }] },
          ],
          attachments: [{ title: 'Nota', url: pdf }],
          codes: [{ code: `F${as.slice(0, 3).toUpperCase()}1` }],
        }),
        as,
      );
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      expect(created.body.message).toBe(AUTHORING_MSG.draftSaved);
      const course = created.body.data.course;
      expect(course.status_id).toBe(DRAFT_STATUS);
      expect(course.chapters.map((c) => [c.title, c.modules.map((m) => [m.title, m.module_url])])).toEqual([
        [
          'Bab Satu',
          [
            ['Modul A', videoA],
            ['Modul B', null],
          ],
        ],
        ['Bab Dua', [['Modul C', videoB]]],
      ]);
      expect(course.course_attachments.map((a) => [a.title, a.url])).toEqual([['Nota', pdf]]);
      expect(course.special_invitation).toBe(true);
      expect(course.code_accesses.map((c) => c.code)).toEqual([`F${as.slice(0, 3).toUpperCase()}1`]);
      const row = await server.db
        .selectFrom('courses')
        .select(['id', 'title'])
        .where('hashslug', '=', course.hashslug)
        .executeTakeFirstOrThrow();
      const tags = await server.db
        .selectFrom('course_tags')
        .innerJoin('tags', 'tags.id', 'course_tags.tag_id')
        .select('tags.name')
        .where('course_tags.course_id', '=', row.id)
        .execute();
      expect(tags.map((t) => t.name).sort()).toEqual(['borang', 'spec']);

      // The spec's form carries no version: the save applies to the course as it stands. Chapter two is
      // named by its id only, Modul B is deleted through the deletion list, the attachment is left out.
      const [one, two] = course.chapters;
      const changed = await postForm(
        tutor,
        '/ajax/v2/tutor/course/save-draft',
        specForm({
          hashslug: course.hashslug,
          head: { ...head, title: 'Kursus Borang Baru' },
          chapters: [
            {
              hashslug: one?.hashslug,
              title: 'Bab 1',
              modules: [{ hashslug: one?.modules[0]?.hashslug, title: 'Modul A', url: videoA }],
            },
            {
              id: two?.id,
              title: 'Bab 2',
              modules: [
                { hashslug: two?.modules[0]?.hashslug, title: 'Modul C', url: videoB },
                { title: 'Modul D' },
              ],
            },
          ],
          codes: [{ hashslug: course.code_accesses[0]?.hashslug, code: course.code_accesses[0]?.code ?? '' }],
          extra: [
            ['module_deletes[]', one?.modules[1]?.hashslug ?? ''],
            ['attachment_deletes[]', course.course_attachments[0]?.hashslug ?? ''],
          ],
        }),
        as,
      );
      expect(changed.status, JSON.stringify(changed.body)).toBe(200);
      const after = changed.body.data.course;
      expect(after.hashslug).toBe(course.hashslug);
      expect(after.version).toBe('2');
      expect(after.chapters.map((c) => c.id)).toEqual([one?.id, two?.id]);
      expect(after.chapters.map((c) => c.modules.map((m) => m.title))).toEqual([
        ['Modul A'],
        ['Modul C', 'Modul D'],
      ]);
      expect(after.course_attachments).toEqual([]);
      const renamed = await server.db
        .selectFrom('courses')
        .select('title')
        .where('id', '=', row.id)
        .executeTakeFirstOrThrow();
      expect(renamed.title).toBe('Kursus Borang Baru');
    });
  }

  it("keeps a chapter's quiz when the form does not list quizzes, and takes quiz_id[i][] when it does", async () => {
    const created = await postForm(
      tutor,
      '/ajax/v2/tutor/course/save-draft',
      specForm({ head, chapters: [{ title: 'Bab Kuiz', modules: [{ title: 'Modul' }] }] }),
      'urlencoded',
    );
    const course = created.body.data.course;
    const quiz = await tutor.post<{ data: { id: number } }>(
      `/ajax/v2/tutor/course/quiz/store/${course.hashslug}`,
      { title: 'Kuiz Borang', questions: [{ question: 'Betul?', type: 2, choose: 1 }] },
    );
    expect(quiz.status, JSON.stringify(quiz.body)).toBe(200);
    const chapter = course.chapters[0];
    const form = (extra: Pairs) =>
      specForm({
        hashslug: course.hashslug,
        head,
        chapters: [
          {
            hashslug: chapter?.hashslug,
            title: 'Bab Kuiz',
            modules: [{ hashslug: chapter?.modules[0]?.hashslug, title: 'Modul' }],
          },
        ],
        extra,
      });
    const picked = await postForm(
      tutor,
      '/ajax/v2/tutor/course/save-draft',
      form([['quiz_id[0][]', String(quiz.body.data.id)]]),
      'urlencoded',
    );
    expect(picked.status, JSON.stringify(picked.body)).toBe(200);
    expect(picked.body.data.course.chapters[0]?.quizs.map((q) => q.title)).toEqual(['Kuiz Borang']);
    const kept = await postForm(tutor, '/ajax/v2/tutor/course/save-draft', form([]), 'multipart');
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
    expect(kept.body.data.course.chapters[0]?.quizs.map((q) => q.title)).toEqual(['Kuiz Borang']);
  });

  it('answers errors under the form’s own field names and changes nothing', async () => {
    const before = await server.db
      .selectFrom('courses')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    const blank = await postForm(
      tutor,
      '/ajax/v2/tutor/course/save-draft',
      specForm({
        head,
        chapters: [
          { title: 'Bab', modules: [{ title: 'Modul' }] },
          { title: ' ', modules: [{ title: 'Modul' }, { title: '' }] },
        ],
      }),
      'urlencoded',
    );
    expect(blank.status).toBe(422);
    expect(blank.body.errors?.['chapter_title.1']).toEqual([AUTHORING_MSG.chapterTitleRequired]);
    expect(blank.body.errors?.['module_title.1.1']).toEqual([AUTHORING_MSG.moduleTitleRequired]);
    const strangers = await postForm(
      tutor,
      '/ajax/v2/tutor/course/save-draft',
      specForm({ head, chapters: [{ id: 999_999, title: 'Bab', modules: [{ title: 'Modul' }] }] }),
      'multipart',
    );
    expect(strangers.status).toBe(422);
    const after = await server.db
      .selectFrom('courses')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('refuses a form with more fields than it reads (413), never a course cut short', async () => {
    const chapters = Array.from({ length: 600 }, (_, i) => ({
      title: `Bab ${i}`,
      modules: [{ title: 'M' }],
    }));
    for (const as of ['urlencoded', 'multipart'] as const) {
      const big = await postForm(tutor, '/ajax/v2/tutor/course/save-draft', specForm({ head, chapters }), as);
      expect(big.status, as).toBe(413);
    }
    // Lists longer than qs's default array limit (20) still arrive as lists.
    const many = await postForm(
      tutor,
      '/ajax/v2/tutor/course/save-draft',
      specForm({ head, chapters: chapters.slice(0, 40) }),
      'urlencoded',
    );
    expect(many.status, JSON.stringify(many.body)).toBe(200);
    expect(many.body.data.course.chapters).toHaveLength(40);
  });

  it('takes Save & Exit the same way', async () => {
    const saved = await postForm(
      tutor,
      '/ajax/v2/tutor/course/save',
      specForm({ head, chapters: [{ title: 'Bab', modules: [{ title: 'Modul', url: videoA }] }] }),
      'multipart',
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.message).toBe(AUTHORING_MSG.courseSaved);
    expect(saved.body.data.course.chapters[0]?.modules[0]?.module_url).toBe(videoA);
  });
});
