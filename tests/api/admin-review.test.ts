import { REVIEW_MSG } from '@mahir/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoClients, type TestClient } from '../support/http-client';
import { dialects, startTestServer, type TestServer } from '../support/test-server';
import { subCategoryOf } from './authoring-fixtures';

interface Draft {
  data: { course: { hashslug: string; version: string } };
}

describe.each(dialects())('admin review on %s', (dialect) => {
  let server: TestServer;
  let admin: TestClient;
  let tutor: TestClient;
  let student: TestClient;
  let subCategoryId: number;
  let priceId: number;

  const draft = async (title: string, categoryId = 1, sub = subCategoryId) => {
    const res = await tutor.post<Draft>('/ajax/v2/tutor/course/save-draft', {
      title,
      category_id: categoryId,
      sub_category_id: sub,
      tags: ['ulasan'],
      price_id: priceId,
      content: `<p>${title}</p>`,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { hashslug } = res.body.data.course;
    expect((await tutor.post('/ajax/v2/tutor/course/submit', { hashslug })).status).toBe(200);
    return hashslug;
  };
  const search = async (keyword: string) =>
    (
      await admin.post<{ data: { data: Array<{ title: string }> } }>('/ajax/v2/vod/course/search?page=1', {
        keyword,
      })
    ).body.data.data.map((c) => c.title);

  beforeAll(async () => {
    server = await startTestServer(dialect);
    [admin, tutor, student] = await demoClients(server.url, ['admin', 'tutor', 'student']);
    subCategoryId = await subCategoryOf(server.db, 1);
    priceId = (
      await server.db.selectFrom('price_list').select('id').where('status', '=', 1).executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(async () => {
    await server?.close();
  });

  it('lists pending courses and shows one read-only with its author', async () => {
    const hashslug = await draft('Kursus Untuk Disemak');
    const list = await admin.get<{ data: { data: Array<{ hashslug: string; status_id: number }> } }>(
      '/ajax/v2/admin/course/list?status=0',
    );
    expect(list.body.data.data.find((r) => r.hashslug === hashslug)?.status_id).toBe(0);
    const view = await admin.post<{
      data: { course: { title: string; user: { name: string }; status_id: number } };
    }>('/ajax/v2/admin/course/hashslug', { hashslug });
    expect(view.status).toBe(200);
    expect(view.body.data.course).toMatchObject({ title: 'Kursus Untuk Disemak', status_id: 0 });
    expect(view.body.data.course.user.name).toBeTruthy();
  });

  it('publishes a pending course into the storefront catalogue', async () => {
    const hashslug = await draft('Zirkonia Istimewa Kursus');
    expect(await search('Zirkonia')).toEqual([]);
    const res = await admin.post<{ data: { status_id: number }; message: string }>(
      '/ajax/v2/admin/course/review',
      { hashslug, action: 1 },
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ data: { status_id: 1 }, message: REVIEW_MSG.published });
    // The catalogue caches pages for half a minute, so ask with other words.
    expect(await search('Istimewa Zirkonia')).toEqual(['Zirkonia Istimewa Kursus']);
    const again = await admin.post('/ajax/v2/admin/course/review', { hashslug, action: 1 });
    expect(again.status).toBe(409);
  });

  it('rejects with a reason the tutor then sees, and the tutor can resubmit', async () => {
    const hashslug = await draft('Kursus Ditolak');
    const noReason = await admin.post<{ errors: Record<string, string[]> }>('/ajax/v2/admin/course/review', {
      hashslug,
      action: 2,
    });
    expect(noReason.status).toBe(422);
    expect(noReason.body.errors.reject_reason).toEqual([REVIEW_MSG.reasonRequired]);
    const res = await admin.post('/ajax/v2/admin/course/review', {
      hashslug,
      action: 2,
      reject_reason: 'Video kabur',
    });
    expect(res.status).toBe(200);
    const seen = await tutor.post<{ data: { course: { status_id: number; reject_reason: string } } }>(
      '/ajax/v2/tutor/course/hashslug',
      { hashslug },
    );
    expect(seen.body.data.course).toMatchObject({ status_id: 2, reject_reason: 'Video kabur' });
    expect((await tutor.post('/ajax/v2/tutor/course/submit', { hashslug })).status).toBe(200);
  });

  it('updates the recurring id of a published tutor course only', async () => {
    const tutorSub = (
      await server.db
        .selectFrom('sub_categories')
        .select('id')
        .where('category_id', '=', 5)
        .executeTakeFirstOrThrow()
    ).id;
    const hashslug = await draft('Kursus Tutor Bulanan', 5, tutorSub);
    const early = await admin.post<{ message: string }>('/ajax/v2/admin/course/review', {
      hashslug,
      action: 3,
      recurring_id: 'RC-1',
    });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(REVIEW_MSG.notPublishedTutorCourse);
    await admin.post('/ajax/v2/admin/course/review', { hashslug, action: 1 });
    const res = await admin.post('/ajax/v2/admin/course/review', {
      hashslug,
      action: 3,
      recurring_id: 'RC-1',
    });
    expect(res.status).toBe(200);
    const row = await server.db
      .selectFrom('courses')
      .select(['recurring_id', 'status_id'])
      .where('hashslug', '=', hashslug)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ recurring_id: 'RC-1', status_id: 1 });
  });

  it('keeps review for admins only', async () => {
    const hashslug = await draft('Kursus Rahsia');
    expect((await tutor.post('/ajax/v2/admin/course/review', { hashslug, action: 1 })).status).toBe(403);
    expect((await student.post('/ajax/v2/admin/course/hashslug', { hashslug })).status).toBe(403);
    expect((await student.get('/ajax/v2/admin/digital-asset/list')).status).toBe(403);
    // A course is not reviewed through the digital-asset routes.
    expect((await admin.post('/ajax/v2/admin/digital-asset/hashslug', { hashslug })).status).toBe(404);
  });
});
