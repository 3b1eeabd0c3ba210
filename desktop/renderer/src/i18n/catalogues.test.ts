import { catalogueProblems } from '@mahir/ui/i18n/catalogue-check';
import { describe, expect, it } from 'vitest';
import { NAV_ITEMS } from '../layout/nav';
import { CATALOGUES, createBackofficeI18n } from './i18n';

describe('back-office text catalogues', () => {
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
