import { LANGUAGES, type Language } from '../constants';
import { moduleProgress } from './progress';

/** Modules per course language (bm, en, ma, pi). */
export type LanguageCounts = Record<Language, number>;

/** Zero for every language, to fill in from grouped rows. */
export function emptyLanguageCounts(): LanguageCounts {
  return { bm: 0, en: 0, ma: 0, pi: 0 };
}

/** Whether a course's language is one the statistics count. */
export function isLanguage(value: string): value is Language {
  return (LANGUAGES as readonly string[]).includes(value);
}

/**
 * A user's module progress per language: watched modules over all modules of that language, as whole
 * percents (spec 002 §9). A language with no modules is 0; watching more than exist caps at 100.
 */
export function languageProgress(watched: Partial<LanguageCounts>, totals: LanguageCounts): LanguageCounts {
  const out = emptyLanguageCounts();
  for (const lang of LANGUAGES) out[lang] = moduleProgress(watched[lang] ?? 0, totals[lang]);
  return out;
}
