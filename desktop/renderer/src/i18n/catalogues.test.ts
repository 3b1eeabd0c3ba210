import { catalogueProblems, flattenCatalogue, keysUsed } from '@mahir/ui/i18n/catalogue-check';
import { describe, expect, it } from 'vitest';
import { NAV_ITEMS } from '../layout/nav';
import { CATALOGUES, createBackofficeI18n } from './i18n';

// Vite reads the sources at test time, as text.
const SOURCES = import.meta.glob<string>('../**/*.{ts,tsx}', {
  query: '?raw',
  import: 'default',
  eager: true,
});

describe('back-office text catalogues', () => {
  it('holds every key the code asks for', () => {
    const spec = flattenCatalogue(CATALOGUES.spec);
    const missing = [...keysUsed(SOURCES)]
      .filter(([key]) => !spec.has(key))
      .map(([key, file]) => `${key} (${file})`);
    expect(missing, 'keys used but not in spec.json').toEqual([]);
  });

  it.each(['ms', 'en'] as const)('%s has exactly the keys of the spec catalogue, none empty', (lang) => {
    expect(catalogueProblems(CATALOGUES.spec, CATALOGUES[lang]), `${lang}.json`).toEqual([]);
  });

  it('shows the spec strings when no language is chosen, and each language when chosen', () => {
    expect(createBackofficeI18n(null).t('login.submit')).toBe('Log in');
    expect(createBackofficeI18n('ms').t('login.submit')).toBe('Log masuk');
    expect(createBackofficeI18n('en').t('nav.reviewCourses')).toBe('Review Courses');
    expect(createBackofficeI18n('ms').t('noAccess.text', { name: 'Aminah' })).toBe(
      'Aminah, akaun ini untuk kedai Mahir.',
    );
  });

  it('names every sidebar entry in the spec catalogue', () => {
    const spec = createBackofficeI18n(null);
    for (const item of NAV_ITEMS) expect(spec.exists(`nav.${item.labelKey}`), item.labelKey).toBe(true);
  });
});
