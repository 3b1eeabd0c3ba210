import { ACCOUNT_MSG } from '../accounts/account-messages';
import { API_MSG } from '../api-messages';
import type { Bilingual } from '../bilingual';
import { COUPON_MSG } from '../coupons/coupon-messages';
import { REFUND_MSG } from '../refunds/refund-messages';
import { AREA_MESSAGE_CATALOGUES } from '../server-messages';
import { TAX_MSG } from '../tax/tax-messages';
import type { UiLanguage } from './ui-language';

/** The bilingual catalogues whose English texts the API answers with. */
const CATALOGUES: Bilingual<unknown>[] = [
  API_MSG,
  ACCOUNT_MSG,
  COUPON_MSG,
  TAX_MSG,
  REFUND_MSG,
  ...AREA_MESSAGE_CATALOGUES,
];

/** Every fixed English text of the catalogues with its Malay (texts made by a function are not listed). */
function malayIndex(): Map<string, string> {
  const index = new Map<string, string>();
  const walk = (en: unknown, ms: unknown) => {
    if (typeof en === 'string' && typeof ms === 'string') {
      if (!index.has(en)) index.set(en, ms);
      return;
    }
    if (en && ms && typeof en === 'object' && typeof ms === 'object')
      for (const [key, value] of Object.entries(en)) walk(value, (ms as Record<string, unknown>)[key]);
  };
  for (const catalogue of CATALOGUES) walk(catalogue.en, catalogue.ms);
  return index;
}

let index: Map<string, string> | null = null;

/**
 * A message the API sent (a refusal, a field error, a success notice) in the interface's language. The server
 * always answers in the spec's words; with no language chosen, or English, they are shown as sent. With Malay,
 * a text of the shared bilingual catalogues is shown in Malay; any other text (course content, a message
 * built with values) is shown as sent.
 *
 * @example serverText('ms', 'Email is required') // 'E-mel diperlukan'
 */
export function serverText(lang: UiLanguage | null, message: string): string {
  if (lang !== 'ms') return message;
  index ??= malayIndex();
  return index.get(message) ?? message;
}

/** Whether a message the API sent is the given shared text, in whichever language the client shows it. */
export function isServerText(lang: UiLanguage | null, received: string | undefined, text: string): boolean {
  return received === text || received === serverText(lang, text);
}
