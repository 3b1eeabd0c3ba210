import { AUTHORING_MSG, DRAFT_STATUS } from '@mahir/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientsFor, type TestClient } from '../support/http-client';
import { theRow } from '../support/rows';
import { dialects, startTestServer, type TestServer } from '../support/test-server';
import { type Draft, type MediaSet, makeMedia, upload } from './authoring-fixtures';
import { userIdOf } from './learning-fixtures';

describe.each(dialects())('tutor video courses on %s', (dialect) => {
  let server: TestServer;
  let tutor: TestClient;
  let student: TestClient;
  let visitor: TestClient;
  let media: MediaSet;
  let videoA: string;
  let videoB: string;
  let pdf: string;
  let banner: string;
  let priceId: number;
  let subCategoryId: number;
  let othersCourse: string;

  const base = () => ({
    title: 'Asas Fotografi',
    category_id: 1,
    sub_category_id: subCategoryId,
    tags: ['kamera', 'foto'],
    price_id: priceId,
    discount_active: true,
    discount: '5.00',
    content: '<p>Kursus asas</p>',
    requirement: 'Pemula',
    benefit: 'Mahir kamera',
    preview_banner: banner,
  });

  beforeAll(async () => {
    [server, media] = await Promise.all([startTestServer(dialect), makeMedia()]);
    [tutor, student, visitor] = await clientsFor(server.url, ['tutor@demo.my', 'student@demo.my', null]);
    const up = async (path: string, file: string) => (await upload(tutor, path, file)).body.data.url ?? '';
    videoA = await up('/ajax/v2/tutor/course/upload-video', media.video);
    videoB = await up('/ajax/v2/tutor/course/upload-video', media.video);
    pdf = await up('/ajax/v2/tutor/course/upload-attachment', media.pdf);
    banner = await up('/ajax/v2/tutor/course/upload-banner', media.jpgWithExif);
    const prices = await tutor.get<{ data: Array<{ id: number; price: string }> }>(
      '/ajax/v2/tutor/course/prices',
    );
    priceId = prices.body.data[0]?.id ?? 0;
    const subs = await tutor.get<{ data: { sub_categories: Array<{ id: number }>; tutor: boolean } }>(
      '/ajax/v2/tutor/course/sub_categories?category_id=1',
    );
    expect(subs.body.data.tutor).toBe(false);
    subCategoryId = subs.body.data.sub_categories[0]?.id ?? 0;
    const meId = await userIdOf(server.db, 'tutor@demo.my');
    const other = await server.db
      .selectFrom('courses')
      .select('hashslug')
      .where('user_id', '!=', meId)
      .where('kind', '=', 'video')
      .executeTakeFirstOrThrow();
    othersCourse = other.hashslug;
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  it('offers course categories, sub-categories with the tutor flag, and prices', async () => {
    const cats = await tutor.get<{ data: Array<{ id: number }> }>('/ajax/v2/tutor/course/categories');
    const ids = cats.body.data.map((c) => c.id);
    expect(ids).toContain(1);
    expect(ids).toContain(5);
    expect(ids).not.toContain(7);
    const tutorCat = await tutor.get<{ data: { tutor: boolean } }>(
      '/ajax/v2/tutor/course/sub_categories?category_id=5',
    );
    expect(tutorCat.body.data.tutor).toBe(true);
    expect(priceId).toBeGreaterThan(0);
  });

  it('saves a new draft aggregate, then diffs later saves and refuses a stale copy', async () => {
    const created = await tutor.post<Draft>('/ajax/v2/tutor/course/save-draft', {
      ...base(),
      chapters: [
        {
          title: 'Bab 1',
          modules: [
            { title: 'Modul 1', url: videoA },
            { title: 'Modul 2', url: null },
          ],
        },
        { title: 'Bab 2', modules: [{ title: 'Modul 3', url: videoB }] },
      ],
      attachments: [{ title: 'Nota', url: pdf }],
      special_invitation: true,
      access_codes: [{ code: 'JEMPUT1' }, { code: 'JEMPUT2' }],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.message).toBe(AUTHORING_MSG.draftSaved);
    const course = created.body.data.course;
    expect(course.status_id).toBe(DRAFT_STATUS);
    expect(course.version).toBe('1');
    expect(course.chapters.map((c) => c.title)).toEqual(['Bab 1', 'Bab 2']);
    expect(course.chapters[0]?.modules[0]).toMatchObject({
      module_url: videoA,
      module_duration: '00:00:02',
      transcode_status: 'pending',
    });
    expect(course.course_attachments).toHaveLength(1);
    expect(course.code_accesses.map((c) => c.code).sort()).toEqual(['JEMPUT1', 'JEMPUT2']);
    const row = await server.db
      .selectFrom('courses')
      .selectAll()
      .where('hashslug', '=', course.hashslug)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ discount: 500, discount_active: 1, kind: 'video', special_invitation: 1 });
    const jobs = await server.db
      .selectFrom('media_jobs')
      .selectAll()
      .where('kind', '=', 'transcode')
      .execute();
    expect(jobs.filter((j) => j.status === 'queued').length).toBeGreaterThanOrEqual(2);

    // Second save: rename chapter 1, drop Modul 2, move Modul 3 into chapter 1, delete chapter 2 and one code.
    const [ch1, ch2] = course.chapters;
    const m1 = ch1?.modules[0];
    const m3 = ch2?.modules[0];
    const keepCode = course.code_accesses.find((c) => c.code === 'JEMPUT1');
    const second = await tutor.post<Draft>('/ajax/v2/tutor/course/save-draft', {
      ...base(),
      hashslug: course.hashslug,
      version: course.version,
      chapters: [
        {
          hashslug: ch1?.hashslug,
          title: 'Bab Satu',
          modules: [
            { hashslug: m1?.hashslug, title: 'Modul 1', url: videoA },
            { hashslug: m3?.hashslug, title: 'Modul 3', url: videoB },
          ],
        },
      ],
      attachments: [],
      special_invitation: true,
      access_codes: [{ hashslug: keepCode?.hashslug, code: 'JEMPUT1' }],
      chapter_deletes: [ch2?.hashslug],
      module_deletes: [ch1?.modules[1]?.hashslug],
    });
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    const after = second.body.data.course;
    expect(after.version).toBe('2');
    expect(after.chapters).toHaveLength(1);
    expect(after.chapters[0]?.id).toBe(ch1?.id);
    expect(after.chapters[0]?.modules.map((m) => m.id)).toEqual([m1?.id, m3?.id]);
    expect(after.course_attachments).toEqual([]);
    expect(after.code_accesses.map((c) => c.id)).toEqual([keepCode?.id]);
    const courseId = row.id;
    const modules = await server.db
      .selectFrom('modules')
      .select('id')
      .where('course_id', '=', courseId)
      .execute();
    expect(modules).toHaveLength(2);

    // A save from the first copy (version 1) is refused and changes nothing.
    const stale = await tutor.post<Draft>('/ajax/v2/tutor/course/save-draft', {
      ...base(),
      title: 'Overwrite',
      hashslug: course.hashslug,
      version: course.version,
      chapters: [],
    });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(AUTHORING_MSG.staleCopy);
    const unchanged = await theRow(server.db, 'courses', ['title', 'version'], { id: courseId });
    expect(unchanged).toEqual({ title: 'Asas Fotografi', version: 2 });
  });

  it('sanitizes rich text on the way in: no script, no event handlers, no javascript: links', async () => {
    const saved = await tutor.post<Draft>('/ajax/v2/tutor/course/save-draft', {
      ...base(),
      title: 'Kursus Bertopeng',
      content: '<p onclick="steal()">Selamat <b>datang</b></p><script>alert(1)</script>',
      requirement: '<a href="javascript:alert(2)">klik</a><img src=x onerror="alert(3)">',
      benefit: '<iframe src="https://evil.example"></iframe><ul><li>Mahir</li></ul>',
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const row = await theRow(server.db, 'courses', ['content', 'requirement', 'benefit'], {
      hashslug: saved.body.data.course.hashslug,
    });
    const stored = `${row.content} ${row.requirement} ${row.benefit}`;
    for (const bad of ['<script', 'onclick', 'onerror', 'javascript:', '<iframe', 'alert(1)'])
      expect(stored).not.toContain(bad);
    // The harmless markup and every word of text are kept.
    expect(row.content).toContain('<strong>datang</strong>');
    expect(row.benefit).toContain('<li>Mahir</li>');
    expect(row.requirement).toContain('klik');
  });

  it('lets only one of two simultaneous saves of one copy win', async () => {
    const created = await tutor.post<Draft>('/ajax/v2/tutor/course/save-draft', { ...base(), chapters: [] });
    const { hashslug, version } = created.body.data.course;
    const save = (title: string) =>
      tutor.post<Draft>('/ajax/v2/tutor/course/save-draft', {
        ...base(),
        title,
        hashslug,
        version,
        chapters: [{ title: `Bab ${title}`, modules: [] }],
      });
    const results = await Promise.all([save('Satu'), save('Dua')]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const winner = results.find((r) => r.status === 200);
    const row = await theRow(server.db, 'courses', ['id', 'title', 'version'], { hashslug });
    expect(row.version).toBe(2);
    const chapters = await server.db
      .selectFrom('chapters')
      .select('title')
      .where('course_id', '=', row.id)
      .execute();
    expect(chapters).toEqual([{ title: winner?.body.data.course.chapters[0]?.title }]);
    expect(chapters[0]?.title).toBe(`Bab ${row.title}`);
  });

  it('refuses rows and files that are not the course’s or the tutor’s', async () => {
    const created = await tutor.post<Draft>('/ajax/v2/tutor/course/save-draft', { ...base(), chapters: [] });
    const { hashslug, version } = created.body.data.course;
    const foreignRow = await tutor.post<Draft>('/ajax/v2/tutor/course/save-draft', {
      ...base(),
      hashslug,
      version,
      chapters: [{ hashslug: 'not-a-chapter-of-this-course', title: 'X', modules: [] }],
    });
    expect(foreignRow.status).toBe(422);
    const seeded = await theRow(server.db, 'media_files', ['hashslug'], { owner_id: null, extension: 'mp4' });
    const foreignFile = await tutor.post<Draft>('/ajax/v2/tutor/course/save-draft', {
      ...base(),
      hashslug,
      version,
      chapters: [{ title: 'X', modules: [{ title: 'm', url: seeded.hashslug }] }],
    });
    expect(foreignFile.status).toBe(422);
    expect(Object.values(foreignFile.body.errors ?? {}).flat()).toContain(AUTHORING_MSG.mediaUnknown);
    const pdfAsVideo = await tutor.post<Draft>('/ajax/v2/tutor/course/save-draft', {
      ...base(),
      hashslug,
      version,
      chapters: [{ title: 'X', modules: [{ title: 'm', url: pdf }] }],
    });
    expect(pdfAsVideo.status).toBe(422);
    const noTags = await tutor.post<Draft>('/ajax/v2/tutor/course/save-draft', { ...base(), tags: [] });
    expect(noTags.status).toBe(422);
    expect(noTags.body.errors?.tags).toEqual([AUTHORING_MSG.tagRequired]);
  });

  it('applies the tutor-category rule: no price, discount or invitation', async () => {
    const subs = await tutor.get<{ data: { sub_categories: Array<{ id: number }> } }>(
      '/ajax/v2/tutor/course/sub_categories?category_id=5',
    );
    const res = await tutor.post<Draft>('/ajax/v2/tutor/course/save-draft', {
      ...base(),
      category_id: 5,
      sub_category_id: subs.body.data.sub_categories[0]?.id,
      special_invitation: true,
      access_codes: [{ code: 'ABC' }],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.course.special_invitation).toBe(false);
    expect(res.body.data.course.code_accesses).toEqual([]);
    const row = await server.db
      .selectFrom('courses')
      .selectAll()
      .where('hashslug', '=', res.body.data.course.hashslug)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ price_id: null, discount: 0, discount_active: 0, is_tutor: 1 });
  });

  it('shows the course with its tabs and submits it for review once', async () => {
    const created = await tutor.post<Draft>('/ajax/v2/tutor/course/save-draft', {
      ...base(),
      preview_url: videoA,
      chapters: [],
    });
    const { hashslug } = created.body.data.course;
    const view = await tutor.post<{ data: { course: Record<string, unknown> } }>(
      '/ajax/v2/tutor/course/hashslug',
      { hashslug },
    );
    expect(view.status).toBe(200);
    expect(view.body.data.course).toMatchObject({
      hashslug,
      title: 'Asas Fotografi',
      tags: ['foto', 'kamera'],
      discount: '5.00',
      preview_url: videoA,
      // The preview's length as upload-video answered it, beside its size.
      preview_duration: '00:00:02',
      preview_label: expect.stringMatching(/\d+(\.\d+)? (B|KB|MB)$/),
      // Each bar of the breakdown says which star it counts, apart from how many reviews gave it.
      rates: [5, 4, 3, 2, 1].map((star) => ({ star, no: 0, percent: 0, color: expect.any(String) })),
    });
    const submitted = await tutor.post<{ data: { status_id: number } }>('/ajax/v2/tutor/course/submit', {
      hashslug,
    });
    expect(submitted.body.data.status_id).toBe(0);
    const again = await tutor.post('/ajax/v2/tutor/course/submit', { hashslug });
    expect(again.status).toBe(409);
    const list = await tutor.get<{ data: { data: Array<{ hashslug: string }>; total: number } }>(
      '/ajax/v2/tutor/course/list?status=0',
    );
    expect(list.body.data.data.map((r) => r.hashslug)).toContain(hashslug);
  });

  it('keeps tutors out of other tutors’ courses and students out of every tutor route', async () => {
    const other = await tutor.post('/ajax/v2/tutor/course/hashslug', { hashslug: othersCourse });
    expect(other.status).toBe(403);
    const missing = await tutor.post('/ajax/v2/tutor/course/hashslug', { hashslug: 'nope' });
    expect(missing.status).toBe(404);
    const head = await theRow(server.db, 'courses', ['version'], { hashslug: othersCourse });
    const overwrite = await tutor.post('/ajax/v2/tutor/course/save-draft', {
      ...base(),
      hashslug: othersCourse,
      version: String(head.version),
    });
    expect(overwrite.status).toBe(403);
    expect((await student.post('/ajax/v2/tutor/course/hashslug', { hashslug: othersCourse })).status).toBe(
      403,
    );
    expect((await student.post('/ajax/v2/tutor/course/save-draft', base())).status).toBe(403);
    expect((await student.get('/ajax/v2/tutor/course/categories')).status).toBe(403);
    expect((await visitor.get('/ajax/v2/tutor/course/list')).status).toBe(401);
  });

  it('manages schedules, assignments and quizzes of an own course', async () => {
    const created = await tutor.post<Draft>('/ajax/v2/tutor/course/save-draft', { ...base(), chapters: [] });
    const { hashslug } = created.body.data.course;
    const id = (await theRow(server.db, 'courses', ['id'], { hashslug })).id;
    const sched = await tutor.post<{ data: { training_schedules: Array<{ id: number }> } }>(
      '/ajax/v2/tutor/course/store-training-schedule',
      {
        course_id: id,
        title: 'Live 1',
        date_time: '2026-12-01T10:00:00Z',
        streaming_url: 'https://meet.example.com/x',
      },
    );
    expect(sched.body.data.training_schedules).toHaveLength(1);
    const del = await tutor.post<{ data: { training_schedules: unknown[] } }>(
      '/ajax/v2/tutor/course/delete-training-schedule',
      {
        id: sched.body.data.training_schedules[0]?.id,
        course_id: id,
      },
    );
    expect(del.body.data.training_schedules).toEqual([]);
    const asg = await tutor.post<{ data: { course_assignments: Array<{ id: number }> } }>(
      '/ajax/v2/tutor/course/store-assignment',
      {
        course_id: id,
        title: 'Tugasan 1',
        description: 'Jawab semua soalan.',
      },
    );
    expect(asg.body.data.course_assignments).toHaveLength(1);
    // The view link shows the assignment: its description comes with the row.
    expect(asg.body.data.course_assignments[0]).toMatchObject({
      title: 'Tugasan 1',
      description: 'Jawab semua soalan.',
    });
    const quiz = await tutor.post<{ data: { id: number } }>(`/ajax/v2/tutor/course/quiz/store/${hashslug}`, {
      title: 'Kuiz Satu',
      questions: [
        { question: '2+2?', type: 1, choice1: '1', choice2: '2', choice3: '3', choice4: '4', answer: 4 },
      ],
    });
    expect(quiz.status).toBe(200);
    const found = await tutor.post<{
      data: { quizs: { data: Array<{ title: string; status: string }>; total: number } };
    }>('/ajax/v2/tutor/course/search-quiz?page=1', { hashslug, title: 'satu' });
    expect(found.body.data.quizs.total).toBe(1);
    // Attach it to a chapter with the save; the picker shows it checked and it stays takeable.
    const withQuiz = await tutor.post<Draft>('/ajax/v2/tutor/course/save-draft', {
      ...base(),
      hashslug,
      version: created.body.data.course.version,
      chapters: [{ title: 'Bab', modules: [], quizs: [quiz.body.data.id] }],
    });
    expect(withQuiz.status, JSON.stringify(withQuiz.body)).toBe(200);
    const picker = await tutor.post<{ data: { quizs: Array<{ id: number; is_checked: boolean }> } }>(
      '/ajax/v2/tutor/course/quizs',
      {
        hashslug,
      },
    );
    expect(picker.body.data.quizs).toEqual([{ id: quiz.body.data.id, title: 'Kuiz Satu', is_checked: true }]);
    const row = await theRow(server.db, 'quizzes', ['status'], { id: quiz.body.data.id });
    expect(row.status).toBe('available');
    expect(
      (await tutor.post('/ajax/v2/tutor/course/delete-quiz', { id: quiz.body.data.id, hashslug })).status,
    ).toBe(409);
    expect(
      (await tutor.post('/ajax/v2/tutor/course/quiz/remove-quiz', { quiz_id: quiz.body.data.id })).status,
    ).toBe(200);
    const gone = await tutor.post('/ajax/v2/tutor/course/delete-quiz', { id: quiz.body.data.id, hashslug });
    expect(gone.status).toBe(200);
  });
});
