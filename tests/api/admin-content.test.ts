import { CONTENT_MSG, MSG } from '@mahir/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor, demoClients, type TestClient } from '../support/http-client';
import { dialects, startTestServer, type TestServer } from '../support/test-server';
import { type MediaSet, makeMedia, upload } from './authoring-fixtures';

interface Saved {
  data: { hashslug: string; url: string };
  message?: string;
  errors?: Record<string, string[]>;
}

describe.each(dialects())('admin content on %s', (dialect) => {
  let server: TestServer;
  let admin: TestClient;
  let tutor: TestClient;
  let student: TestClient;
  let media: MediaSet;
  /** The admin posts one of the content forms (urlencoded, as the back office sends them). */
  const postForm = (path: string, body: Record<string, unknown>) =>
    admin.post<Saved>(path, body, { form: true });
  /** Saves an edit of a created row (its hashslug in `form`), then reads the row back as the edit page does. */
  const editAndRead = async <T>(
    [savePath, readPath]: [string, string],
    form: Record<string, unknown> & { hashslug: string },
  ) => {
    const saved = await postForm(savePath, form);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    return (await admin.post<{ data: T }>(readPath, { hashslug: form.hashslug })).body.data;
  };
  const image = async (path: string, file: string) => {
    const res = await upload(admin, path, file);
    expect(res.body.data.is_format, JSON.stringify(res.body)).toBe(true);
    return res.body.data.url ?? '';
  };

  beforeAll(async () => {
    [server, media] = await Promise.all([startTestServer(dialect), makeMedia()]);
    [admin, tutor, student] = await demoClients(server.url, ['admin', 'tutor', 'student']);
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  it('creates and edits a package within the rules', async () => {
    const cats = await admin.get<{ data: { tutor_category: { sub_category: Array<{ id: number }> } } }>(
      '/ajax/v2/admin/package/tutor_categories',
    );
    const sub = cats.body.data.tutor_category.sub_category[0]?.id ?? 0;
    const total = (
      await admin.get<{ data: { total: number } }>(
        `/ajax/v2/admin/package/total_mahir_tutor?sub_category_id=${sub}`,
      )
    ).body.data.total;
    expect(total).toBeGreaterThan(0);
    const form = {
      name: 'Pakej Emas',
      price: 99,
      frequency: 3,
      recurring_id: 'R1',
      mahir_tutor_category_id: sub,
      total_mahir_tutor: 1,
      coin: 50,
    };
    const created = await postForm('/ajax/v2/admin/package/store', form);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const bad = await postForm('/ajax/v2/admin/package/store', {
      ...form,
      name: 'X'.repeat(23),
      price: '9.50',
      frequency: 2,
      total_mahir_tutor: total + 1,
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors ?? {}).sort()).toEqual(['frequency', 'name', 'price']);
    const tooMany = await postForm('/ajax/v2/admin/package/store', { ...form, total_mahir_tutor: total + 1 });
    expect(tooMany.body.errors?.total_mahir_tutor).toEqual([CONTENT_MSG.subjectsRange(total)]);
    const info = await editAndRead<{
      package: { name: string; price: number; is_active: number; coin: number };
    }>(['/ajax/v2/admin/package/update', '/ajax/v2/admin/package/info'], {
      ...form,
      hashslug: created.body.data.hashslug,
      name: 'Pakej Emas 2',
      is_active: 0,
    });
    expect(info.package).toMatchObject({ name: 'Pakej Emas 2', price: 99, is_active: 0, coin: 50 });
  });

  it('keeps only accepted merchandise images, at most five', async () => {
    const a = await image('/ajax/v2/admin/merchandise/upload-image', media.jpgWithExif);
    const b = await image('/ajax/v2/admin/merchandise/upload-image', media.png);
    const refused = await upload(admin, '/ajax/v2/admin/merchandise/upload-image', media.textNamedJpg);
    expect(refused.body.data.is_format).toBe(false);
    const form = {
      name: 'Baju Mahir',
      desc: 'Baju',
      price: '35.00',
      color: 'Biru',
      size: 'L',
      images: [a, b],
    };
    const created = await admin.post<Saved>('/ajax/v2/admin/merchandise/store', form);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const six = await admin.post<Saved>('/ajax/v2/admin/merchandise/store', {
      ...form,
      images: [a, b, a, b, a, b],
    });
    expect(six.body.errors?.images).toEqual([CONTENT_MSG.imagesMax]);
    const info = await admin.post<{
      data: { merchandise: { galleries: Array<{ hashslug: string; url: string }>; price_sen: number } };
    }>('/ajax/v2/admin/merchandise/hashslug', { hashslug: created.body.data.hashslug });
    expect(info.body.data.merchandise.price_sen).toBe(3500);
    const [first, second] = info.body.data.merchandise.galleries;
    const updated = await admin.post<Saved>('/ajax/v2/admin/merchandise/update', {
      ...form,
      hashslug: created.body.data.hashslug,
      images: [b],
      attachment_deletes: [first?.hashslug],
    });
    expect(updated.status).toBe(200);
    const after = await admin.post<{ data: { merchandise: { galleries: Array<{ hashslug: string }> } } }>(
      '/ajax/v2/admin/merchandise/hashslug',
      { hashslug: created.body.data.hashslug },
    );
    expect(after.body.data.merchandise.galleries.map((g) => g.hashslug)).toEqual([second?.hashslug]);
  });

  it('saves banners with the headline rules and an accepted image', async () => {
    const path = await image('/ajax/v2/admin/banner/upload', media.jpgWithExif);
    const form = {
      headline: 'Belajar Sekarang',
      sub_headline: 'Kursus baharu',
      is_button: 1,
      button_label: 'Daftar',
      button_link: '/daftar',
      path,
    };
    const created = await postForm('/ajax/v2/admin/banner/store', form);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    type Shown = {
      data: { banners: Array<{ hashslug: string; headline: string; button: unknown; image_url: string }> };
    };
    const shown = async () =>
      (await (await clientFor(server.url)).get<Shown>('/ajax/v2/banner/list')).body.data.banners;
    const live = (await shown()).find((b) => b.hashslug === created.body.data.hashslug);
    expect(live).toMatchObject({
      headline: 'Belajar Sekarang',
      button: { label: 'Daftar', link: '/daftar' },
    });
    expect(live?.image_url).toMatch(/^\/media\/public\/.+\.jpg$/);
    const bad = await postForm('/ajax/v2/admin/banner/store', {
      ...form,
      sub_headline: 'x'.repeat(81),
      button_label: '',
    });
    expect(bad.body.errors?.sub_headline).toEqual([CONTENT_MSG.subHeadlineMax]);
    expect(bad.body.errors?.button_label).toEqual([CONTENT_MSG.buttonLabelRequired]);
    const info = await editAndRead<{ banner: { headline: string; is_active: number; image_ext: string } }>(
      ['/ajax/v2/admin/banner/store', '/ajax/v2/admin/banner/hashslug'],
      { ...form, hashslug: created.body.data.hashslug, headline: 'Baharu', is_active: 2 },
    );
    expect(info.banner).toMatchObject({ headline: 'Baharu', is_active: 2, image_ext: 'jpg' });
    // Inactive banners leave the storefront; the seed's active ones stay.
    const after = await shown();
    expect(after.map((b) => b.hashslug)).not.toContain(created.body.data.hashslug);
    expect(after.length).toBeGreaterThan(0);
  });

  it('looks the reseller up before a sponsorship is saved', async () => {
    const unknown = await admin.post<{ message: string }>(
      '/ajax/v2/admin/organization/sponsorship/find-seller',
      { reseller_code: 'ZZ999' },
    );
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(MSG.resellerCodeInvalid);
    const found = await admin.post<{ data: { user: { name: string } } }>(
      '/ajax/v2/admin/organization/sponsorship/find-seller',
      {
        reseller_code: 'RS0001',
      },
    );
    expect(found.status).toBe(200);
    const form = {
      name: 'Syarikat Maju',
      start_date: '2026-01-01',
      end_date: '2026-12-31',
      reseller_code: 'RS0001',
      payment_date: '2026-01-05',
      payment_amount: '1200.00',
    };
    const created = await admin.post<Saved>('/ajax/v2/admin/organization/sponsorship/store', form);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const wrong = await admin.post<Saved>('/ajax/v2/admin/organization/sponsorship/store', {
      ...form,
      reseller_code: 'ZZ999',
    });
    expect(wrong.body.errors?.reseller_code).toEqual([MSG.resellerCodeInvalid]);
    const updated = await admin.post<Saved>('/ajax/v2/admin/organization/sponsorship/update', {
      ...form,
      hashslug: created.body.data.hashslug,
      payment_amount: '1500',
    });
    expect(updated.status).toBe(200);
    const info = await admin.post<{ data: { sponsor: { payment_amount: string; reseller_name: string } } }>(
      '/ajax/v2/admin/organization/sponsorship/hashslug',
      { hashslug: created.body.data.hashslug },
    );
    expect(info.body.data.sponsor).toMatchObject({
      payment_amount: '1500.00',
      reseller_name: found.body.data.user.name,
    });
  });

  it('pages, searches and edits the price list', async () => {
    const first = await admin.get<{
      data: { data: Array<{ id: number; tier: string }>; total: number; per_page: number };
    }>('/ajax/v2/admin/price/index');
    expect(first.body.data.per_page).toBe(20);
    expect(first.body.data.total).toBeGreaterThan(0);
    const row = first.body.data.data[0];
    const edited = await admin.post<{ data: { price: { price2: string; status2: string } } }>(
      `/ajax/v2/admin/price/${row?.id}/update`,
      { tier: 'Tier Ujian', price: '12.50', country_id: 1, status: 0 },
      { form: true },
    );
    expect(edited.body.data.price).toMatchObject({ price2: 'RM 12.50', status2: 'INACTIVE' });
    const found = await admin.get<{ data: { data: Array<{ tier: string }>; total: number } }>(
      '/ajax/v2/admin/price/index?search=ujian&per_page=5',
    );
    expect(found.body.data.data.map((p) => p.tier)).toEqual(['Tier Ujian']);
  });

  it('creates physical and online events with their own required fields', async () => {
    const webinar = {
      name: 'Webinar Ujian',
      description: 'Sesi',
      type_id: 2,
      date: '2026-12-12',
      time: '20:30',
      speaker: 'Cikgu A',
      allowed_groups: ['student', 'parent'],
    };
    const online = await admin.post<Saved>('/ajax/v2/admin/event/store', { ...webinar, price: '0' });
    expect(online.status).toBe(422);
    expect(online.body.errors?.meeting_link).toEqual([CONTENT_MSG.meetingLinkRequired]);
    const ok = await admin.post<Saved>('/ajax/v2/admin/event/store', {
      ...webinar,
      meeting_link: 'https://meet.example.com/x',
      location: 'ignored',
      price: '15.00',
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    const info = await admin.post<{
      data: { event: { location: string | null; price_sen: number; allowed_groups: string[] } };
    }>('/ajax/v2/admin/event/hashslug', { hashslug: ok.body.data.hashslug });
    expect(info.body.data.event).toMatchObject({
      location: null,
      price_sen: 1500,
      allowed_groups: ['student', 'parent'],
    });
  });

  it('is for admins only', async () => {
    expect((await tutor.get('/ajax/v2/admin/price/index')).status).toBe(403);
    expect((await student.get('/ajax/v2/admin/package/list')).status).toBe(403);
    expect((await upload(tutor, '/ajax/v2/admin/banner/upload', media.png)).status).toBe(403);
  });
});
