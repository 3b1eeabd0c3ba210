import { adminContentRepository } from '@mahir/db/repositories/admin-content.repository';
import { insertRows, type SeedDb } from './batch';
import type { Clock } from './clock';
import { CATEGORIES, PARTNER_LOGOS, PRICE_TIERS, SUB_CATEGORIES } from './content/catalogue';
import type { MediaIds } from './media.seed';

/** Catalogue lookups for the course seeding. */
export interface SeededCatalogue {
  /** Sub-category by slug: its id and category id. */
  subs: Map<string, { id: number; categoryId: number }>;
  /** price_list id by tier number (1-10). */
  tierIds: Map<number, number>;
}

/** Categories (fixed ids and slugs), sub-categories and the price list. */
export async function seedCatalogue(db: SeedDb, clock: Clock, media: MediaIds): Promise<SeededCatalogue> {
  await insertRows(
    db,
    'categories',
    CATEGORIES.map((c, i) => ({
      id: c.id,
      name: c.name,
      slug: c.slug,
      is_tutor: c.isTutor ? 1 : 0,
      kind: c.kind,
      label: c.label,
      position: i + 1,
    })),
  );
  const subs = new Map<string, { id: number; categoryId: number }>();
  const positions = new Map<number, number>();
  const subRows = SUB_CATEGORIES.map(([categoryId, name, slug], i) => {
    const position = (positions.get(categoryId) ?? 0) + 1;
    positions.set(categoryId, position);
    subs.set(slug, { id: i + 1, categoryId });
    const logo = PARTNER_LOGOS[slug];
    return {
      id: i + 1,
      category_id: categoryId,
      name,
      slug,
      position,
      logo_media_id: logo ? media[logo] : null,
    };
  });
  await insertRows(db, 'sub_categories', subRows);
  const tierIds = new Map<number, number>();
  for (const [i, price] of PRICE_TIERS.entries()) {
    const id = await adminContentRepository.savePrice(
      db,
      null,
      { tier: `Tier ${i + 1}`, price, country_id: 1, status: 1 },
      clock.ago(500 - i),
    );
    if (id !== null) tierIds.set(i + 1, id);
  }
  return { subs, tierIds };
}
