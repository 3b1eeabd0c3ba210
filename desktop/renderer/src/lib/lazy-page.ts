import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/**
 * A screen loaded when first shown: `lazyPage(() => import('./OrderViewPage'), 'OrderViewPage')`. Every
 * back-office screen is one, so the login's first load carries no screen (docs/reach.md); screens of one
 * module share its chunk. The shell's Suspense shows the loader meanwhile.
 */
// biome-ignore lint/suspicious/noExplicitAny: each screen has its own props; React.lazy's own bound is ComponentType<any>.
export function lazyPage<M extends Record<K, ComponentType<any>>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): LazyExoticComponent<M[K]> {
  return lazy(async () => ({ default: (await load())[name] }));
}
