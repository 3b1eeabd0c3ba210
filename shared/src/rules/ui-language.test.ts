import { describe, expect, it } from 'vitest';
import { chosenUiLanguage, uiLanguageChoiceOf, uiLanguageOf } from './ui-language';

describe('interface language', () => {
  it('reads `default` as clearing the choice, and nothing else new', () => {
    expect(uiLanguageChoiceOf('default')).toBe('default');
    expect(uiLanguageChoiceOf('en')).toBe('en');
    expect(uiLanguageChoiceOf('Default')).toBeNull();
    expect(uiLanguageChoiceOf('')).toBeNull();
    expect(uiLanguageChoiceOf(undefined)).toBeNull();
  });

  it('accepts only ms and en', () => {
    expect(uiLanguageOf('ms')).toBe('ms');
    expect(uiLanguageOf('en')).toBe('en');
    expect(uiLanguageOf('bm')).toBeNull();
    expect(uiLanguageOf('EN')).toBeNull();
    expect(uiLanguageOf('')).toBeNull();
    expect(uiLanguageOf(undefined)).toBeNull();
  });

  it('prefers the query parameter, then the cookie, then the profile', () => {
    expect(chosenUiLanguage({ param: 'en', cookie: 'ms', profile: 'ms' })).toBe('en');
    expect(chosenUiLanguage({ param: 'xx', cookie: 'ms', profile: 'en' })).toBe('ms');
    expect(chosenUiLanguage({ cookie: null, profile: 'en' })).toBe('en');
    expect(chosenUiLanguage({ profile: 'bm' })).toBeNull();
    expect(chosenUiLanguage({})).toBeNull();
  });
});
