import { describe, expect, it } from 'vitest';
import { storefrontPageOf } from './storefront-pages';

describe('storefront pages', () => {
  it('matches paths with their segments, a trailing slash being the same page', () => {
    expect(storefrontPageOf('/')).toBe('/');
    expect(storefrontPageOf('/course/abc')).toBe('/course/:hashslug');
    expect(storefrontPageOf('/course/abc/')).toBe('/course/:hashslug');
    expect(storefrontPageOf('/events')).toBe('/events');
    expect(storefrontPageOf('/subscription/checkout/billing')).toBe('/subscription/checkout/billing');
  });

  it('knows no other path', () => {
    for (const path of ['/nope', '/course', '/course/a/b', '/course//', '/kursus/', '/cart/x/y'])
      expect(storefrontPageOf(path), path).toBeNull();
  });
});
