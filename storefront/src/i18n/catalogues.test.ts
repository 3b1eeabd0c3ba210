import { catalogueProblems } from '@mahir/ui/i18n/catalogue-check';
import { describe, expect, it } from 'vitest';
import { CATALOGUES, createI18n } from './i18n';

describe('storefront text catalogues', () => {
  it.each(['ms', 'en'] as const)('%s has exactly the keys of the spec catalogue, none empty', (lang) => {
    expect(catalogueProblems(CATALOGUES.spec, CATALOGUES[lang]), `${lang}.json`).toEqual([]);
  });

  it('shows the spec strings when no language is chosen, and each language when chosen', () => {
    expect(createI18n(null).t('header.login')).toBe('Log Masuk');
    expect(createI18n(null).t('account.orders')).toBe('My Orders');
    expect(createI18n('en').t('header.login')).toBe('Log In');
    expect(createI18n('ms').t('account.orders')).toBe('Pesanan Saya');
    expect(createI18n('en').t('header.cartCount', { count: 3 })).toBe('Cart (3)');
  });
});
