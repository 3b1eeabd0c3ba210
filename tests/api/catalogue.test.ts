import { indexCourses, recountSearchTerms } from '@mahir/db';
import { DEMO_SLUGS } from '@mahir/seed';
import type { CatalogueCategory, CataloguePage, CourseCard } from '@mahir/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor, type TestClient } from '../support/http-client';
import { dialects, startTestServer, type TestServer } from '../support/test-server';

interface ErrorBody {
  message: string;
  errors?: Record<string, string[]>;
}

const CARD_FIELDS = [
  'id',
  'link',
  'title',
  'title_short',
  'rel_title',
  'banner',
  'feedback_count',
  'feedback_rate',
  'full_name',
  'name',
  'uname',
  'total_price',
  'sell_price',
  'discount_active',
  'special_invitation',
  'all_subscribers',
  'all_discussions',
  'rel_subscribers',
  'rel_discussions',
  'wishlist_status',
].sort();

describe.each(dialects())('catalogue on %s', (dialect) => {
  let server: TestServer;
  let visitor: TestClient;
  beforeAll(async () => {
    server = await startTestServer(dialect);
    visitor = await clientFor(server.url);
  });
  afterAll(async () => {
    await server?.close();
  });

  const search = (client: TestClient, body: Record<string, unknown>, page = 1) =>
    client.post<{ data: CataloguePage } & ErrorBody>(`/ajax/v2/vod/course/search?page=${page}`, body);
  const slugOf = (card: CourseCard) => card.link.replace('/course/', '');
  const publishedCount = async (categoryIds: number[], subCategoryId?: number) => {
    let q = server.db
      .selectFrom('courses')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status_id', '=', 1)
      .where('category_id', 'in', categoryIds);
    if (subCategoryId !== undefined) q = q.where('sub_category_id', '=', subCategoryId);
    return Number((await q.executeTakeFirstOrThrow()).n);
  };

  it('answers the all page with its hero and the Semua, Teknikal, Insaniah, Keusahawanan, partner filters', async () => {
    const res = await visitor.get<{ data: { category: CatalogueCategory } }>(
      '/ajax/v2/vod/course/category/all',
    );
    expect(res.status).toBe(200);
    const { category } = res.body.data;
    expect(category.sub_category).toEqual([
      { slug: 'all', name: 'Semua' },
      { slug: 'technical', name: 'Teknikal' },
      { slug: 'soft-skills', name: 'Insaniah' },
      { slug: 'entrepreneurship', name: 'Keusahawanan' },
      { slug: 'partner', name: 'Rakan Strategik' },
    ]);
    expect(category).toMatchObject({
      slug: 'all',
      title: 'Semua Kursus',
      background: 'courses',
      partners: [],
    });
    expect(category.tagline.length).toBeGreaterThan(20);
  });

  it('lists the tutor sub-categories and the strategic partners on the tutor page', async () => {
    const res = await visitor.get<{ data: { category: CatalogueCategory } }>(
      '/ajax/v2/vod/course/category/tutor',
    );
    expect(res.status).toBe(200);
    const subs = (category: number) =>
      server.db
        .selectFrom('sub_categories')
        .select(['slug', 'name'])
        .where('category_id', '=', category)
        .orderBy('position')
        .execute();
    expect(res.body.data.category.sub_category).toEqual(await subs(5));
    const partners = res.body.data.category.partners;
    expect(partners.map(({ slug, name }) => ({ slug, name }))).toEqual(await subs(4));
    expect(res.body.data.category).toMatchObject({ name: 'Mahir Tutor', background: 'tutor' });
    // Each partner shows its own logo image, served publicly as a real PNG.
    for (const partner of partners) {
      expect(partner.logo).toMatch(/^\/media\/public\/\w+\.png$/);
      const logo = await visitor.request('GET', partner.logo ?? '');
      expect(logo.status).toBe(200);
      expect(logo.headers.get('content-type')).toBe('image/png');
    }
  });

  it('gives tutor, ebook, audiobook and stok-foto their own hero look, and 404 for an unknown page', async () => {
    const looks: string[] = [];
    for (const slug of ['tutor', 'ebook', 'audiobook', 'stok-foto']) {
      const res = await visitor.get<{ data: { category: CatalogueCategory } }>(
        `/ajax/v2/vod/course/category/${slug}`,
      );
      looks.push(res.body.data.category.background);
    }
    expect(new Set(looks).size).toBe(4);
    expect((await visitor.get('/ajax/v2/vod/course/category/nope')).status).toBe(404);
  });

  it('answers cards with exactly the spec fields and the course values', async () => {
    const res = await search(visitor, { keyword: 'Pembangunan Web Moden' });
    expect(res.status).toBe(200);
    const card = res.body.data.data.find((c) => slugOf(c) === DEMO_SLUGS.videoCourse);
    expect(card).toBeDefined();
    if (!card) return;
    expect(Object.keys(card).sort()).toEqual(CARD_FIELDS);
    const row = await server.db
      .selectFrom('courses as c')
      .innerJoin('users as u', 'u.id', 'c.user_id')
      .innerJoin('media_files as m', 'm.id', 'c.banner_media_id')
      .select([
        'c.id',
        'c.title',
        'c.sell_price',
        'c.discount',
        'c.feedback_count',
        'c.rating_sum',
        'c.subscriber_count',
        'c.discussion_count',
        'u.name',
        'u.username',
        'm.hashslug as banner',
        'm.extension',
      ])
      .where('c.hashslug', '=', DEMO_SLUGS.videoCourse)
      .executeTakeFirstOrThrow();
    expect(card).toMatchObject({
      id: row.id,
      link: `/course/${DEMO_SLUGS.videoCourse}`,
      title: row.title,
      banner: `/media/public/${row.banner}.${row.extension}`,
      feedback_count: row.feedback_count,
      feedback_rate: Math.round((row.rating_sum / row.feedback_count) * 10) / 10,
      full_name: row.name,
      uname: row.username,
      sell_price: row.sell_price,
      total_price: row.sell_price - row.discount,
      discount_active: true,
      special_invitation: false,
      all_subscribers: row.subscriber_count,
      all_discussions: row.discussion_count,
      rel_subscribers: String(row.subscriber_count),
      wishlist_status: false,
    });
    expect(row.feedback_count).toBeGreaterThan(0);
    expect(row.discount).toBeGreaterThan(0);
  });

  it('finds courses by a Malay word, an English word, a tag, an author and a word prefix', async () => {
    const slugs = async (keyword: string) => (await search(visitor, { keyword })).body.data.data.map(slugOf);
    expect(await slugs('pembangunan')).toContain(DEMO_SLUGS.videoCourse);
    expect(await slugs('networking')).toContain(DEMO_SLUGS.lockedCourse);
    const ccna = await server.db
      .selectFrom('courses')
      .select(['title', 'content'])
      .where('hashslug', '=', DEMO_SLUGS.lockedCourse)
      .executeTakeFirstOrThrow();
    expect(`${ccna.title} ${ccna.content}`.toLowerCase()).not.toContain('cisco');
    expect(await slugs('cisco')).toContain(DEMO_SLUGS.lockedCourse);
    const byChong = (await search(visitor, { keyword: 'Chong' })).body.data.data;
    expect(byChong.map(slugOf)).toContain(DEMO_SLUGS.lockedCourse);
    expect(byChong.every((c) => c.full_name.includes('Chong'))).toBe(true);
    expect(await slugs('  Pembangu  ')).toContain(DEMO_SLUGS.videoCourse);
  });

  it('ranks a title match above a description-only match', async () => {
    const photos = await server.db
      .selectFrom('courses')
      .select(['id', 'title'])
      .where('hashslug', '=', DEMO_SLUGS.photoCourse)
      .executeTakeFirstOrThrow();
    expect(photos.title).toContain('Kinabalu');
    const other = await server.db
      .selectFrom('courses')
      .select(['id', 'content'])
      .where('hashslug', '=', DEMO_SLUGS.lockedCourse)
      .executeTakeFirstOrThrow();
    await server.db
      .updateTable('courses')
      .set({ content: `${other.content}<p>Field trip: a network lab near Kinabalu park.</p>` })
      .where('id', '=', other.id)
      .execute();
    await indexCourses(server.db, [other.id]);
    const res = await search(visitor, { keyword: 'kinabalu' });
    const ids = res.body.data.data.map((c) => c.id);
    expect(ids).toContain(other.id);
    expect(ids.indexOf(photos.id)).toBeLessThan(ids.indexOf(other.id));
  });

  it("ranks a word in the author's name between the title and the description, and counts every word", async () => {
    const [titled, described, authored] = await server.db
      .selectFrom('courses')
      .innerJoin('users', 'users.id', 'courses.user_id')
      .select(['courses.id', 'courses.title', 'courses.content', 'courses.user_id', 'users.name'])
      .where('courses.status_id', '=', 1)
      .orderBy('courses.id')
      .limit(3)
      .execute();
    if (!titled || !described || !authored) throw new Error('the demo has three published courses');
    await server.db
      .updateTable('courses')
      .set({ title: `${titled.title} Qorvexa Lumitra` })
      .where('id', '=', titled.id)
      .execute();
    await server.db
      .updateTable('courses')
      .set({ content: `${described.content}<p>Qorvexa lumitra</p>` })
      .where('id', '=', described.id)
      .execute();
    // Another author for the third course, named with one of the words.
    const author = await server.db
      .insertInto('users')
      .values({
        ...(await server.db
          .selectFrom('users')
          .selectAll()
          .where('id', '=', authored.user_id)
          .executeTakeFirstOrThrow()),
        id: undefined,
        email: 'qorvexa.author@demo.my',
        username: 'qorvexa-author',
        name: 'Cikgu Qorvexa',
      } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    await server.db
      .updateTable('courses')
      .set({ user_id: author.id, content: `${authored.content}<p>Lumitra</p>` })
      .where('id', '=', authored.id)
      .execute();
    await indexCourses(server.db, [titled.id, described.id, authored.id]);
    const ids = (await search(visitor, { keyword: 'qorvexa lumit' })).body.data.data.map((c) => c.id);
    expect(ids).toEqual([titled.id, authored.id, described.id]);
    // Each word must be there: the author's course lacks neither, a course with only one of them is not found.
    expect((await search(visitor, { keyword: 'qorvexa zzyzx' })).body.data.total).toBe(0);
  });

  it('finds a word new to the index by its prefix, one letter, two or many, once the course is re-indexed', async () => {
    const course = await server.db
      .selectFrom('courses')
      .select(['id', 'title'])
      .where('hashslug', '=', DEMO_SLUGS.videoCourse)
      .executeTakeFirstOrThrow();
    // Another keyword than those asked below: answered pages are kept for 30 s.
    expect((await search(visitor, { keyword: 'zuberkrafti' })).body.data.total).toBe(0);
    await server.db
      .updateTable('courses')
      .set({ title: `${course.title} Zuberkrafting 7q` })
      .where('id', '=', course.id)
      .execute();
    await indexCourses(server.db, [course.id]);
    for (const keyword of ['Zuberkraf', 'zuberkrafting', 'zu', 'pembangunan zuberk', 'zuberkrafting 7'])
      expect((await search(visitor, { keyword })).body.data.data.map((c) => c.id)).toContain(course.id);
    expect((await search(visitor, { keyword: 'zuberkraftingx' })).body.data.total).toBe(0);
  });

  it("recounts the search terms' counts and drops the terms no course holds", async () => {
    const [first, second] = await server.db
      .selectFrom('courses')
      .select(['id', 'title'])
      .where('status_id', '=', 1)
      .orderBy('id', 'desc')
      .limit(2)
      .execute();
    if (!first || !second) throw new Error('the demo has two published courses');
    const ndoc = async (term: string) =>
      (
        await sql<{ ndoc: number }>`select ndoc from course_search_terms where term = ${term}`.execute(
          server.db,
        )
      ).rows.map((r) => Number(r.ndoc));
    await server.db
      .updateTable('courses')
      .set({ title: `${first.title} Vormalix` })
      .where('id', '=', first.id)
      .execute();
    await indexCourses(server.db, [first.id]);
    await server.db
      .updateTable('courses')
      .set({ title: `${second.title} Vormalix` })
      .where('id', '=', second.id)
      .execute();
    await indexCourses(server.db, [second.id]);
    // Listed with its first course; the second leaves the count as it was (no shared row per write).
    expect(await ndoc('vormalix')).toEqual([1]);
    expect(await recountSearchTerms(server.db)).toBeGreaterThan(0);
    expect(await ndoc('vormalix')).toEqual([2]);
    for (const c of [first, second]) {
      await server.db.updateTable('courses').set({ title: c.title }).where('id', '=', c.id).execute();
      await indexCourses(server.db, [c.id]);
    }
    await recountSearchTerms(server.db);
    expect(await ndoc('vormalix')).toEqual([]);
    expect((await search(visitor, { keyword: 'vormal' })).body.data.total).toBe(0);
  });

  it('lists only published courses', async () => {
    const res = await search(visitor, { keyword: 'Flutter' });
    expect(res.status).toBe(200);
    expect(res.body.data.total).toBe(0);
    const all = await search(visitor, { category: 'all', sub_category: 'technical' });
    const slugs = all.body.data.data.map(slugOf);
    expect(slugs).not.toContain(DEMO_SLUGS.pendingCourse);
    expect(slugs).not.toContain(DEMO_SLUGS.rejectedCourse);
  });

  it('narrows by category and sub-category with totals from the database', async () => {
    const all = await search(visitor, { category: 'all' });
    expect(all.body.data.total).toBe(await publishedCount([1, 2, 3, 4]));
    const soft = await search(visitor, { category: 'all', sub_category: 'soft-skills' });
    expect(soft.body.data.total).toBe(await publishedCount([2]));
    const fizik = await search(visitor, { category: 'tutor', sub_category: 'fizik-spm' });
    const sub = await server.db
      .selectFrom('sub_categories')
      .select('id')
      .where('slug', '=', 'fizik-spm')
      .executeTakeFirstOrThrow();
    expect(fizik.body.data.total).toBe(await publishedCount([5], sub.id));
    expect(fizik.body.data.total).toBeGreaterThan(0);
    const math = await search(visitor, { category: 'tutor', keyword: 'matematik' });
    expect(math.body.data.total).toBeGreaterThan(0);
    const ebookMath = await search(visitor, { category: 'stok-foto', keyword: 'matematik' });
    expect(ebookMath.body.data.total).toBe(0);
  });

  it('pages newest first with consistent totals', async () => {
    const total = await publishedCount([1, 2, 3, 4]);
    const first = (await search(visitor, { category: 'all' }, 1)).body.data;
    const second = (await search(visitor, { category: 'all' }, 2)).body.data;
    expect(first).toMatchObject({ total, per_page: 12, current_page: 1, from: 1 });
    expect(first.last_page).toBe(Math.ceil(total / 12));
    expect(first.data).toHaveLength(12);
    expect(second).toMatchObject({ current_page: 2, from: 13 });
    expect(second.data).toHaveLength(Math.min(12, total - 12));
    const ids = [...first.data, ...second.data].map((c) => c.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(new Set(ids).size).toBe(ids.length);
    const past = (await search(visitor, { category: 'all' }, 99)).body.data;
    expect(past).toMatchObject({ data: [], total, from: null });
  });

  it('refuses unknown filters, a long keyword and a bad page with 422', async () => {
    const badSub = await search(visitor, { category: 'ebook', sub_category: 'fizik-spm' });
    expect(badSub.status).toBe(422);
    expect(badSub.body.errors?.sub_category).toBeDefined();
    expect((await search(visitor, { category: 'nope' })).status).toBe(422);
    const long = await search(visitor, { keyword: 'x'.repeat(101) });
    expect(long.status).toBe(422);
    expect(long.body.errors?.keyword).toBeDefined();
    expect((await search(visitor, {}, 0)).status).toBe(422);
    expect((await visitor.post('/ajax/v2/vod/course/search?page=abc', {})).status).toBe(422);
  });

  it('marks wishlisted cards for the logged-in user and never for visitors', async () => {
    const student = await clientFor(server.url, 'student@demo.my');
    const mine = await search(student, { keyword: 'CCNA' });
    const theirs = await search(visitor, { keyword: 'CCNA' });
    const pick = (page: CataloguePage) => page.data.find((c) => slugOf(c) === DEMO_SLUGS.lockedCourse);
    expect(pick(mine.body.data)?.wishlist_status).toBe(true);
    expect(pick(theirs.body.data)?.wishlist_status).toBe(false);
    expect(theirs.body.data.data.every((c) => c.wishlist_status === false)).toBe(true);
  });

  it('answers related courses of the same sub-category first, topped up from the category', async () => {
    const course = await server.db
      .selectFrom('courses')
      .select(['id', 'category_id', 'sub_category_id'])
      .where('hashslug', '=', DEMO_SLUGS.videoCourse)
      .executeTakeFirstOrThrow();
    const res = await visitor.get<{ data: CourseCard[] }>(
      `/ajax/v2/vod/course/related/${DEMO_SLUGS.videoCourse}/${course.sub_category_id}`,
    );
    expect(res.status).toBe(200);
    const cards = res.body.data;
    const rows = await server.db
      .selectFrom('courses')
      .select(['id', 'sub_category_id', 'status_id', 'category_id'])
      .where(
        'id',
        'in',
        cards.map((c) => c.id),
      )
      .execute();
    const sameSub = await publishedCount([course.category_id], course.sub_category_id);
    const sameCategory = await publishedCount([course.category_id]);
    expect(cards).toHaveLength(Math.min(8, sameCategory - 1));
    expect(cards.map((c) => c.id)).not.toContain(course.id);
    expect(rows.every((r) => r.status_id === 1 && r.category_id === course.category_id)).toBe(true);
    const subFlags = cards.map(
      (c) => rows.find((r) => r.id === c.id)?.sub_category_id === course.sub_category_id,
    );
    expect(subFlags.filter(Boolean)).toHaveLength(Math.min(8, sameSub - 1));
    expect(subFlags).toEqual([...subFlags].sort((a, b) => Number(b) - Number(a)));
    expect(Object.keys(cards[0] ?? {}).sort()).toEqual(CARD_FIELDS);
    expect((await visitor.get(`/ajax/v2/vod/course/related/no-such-course/1`)).status).toBe(404);
    expect((await visitor.get(`/ajax/v2/vod/course/related/${DEMO_SLUGS.videoCourse}/abc`)).status).toBe(422);
  });
});
