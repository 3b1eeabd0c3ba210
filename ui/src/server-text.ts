import { uiLanguageOf } from '@mahir/shared/rules/ui-language';

/** The page's language (`<html data-lang>`), or null outside a browser and when none is chosen. */
const pageLanguage = () =>
  typeof document === 'undefined' ? null : uiLanguageOf(document.documentElement.dataset.lang);

let translate: ((message: string) => string) | null = null;

/**
 * Loads the Malay of the API's messages when the page is in Malay (`serverText`); a separate chunk, so a page
 * with no language or in English (where the server's words are shown as sent) never downloads it.
 */
export function loadPageServerText(): void {
  if (translate || pageLanguage() !== 'ms') return;
  void import('@mahir/shared/rules/server-text').then(({ serverText }) => {
    translate = (message) => serverText('ms', message);
  });
}

/** A message from the API, or a contract's field message, in the page's language (as sent until loaded). */
export function pageServerText(message: string): string {
  return translate ? translate(message) : message;
}
