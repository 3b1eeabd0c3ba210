import { describe, expect, it } from 'vitest';
import { isMailCategory, mailLanguageOf } from './mail';

describe('mail vocabulary', () => {
  it('writes English only to those who chose it, Malay to everyone else', () => {
    expect(mailLanguageOf('en')).toBe('en');
    expect(mailLanguageOf(' EN ')).toBe('en');
    expect(mailLanguageOf('en-MY')).toBe('en');
    expect(mailLanguageOf('bm')).toBe('ms');
    expect(mailLanguageOf('ms')).toBe('ms');
    expect(mailLanguageOf(null)).toBe('ms');
    expect(mailLanguageOf(undefined)).toBe('ms');
  });

  it('knows its categories and nothing else', () => {
    expect(isMailCategory('billing')).toBe(true);
    expect(isMailCategory('progress')).toBe(true);
    expect(isMailCategory('account')).toBe(false);
    expect(isMailCategory('')).toBe(false);
  });
});
