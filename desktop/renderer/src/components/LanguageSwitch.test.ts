import { describe, expect, it } from 'vitest';
import { languageHref } from './LanguageSwitch';

describe('languageHref', () => {
  it('sets lang on the same page and keeps the other parameters', () => {
    expect(languageHref({ pathname: '/backoffice/admin/orders', search: '?q=MHR-1' }, 'en')).toBe(
      '/backoffice/admin/orders?q=MHR-1&lang=en',
    );
    expect(languageHref({ pathname: '/backoffice/', search: '?lang=en' }, 'ms')).toBe('/backoffice/?lang=ms');
    expect(languageHref({ pathname: '/backoffice/', search: '?lang=en' }, 'default')).toBe(
      '/backoffice/?lang=default',
    );
  });
});
