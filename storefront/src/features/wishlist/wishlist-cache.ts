import { routes } from '@mahir/ui/routes';
import type { QueryClient } from '@tanstack/react-query';

// Every cached answer that carries a wishlist state: catalogue cards, related cards, the course page, the list.
const WISHLIST_PATHS: ReadonlySet<string> = new Set([
  routes.wishlist.index.path,
  routes.catalogue.search.path,
  routes.catalogue.related.path,
  routes.coursePage.page.path,
]);

/** Marks cached answers that show wishlist states as stale, so every screen shows the new state. */
export function refreshWishlistViews(client: QueryClient): Promise<void> {
  return client.invalidateQueries({
    predicate: (q) => typeof q.queryKey[1] === 'string' && WISHLIST_PATHS.has(q.queryKey[1]),
  });
}
