import { describe, expect, it } from 'vitest';
import { PAGE_BOOT_ELEMENT_ID, routeKey, serializePageBoot } from './page-boot';

describe('page boot data', () => {
  it('escapes what could close its script element or open markup, and parses back to the same data', () => {
    const data = { title: '</script><script>alert(1)</script> & <!-- \u2028' };
    const text = serializePageBoot({ queries: [{ key: ['GET', '/x'], data }] });
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(text)).toEqual({ queries: [{ key: ['GET', '/x'], data }] });
  });

  it('keys a call by method, path and input, as the client cache does', () => {
    const route = { method: 'GET', path: '/ajax/v2/auth/session' } as const;
    expect(routeKey(route as never)).toEqual(['GET', '/ajax/v2/auth/session']);
    expect(routeKey(route as never, { query: { page: 2 } } as never)).toEqual([
      'GET',
      '/ajax/v2/auth/session',
      { query: { page: 2 } },
    ]);
    expect(PAGE_BOOT_ELEMENT_ID).toBe('mahir-boot');
  });
});
