import { readFileSync } from 'node:fs';
import { STOREFRONT_PAGES, type StorefrontPage } from '@mahir/shared/rules/storefront-pages';
import { describe, expect, it } from 'vitest';
import { SCREEN_MODULES } from './screen-modules';

describe('the pages the server knows', () => {
  it('are exactly the paths of the storefront routes file, so no page answers 404 and no unknown one 200', () => {
    const source = readFileSync(new URL('../../../storefront/src/routes.tsx', import.meta.url), 'utf8');
    const routed = [...source.matchAll(/<Route path="([^"]+)"/g)].map((m) => m[1]);
    expect(routed.length).toBeGreaterThan(10);
    expect([...STOREFRONT_PAGES].sort()).toEqual([...routed].sort());
  });
});

describe('the screen module of each page', () => {
  it('is the module the routes file loads that page’s screen from', () => {
    const source = readFileSync(new URL('../../../storefront/src/routes.tsx', import.meta.url), 'utf8');
    // `const Name = () => import('./features/x')`: modules several screens come from.
    const helpers = new Map(
      [...source.matchAll(/const (\w+) = \(\) => import\('\.\/([^']+)'\)/g)].map((m) => [m[1], m[2]]),
    );
    // `const Screen = screen(() => import('./features/x')...` or `screen(() => helper()...`.
    const screens = new Map(
      [...source.matchAll(/const (\w+) = screen\(\s*\(\) =>\s*(?:import\('\.\/([^']+)'\)|(\w+)\(\))/g)].map(
        (m) => [m[1], m[2] ?? helpers.get(m[3] ?? '')],
      ),
    );
    const routed = [...source.matchAll(/<Route path="([^"]+)" component=\{(\w+)\}/g)];
    expect(routed.length).toBe(STOREFRONT_PAGES.length);
    for (const [, path, component] of routed) {
      const module = screens.get(component ?? '');
      const expected = module === undefined ? null : `src/${module}`;
      const named = SCREEN_MODULES[path as StorefrontPage];
      expect(named?.replace(/\.tsx?$/, '') ?? null, path).toBe(expected);
    }
  });
});
