import type { Catalogue } from '@mahir/ui/i18n';
import { catalogueProblems, flattenCatalogue, keysUsed } from '@mahir/ui/i18n/catalogue-check';
import { UI_CATALOGUES } from '@mahir/ui/i18n/ui-catalogues';
import { describe, expect, it } from 'vitest';
import { CATALOGUES, createI18n } from './catalogues';
import { SHELL_GROUPS } from './shell-groups';

// Vite reads the sources at test time, as text.
const SOURCES = import.meta.glob<string>('../**/*.{ts,tsx}', {
  query: '?raw',
  import: 'default',
  eager: true,
});
const UI_SOURCES = import.meta.glob<string>('../../../ui/src/**/*.{ts,tsx}', {
  query: '?raw',
  import: 'default',
  eager: true,
});

describe.each([
  { name: 'storefront', catalogues: CATALOGUES as Record<'spec' | 'ms' | 'en', Catalogue>, sources: SOURCES },
  {
    name: 'ui kit',
    catalogues: UI_CATALOGUES as Record<'spec' | 'ms' | 'en', Catalogue>,
    sources: UI_SOURCES,
  },
])('$name text catalogues', ({ catalogues, sources }) => {
  const spec = flattenCatalogue(catalogues.spec);

  it('holds every key the code asks for', () => {
    const missing = [...keysUsed(sources)]
      .filter(([key]) => !spec.has(key))
      .map(([key, file]) => `${key} (${file})`);
    expect(missing, 'keys used but not in spec.json').toEqual([]);
  });

  it.each(['ms', 'en'] as const)('%s has exactly the keys of the spec catalogue, none empty', (lang) => {
    expect(catalogueProblems(catalogues.spec, catalogues[lang]), `${lang}.json`).toEqual([]);
  });
});

describe('storefront texts', () => {
  it('shows the spec strings when no language is chosen, and each language when chosen', () => {
    expect(createI18n(null).t('header.login')).toBe('Log Masuk');
    expect(createI18n(null).t('account.orders')).toBe('My Orders');
    expect(createI18n('en').t('header.login')).toBe('Log In');
    expect(createI18n('ms').t('account.orders')).toBe('Pesanan Saya');
    expect(createI18n('en').t('header.cartCount', { count: 3 })).toBe('Cart (3)');
  });
});

/**
 * The files of the first page (the layout, the home and not-found pages, the app and its routes): the browser
 * has only the shell's groups when they render (i18n.ts), so a key of another group would show bare.
 */
const FIRST_PAGE = /^\.\.\/(layout\/|features\/home\/|lib\/|app\.tsx$|routes\.tsx$|main\.tsx$)/;

describe('the first page', () => {
  it('uses only the catalogue groups the browser loads first', () => {
    const files = Object.fromEntries(Object.entries(SOURCES).filter(([file]) => FIRST_PAGE.test(file)));
    expect(Object.keys(files).length).toBeGreaterThan(5);
    const used = new Map(keysUsed(files));
    // Keys given as data (`key: 'nav.tutor'`, the header's links) rather than to t() directly.
    for (const [file, text] of Object.entries(files))
      for (const m of text.matchAll(/\bkey: '(\w+\.[\w.-]+)'/g)) used.set(m[1] ?? '', file);
    const outside = [...used]
      .filter(([key]) => !(SHELL_GROUPS as readonly string[]).includes(key.split('.')[0] ?? ''))
      .map(([key, file]) => `${key} (${file})`);
    expect(outside, 'keys of the first page outside SHELL_GROUPS').toEqual([]);
    expect([...used.keys()].some((key) => key.startsWith('nav.'))).toBe(true);
  });
});
