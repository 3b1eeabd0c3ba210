import type { MailLanguage } from './mail';

/**
 * A Malay catalogue shaped exactly like its English one: the same keys, strings for strings and functions
 * of the same arguments for functions, so a sentence missing in one language does not compile.
 */
export type Translation<T> = {
  readonly [K in keyof T]: T[K] extends (...args: infer A) => string
    ? (...args: A) => string
    : T[K] extends string
      ? string
      : Translation<T[K]>;
};

/** Messages in both languages the product speaks (`en` is the wording the API answers with by default). */
export interface Bilingual<T> {
  readonly en: T;
  readonly ms: Translation<T>;
}

/** The catalogue of a language (the mail and `?lang=` languages, `ms` or `en`). */
export function inLanguage<T>(messages: Bilingual<T>, language: MailLanguage): T | Translation<T> {
  return language === 'ms' ? messages.ms : messages.en;
}
