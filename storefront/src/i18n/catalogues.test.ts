import { describe, expect, it } from 'vitest';
import { CATALOGUES, createI18n } from './i18n';

type Tree = { [key: string]: string | Tree };

/** Every key of a catalogue as a dotted path, with its text. */
function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('storefront text catalogues', () => {
  const spec = flatten(CATALOGUES.spec);

  it.each(['ms', 'en'] as const)('%s has exactly the keys of the spec catalogue, none empty', (lang) => {
    const other = flatten(CATALOGUES[lang]);
    const missing = [...spec.keys()].filter((k) => !other.has(k));
    const extra = [...other.keys()].filter((k) => !spec.has(k));
    expect(missing, `missing from ${lang}.json`).toEqual([]);
    expect(extra, `in ${lang}.json but not in spec.json`).toEqual([]);
    for (const [key, text] of other) {
      expect(text.trim(), `${lang}.json ${key}`).not.toBe('');
      expect(placeholders(text), `${lang}.json ${key} placeholders`).toEqual(
        placeholders(spec.get(key) ?? ''),
      );
    }
  });

  it('shows the spec strings when no language is chosen, and each language when chosen', () => {
    expect(createI18n(null).t('header.login')).toBe('Log Masuk');
    expect(createI18n(null).t('account.orders')).toBe('My Orders');
    expect(createI18n('en').t('header.login')).toBe('Log In');
    expect(createI18n('ms').t('account.orders')).toBe('Pesanan Saya');
    expect(createI18n('en').t('header.cartCount', { count: 3 })).toBe('Cart (3)');
  });
});
