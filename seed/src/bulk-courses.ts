import type { CourseTable, Db } from '@mahir/db';
import { indexCourses } from '@mahir/db/repositories/course-search.repository';
import type { Insertable } from 'kysely';
import { bumpSequences, insertRows, nextId, type SeedDb } from './batch';
import { BULK_LEVELS, BULK_PATTERNS, BULK_SENTENCES, BULK_TOPICS } from './content/bulk-vocabulary';
import { TUTOR_PLANS } from './content/catalogue';
import { Rng, seedFor } from './random';

const BULK_CATEGORIES = [1, 2, 3, 4, 5, 7, 8, 9] as const;
const KIND: Readonly<Record<number, string>> = { 7: 'ebook', 8: 'audio', 9: 'photo' };
const BATCH = 5_000;
const DAY = 86_400_000;

/**
 * Bench helper: inserts `count` extra published courses (Malay and English titles, descriptions, tags and tutor
 * authors across categories 1-5 and 7-9) in batches, and indexes them for search. Needs the demo seed first.
 */
export async function seedBulkCourses(db: Db, count: number, seed = 1): Promise<void> {
  if (count <= 0) return;
  await db.transaction().execute(async (trx) => {
    const subs = await trx.selectFrom('sub_categories').select(['id', 'category_id']).orderBy('id').execute();
    const authors = await trx
      .selectFrom('user_roles')
      .select('user_id')
      .where('role', '=', 'tutor')
      .orderBy('user_id')
      .execute();
    const prices = await trx
      .selectFrom('price_list')
      .select(['id', 'price'])
      .where('status', '=', 1)
      .orderBy('id')
      .execute();
    const banner = await trx
      .selectFrom('courses')
      .select('banner_media_id')
      .where('banner_media_id', 'is not', null)
      .executeTakeFirst();
    if (authors.length === 0 || subs.length === 0) throw new Error('seedBulkCourses: seed the demo first');
    const subsBy = new Map<number, number[]>(
      BULK_CATEGORIES.map((c) => [c, subs.filter((s) => s.category_id === c).map((s) => s.id)]),
    );
    const tagIds = await ensureTags(trx);
    const first = await nextId(trx, 'courses');
    const rng = new Rng(seedFor('bulk', seed) ^ first);
    const now = Date.now();

    for (let done = 0; done < count; done += BATCH) {
      const size = Math.min(BATCH, count - done);
      const rows: Array<Insertable<CourseTable> & { id: number }> = [];
      const courseTags: Array<{ course_id: number; tag_id: number }> = [];
      for (let i = 0; i < size; i++) {
        const id = first + done + i;
        const category = BULK_CATEGORIES[(done + i) % BULK_CATEGORIES.length] ?? 1;
        const topic = rng.pick(BULK_TOPICS[category] ?? ['Kursus']);
        const en = rng.chance(0.35);
        const patterns = BULK_PATTERNS[category] ?? { bm: ['{t}'], en: ['{t}'] };
        const title = rng
          .pick(en ? patterns.en : patterns.bm)
          .replace('{t}', topic)
          .replace('{l}', rng.pick(BULK_LEVELS))
          .replace('{n}', String(rng.int(1, 12)));
        const sentences = rng
          .sample(en ? BULK_SENTENCES.en : BULK_SENTENCES.bm, 3)
          .map((s) => s.replace('{t}', topic));
        const tutor = category === 5;
        const plan =
          title.includes('SPM') || title.includes('Tingkatan') ? TUTOR_PLANS.spm : TUTOR_PLANS.primary;
        const tier = prices.length > 0 ? rng.pick(prices) : null;
        const price = tutor ? plan.price : (tier?.price ?? 990);
        const discount = !tutor && rng.chance(0.15) ? Math.round(price * 0.2) : 0;
        const created = new Date(now - rng.int(1, 1000) * DAY - rng.int(0, DAY)).toISOString();
        rows.push({
          id,
          hashslug: `b${rng.slug(11)}`,
          user_id: rng.pick(authors).user_id,
          category_id: category,
          sub_category_id: rng.pick(subsBy.get(category) ?? [1]),
          kind: KIND[category] ?? 'video',
          title,
          content: `<p>${sentences.join(' ')}</p>`,
          requirement: null,
          benefit: null,
          language: en ? 'en' : rng.chance(0.05) ? 'ma' : 'bm',
          price_id: tutor ? null : (tier?.id ?? null),
          sell_price: price,
          discount,
          discount_active: discount > 0 ? 1 : 0,
          recurring_id: tutor ? plan.recurringId : null,
          status_id: 1,
          reject_reason: null,
          is_tutor: tutor ? 1 : 0,
          is_active: 1,
          special_invitation: 0,
          preview_media_id: null,
          banner_media_id: banner?.banner_media_id ?? null,
          feedback_count: 0,
          rating_sum: 0,
          subscriber_count: 0,
          discussion_count: 0,
          created_at: created,
          updated_at: created,
          published_at: created,
        });
        const tags = new Set([
          topic.toLowerCase(),
          CATEGORY_TAG[category] ?? 'kursus',
          en ? 'english' : 'bahasa melayu',
        ]);
        for (const name of tags) {
          const tagId = tagIds.get(name);
          if (tagId !== undefined) courseTags.push({ course_id: id, tag_id: tagId });
        }
      }
      await insertRows(trx, 'courses', rows);
      await insertRows(trx, 'course_tags', courseTags);
      await indexCourses(
        trx,
        rows.map((r) => r.id),
      );
    }
    await bumpSequences(trx, ['courses', 'tags']);
  });
}

const CATEGORY_TAG: Readonly<Record<number, string>> = {
  1: 'teknikal',
  2: 'insaniah',
  3: 'keusahawanan',
  4: 'rakan strategik',
  5: 'mahir tutor',
  7: 'ebook',
  8: 'audio book',
  9: 'stok foto',
};

/** Makes sure every bench tag exists; returns tag ids by name. */
async function ensureTags(db: SeedDb): Promise<Map<string, number>> {
  const wanted = new Set<string>([
    ...Object.values(BULK_TOPICS).flatMap((topics) => topics.map((t) => t.toLowerCase())),
    ...Object.values(CATEGORY_TAG),
    'english',
    'bahasa melayu',
  ]);
  const existing = await db.selectFrom('tags').select(['id', 'name']).execute();
  const ids = new Map(existing.map((t) => [t.name, t.id]));
  let next = await nextId(db, 'tags');
  const fresh = [...wanted].filter((name) => !ids.has(name)).map((name) => ({ id: next++, name }));
  await insertRows(db, 'tags', fresh);
  for (const t of fresh) ids.set(t.name, t.id);
  return ids;
}
