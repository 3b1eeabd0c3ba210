import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** A lazily loaded screen that can also be loaded ahead of its first render. */
export type PreloadableLazy<P> = LazyExoticComponent<ComponentType<P>> & { preload(): Promise<void> };

/**
 * `React.lazy` with a `preload()`. Once preloaded, the first render finds the screen already there and does
 * not suspend: a server-rendered page hydrates its screen in the same pass as the rest of the page, instead
 * of leaving it to a later pass that any early update would turn into a fresh render (and a visible flash).
 */
export function preloadableLazy<P>(load: () => Promise<ComponentType<P>>): PreloadableLazy<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const get = () => {
    loading ??= load().then((c) => {
      loaded = c;
      return c;
    });
    return loading;
  };
  const Screen = lazy(() => {
    const ready = loaded;
    // A thenable that answers at once: React then takes the screen in this render without suspending.
    if (ready)
      return {
        // biome-ignore lint/suspicious/noThenProperty: React.lazy takes a thenable; this one answers at once.
        then: (resolve: (m: { default: ComponentType<P> }) => void) => resolve({ default: ready }),
      } as Promise<{ default: ComponentType<P> }>;
    return get().then((c) => ({ default: c }));
  }) as PreloadableLazy<P>;
  Screen.preload = () => get().then(() => undefined);
  return Screen;
}
