import { DEMO_SLUGS } from '@mahir/seed';
import { MSG, PACKAGE_NEXT_URL, type PackageInfo } from '@mahir/shared';
import { PACKAGE_COURSE_NOT_OFFERED } from '@mahir/shared/rules/package-selection';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor, type TestClient } from '../support/http-client';
import { dialects, startTestServer, type TestServer } from '../support/test-server';

interface ErrorBody {
  message: string;
  errors?: Record<string, string[]>;
}

describe.each(dialects())('package on %s', (dialect) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(dialect);
  });
  afterAll(async () => {
    await server?.close();
  });

  const showPackage = async (client: TestClient, hashslug: string = DEMO_SLUGS.package) =>
    client.post<{ data: { package: PackageInfo } }>(
      '/ajax/v2/package/hashslug',
      { hashslug },
      { form: true },
    );

  const cartLines = (ownerKey: string) =>
    server.db
      .selectFrom('cart_items')
      .innerJoin('carts', 'carts.id', 'cart_items.cart_id')
      .select([
        'cart_items.item_type',
        'cart_items.item_id',
        'cart_items.options',
        'cart_items.price',
        'carts.type',
      ])
      .where('carts.owner_key', '=', ownerKey)
      .execute();

  const sessionKeyOf = async (client: TestClient) => {
    const row = await server.db
      .selectFrom('sessions')
      .select('id')
      .where('csrf_token', '=', client.csrf)
      .executeTakeFirstOrThrow();
    return `session:${row.id}`;
  };

  describe('GET /ajax/v2/package/list', () => {
    it('lists every active package with its subject, cheapest first, and nothing inactive', async () => {
      const visitor = await clientFor(server.url);
      const res = await visitor.get<{
        data: { packages: Array<{ hashslug: string; price: number; mahir_category: { name: string } }> };
      }>('/ajax/v2/package/list');
      expect(res.status).toBe(200);
      const active = await server.db
        .selectFrom('packages')
        .select(['hashslug', 'price'])
        .where('is_active', '=', 1)
        .orderBy('price')
        .orderBy('id')
        .execute();
      expect(active.length).toBeGreaterThan(0);
      expect(res.body.data.packages.map((p) => p.hashslug)).toEqual(active.map((p) => p.hashslug));
      expect(res.body.data.packages.some((p) => p.hashslug === DEMO_SLUGS.package)).toBe(true);
      for (const p of res.body.data.packages) expect(p.mahir_category.name).not.toBe('');
    });
  });

  describe('POST /ajax/v2/package/hashslug', () => {
    it('answers an active package with the published tutor courses of its sub-category', async () => {
      const visitor = await clientFor(server.url);
      const res = await showPackage(visitor);
      expect(res.status).toBe(200);
      const pkg = res.body.data.package;
      const row = await server.db
        .selectFrom('packages')
        .innerJoin('sub_categories', 'sub_categories.id', 'packages.mahir_tutor_category_id')
        .select([
          'packages.id',
          'packages.name',
          'packages.total_mahir_tutor',
          'packages.mahir_tutor_category_id',
          'sub_categories.name as sub',
        ])
        .where('packages.hashslug', '=', DEMO_SLUGS.package)
        .executeTakeFirstOrThrow();
      expect(pkg).toMatchObject({
        id: row.id,
        name: 'Pakej Tahun 5',
        hashslug: DEMO_SLUGS.package,
        mahir_category: { name: row.sub },
        total_mahir_tutor: 3,
      });
      const expected = await server.db
        .selectFrom('courses')
        .select(['id', 'title'])
        .where('sub_category_id', '=', row.mahir_tutor_category_id)
        .where('is_tutor', '=', 1)
        .where('is_active', '=', 1)
        .where('status_id', '=', 1)
        .execute();
      expect(pkg.mahir_courses.map((c) => c.id).sort((a, b) => a - b)).toEqual(
        expected.map((c) => c.id).sort((a, b) => a - b),
      );
      expect(pkg.mahir_courses.length).toBeGreaterThan(3);
      const tutorCourse = await server.db
        .selectFrom('courses')
        .select('id')
        .where('hashslug', '=', DEMO_SLUGS.tutorCourse)
        .executeTakeFirstOrThrow();
      expect(pkg.mahir_courses.map((c) => c.id)).toContain(tutorCourse.id);
    });

    it('does not offer inactive or unknown packages, and needs a hashslug', async () => {
      const visitor = await clientFor(server.url);
      const inactive = await server.db
        .selectFrom('packages')
        .select('hashslug')
        .where('is_active', '=', 0)
        .executeTakeFirstOrThrow();
      expect((await showPackage(visitor, inactive.hashslug)).status).toBe(404);
      expect((await showPackage(visitor, 'no-such-package')).status).toBe(404);
      const missing = await visitor.post<ErrorBody>('/ajax/v2/package/hashslug', {}, { form: true });
      expect(missing.status).toBe(422);
      expect(missing.body.errors?.hashslug).toBeDefined();
    });
  });

  describe('POST /ajax/v2/package/next', () => {
    it('refuses too few, too many and foreign courses with the spec messages, writing nothing', async () => {
      const visitor = await clientFor(server.url);
      const pkg = (await showPackage(visitor)).body.data.package;
      const ids = pkg.mahir_courses.map((c) => c.id);

      const none = await visitor.post<ErrorBody>('/ajax/v2/package/next', {
        hashslug: pkg.hashslug,
        mahir_course_id: [],
      });
      expect(none.status).toBe(422);
      expect(none.body.errors?.mahir_course_id).toEqual([MSG.packageCourseRequired]);

      const tooMany = await visitor.post<ErrorBody>('/ajax/v2/package/next', {
        hashslug: pkg.hashslug,
        mahir_course_id: ids.slice(0, 4),
      });
      expect(tooMany.status).toBe(422);
      expect(tooMany.body.errors?.mahir_course_id).toEqual(['You have selected more than 3 courses']);

      const outsider = await server.db
        .selectFrom('courses')
        .select('id')
        .where('id', 'not in', ids)
        .executeTakeFirstOrThrow();
      const foreign = await visitor.post<ErrorBody>('/ajax/v2/package/next', {
        hashslug: pkg.hashslug,
        mahir_course_id: [ids[0], outsider.id],
      });
      expect(foreign.status).toBe(422);
      expect(foreign.body.errors?.mahir_course_id).toEqual([PACKAGE_COURSE_NOT_OFFERED]);

      const unknown = await visitor.post('/ajax/v2/package/next', {
        hashslug: 'no-such-package',
        mahir_course_id: [ids[0]],
      });
      expect(unknown.status).toBe(404);
      expect(await cartLines(await sessionKeyOf(visitor))).toEqual([]);
    });

    it('stores a visitor’s choice in the session’s subscription cart and replaces it on a new choice', async () => {
      const visitor = await clientFor(server.url);
      const pkg = (await showPackage(visitor)).body.data.package;
      const ids = pkg.mahir_courses.map((c) => c.id);
      const res = await visitor.post<{ data: { url: string } }>('/ajax/v2/package/next', {
        hashslug: pkg.hashslug,
        mahir_course_id: [ids[0], ids[1]],
      });
      expect(res.status).toBe(200);
      expect(res.body.data.url).toBe(PACKAGE_NEXT_URL);
      expect(res.body.data.url).toBe('/subscription/checkout');

      const key = await sessionKeyOf(visitor);
      const first = await cartLines(key);
      expect(first).toHaveLength(1);
      expect(first[0]).toMatchObject({
        type: 'subscription',
        item_type: 'package',
        item_id: pkg.id,
        price: 5000,
      });
      expect(JSON.parse(first[0]?.options ?? '{}').mahir_course_id).toEqual([ids[0], ids[1]]);

      const again = await visitor.post('/ajax/v2/package/next', {
        hashslug: pkg.hashslug,
        mahir_course_id: [ids[2]],
      });
      expect(again.status).toBe(200);
      const second = await cartLines(key);
      expect(second).toHaveLength(1);
      expect(JSON.parse(second[0]?.options ?? '{}').mahir_course_id).toEqual([ids[2]]);
    });

    it('stores a student’s choice in their own cart, accepting form-style lists too', async () => {
      const student = await clientFor(server.url, 'student@demo.my');
      const pkg = (await showPackage(student)).body.data.package;
      const ids = pkg.mahir_courses.map((c) => c.id).slice(0, 3);
      const res = await student.post<{ data: { url: string } }>(
        '/ajax/v2/package/next',
        { hashslug: pkg.hashslug, mahir_course_id: ids },
        { form: true },
      );
      expect(res.status).toBe(200);
      expect(res.body.data.url).toBe('/subscription/checkout');
      const user = await server.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', 'student@demo.my')
        .executeTakeFirstOrThrow();
      const lines = await cartLines(`user:${user.id}`);
      expect(lines).toHaveLength(1);
      expect(JSON.parse(lines[0]?.options ?? '{}').mahir_course_id).toEqual(ids);
    });

    it('keeps a visitor’s choice when they log in as a student afterwards', async () => {
      const visitor = await clientFor(server.url);
      const pkg = (await showPackage(visitor)).body.data.package;
      const ids = pkg.mahir_courses.map((c) => c.id).slice(0, 2);
      await visitor.post('/ajax/v2/package/next', { hashslug: pkg.hashslug, mahir_course_id: ids });
      const visitorKey = await sessionKeyOf(visitor);
      await visitor.login('student@demo.my');
      const user = await server.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', 'student@demo.my')
        .executeTakeFirstOrThrow();
      expect(await cartLines(visitorKey)).toHaveLength(0);
      const lines = await cartLines(`user:${user.id}`);
      expect(lines).toHaveLength(1);
      expect(JSON.parse(lines[0]?.options ?? '{}').mahir_course_id).toEqual(ids);
    });

    it('turns away logged-in users who are neither students nor parents with the student-only notice', async () => {
      for (const email of ['tutor@demo.my', 'hr@demo.my']) {
        const client = await clientFor(server.url, email);
        const pkg = (await showPackage(client)).body.data.package;
        const res = await client.post<ErrorBody>('/ajax/v2/package/next', {
          hashslug: pkg.hashslug,
          mahir_course_id: [pkg.mahir_courses[0]?.id],
        });
        expect(res.status, email).toBe(403);
        expect(res.body.message).toBe(MSG.packageStudentOnly);
        const user = await server.db
          .selectFrom('users')
          .select('id')
          .where('email', '=', email)
          .executeTakeFirstOrThrow();
        expect(await cartLines(`user:${user.id}`)).toEqual([]);
      }
    });
  });
});
