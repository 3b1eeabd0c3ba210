import { readFileSync } from 'node:fs';
import { STOREFRONT_PAGES } from '@mahir/shared/rules/storefront-pages';
import { describe, expect, it } from 'vitest';

describe('the pages the server knows', () => {
  it('are exactly the paths of the storefront routes file, so no page answers 404 and no unknown one 200', () => {
    const source = readFileSync(new URL('../../../storefront/src/routes.tsx', import.meta.url), 'utf8');
    const routed = [...source.matchAll(/<Route path="([^"]+)"/g)].map((m) => m[1]);
    expect(routed.length).toBeGreaterThan(10);
    expect([...STOREFRONT_PAGES].sort()).toEqual([...routed].sort());
  });
});
