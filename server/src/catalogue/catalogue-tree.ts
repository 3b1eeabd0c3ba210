import type { Db } from '@mahir/db';
import {
  type CategoryRow,
  catalogueRepository,
  type SubCategoryRow,
} from '@mahir/db/repositories/catalogue.repository';

/** Categories and sub-categories, looked up by slug. */
export interface CatalogueTree {
  categories: readonly CategoryRow[];
  categoryBySlug: ReadonlyMap<string, CategoryRow>;
  subCategoriesOf(categoryId: number): readonly SubCategoryRow[];
  subCategoryBySlug: ReadonlyMap<string, SubCategoryRow>;
}

/** How long the tree is reused before it is read again; admins add categories rarely. */
const TTL_MS = 60_000;

/**
 * The category tree, read once a minute rather than on every search. Each server instance keeps its own copy,
 * so a new sub-category shows everywhere within a minute.
 */
export function catalogueTreeCache(db: Db, ttlMs = TTL_MS) {
  let cached: { tree: CatalogueTree; at: number } | null = null;
  let loading: Promise<CatalogueTree> | null = null;

  async function load(): Promise<CatalogueTree> {
    const [categories, subs] = await Promise.all([
      catalogueRepository.categories(db),
      catalogueRepository.subCategories(db),
    ]);
    const byCategory = new Map<number, SubCategoryRow[]>();
    for (const s of subs) byCategory.set(s.category_id, [...(byCategory.get(s.category_id) ?? []), s]);
    return {
      categories,
      categoryBySlug: new Map(categories.map((c) => [c.slug, c])),
      subCategoriesOf: (id) => byCategory.get(id) ?? [],
      subCategoryBySlug: new Map(subs.map((s) => [s.slug, s])),
    };
  }

  return async function tree(now = Date.now()): Promise<CatalogueTree> {
    if (cached && now - cached.at < ttlMs) return cached.tree;
    // One read serves every request that arrives while it runs.
    loading ??= load().finally(() => {
      loading = null;
    });
    const fresh = await loading;
    cached = { tree: fresh, at: now };
    return fresh;
  };
}
