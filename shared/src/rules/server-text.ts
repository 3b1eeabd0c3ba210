import { ACCOUNT_MSG } from '../accounts/account-messages';
import { API_MSG } from '../api-messages';
import type { Bilingual } from '../bilingual';
import { COUPON_MSG } from '../coupons/coupon-messages';
import { REFUND_MSG } from '../refunds/refund-messages';
import { AREA_MESSAGE_CATALOGUES } from '../server-messages';
import { TAX_MSG } from '../tax/tax-messages';
import { type MessageFunction, type MessagePattern, messagePattern } from './message-pattern';
import type { UiLanguage } from './ui-language';

/** The bilingual catalogues whose English texts the API answers with, by name. */
export const SERVER_TEXT_CATALOGUES: Readonly<Record<string, Bilingual<unknown>>> = {
  API_MSG,
  ACCOUNT_MSG,
  COUPON_MSG,
  TAX_MSG,
  REFUND_MSG,
  ...AREA_MESSAGE_CATALOGUES,
};

/** An entry of a catalogue in both languages, named by its path (`COUPON_MSG.refusal.expired`). */
export interface CatalogueEntry {
  readonly path: string;
  readonly en: unknown;
  readonly ms: unknown;
}

/** Every text and every function of the catalogues, walking English and Malay side by side. */
export function catalogueEntries(): CatalogueEntry[] {
  const entries: CatalogueEntry[] = [];
  const walk = (path: string, en: unknown, ms: unknown) => {
    if (en && ms && typeof en === 'object' && typeof ms === 'object')
      for (const [key, value] of Object.entries(en))
        walk(`${path}.${key}`, value, (ms as Record<string, unknown>)[key]);
    else entries.push({ path, en, ms });
  };
  for (const [name, catalogue] of Object.entries(SERVER_TEXT_CATALOGUES))
    walk(name, catalogue.en, catalogue.ms);
  return entries;
}

const isFunction = (value: unknown): value is MessageFunction => typeof value === 'function';

/** The pattern of a catalogue function entry, or null when it is not one or cannot be inverted safely. */
export function entryPattern(entry: CatalogueEntry): MessagePattern | null {
  return isFunction(entry.en) && isFunction(entry.ms) ? messagePattern(entry.en, entry.ms) : null;
}

interface MalayTable {
  /** Every fixed English text with its Malay. */
  readonly fixed: Map<string, string>;
  /** Texts built with values, most particular (longest fixed text) first. */
  readonly patterns: MessagePattern[];
}

function malayTable(): MalayTable {
  const fixed = new Map<string, string>();
  const patterns: MessagePattern[] = [];
  for (const entry of catalogueEntries()) {
    if (typeof entry.en === 'string' && typeof entry.ms === 'string') {
      if (!fixed.has(entry.en)) fixed.set(entry.en, entry.ms);
      continue;
    }
    const pattern = entryPattern(entry);
    if (pattern) patterns.push(pattern);
  }
  patterns.sort((a, b) => b.literalLength - a.literalLength);
  return { fixed, patterns };
}

let table: MalayTable | null = null;

function builtMalay(message: string, patterns: readonly MessagePattern[]): string | undefined {
  for (const pattern of patterns) {
    const text = pattern.translate(message);
    if (text !== undefined) return text;
  }
  return undefined;
}

/**
 * A message the API sent (a refusal, a field error, a success notice) in the interface's language. The server
 * always answers in the spec's words; with no language chosen, or English, they are shown as sent. With Malay,
 * a text of the shared bilingual catalogues is shown in Malay: a fixed text by its exact words, a text a
 * catalogue function built with values (`Coupon HEMAT10 applied.`) by reading the values back and asking the
 * Malay function (`message-pattern.ts`). Any other text (course content, a provider's words) is shown as sent.
 *
 * @example serverText('ms', 'Email is required') // 'E-mel diperlukan'
 * @example serverText('ms', 'Minimum spend: RM 1,250.00') // 'Perbelanjaan minimum: RM 1,250.00'
 */
export function serverText(lang: UiLanguage | null, message: string): string {
  if (lang !== 'ms') return message;
  table ??= malayTable();
  return table.fixed.get(message) ?? builtMalay(message, table.patterns) ?? message;
}

/** Whether a message the API sent is the given shared text, in whichever language the client shows it. */
export function isServerText(lang: UiLanguage | null, received: string | undefined, text: string): boolean {
  return received === text || received === serverText(lang, text);
}
