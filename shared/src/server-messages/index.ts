import type { Bilingual } from '../bilingual';
import { MAIL_PREFERENCE_TEXT } from '../contract/mail-preference-text';
import { RENEWAL_MSG } from '../renewals/renewal-messages';
import { ADMIN_API_MSG } from './admin-messages';
import { AUTHORING_API_MSG } from './authoring-messages';
import { LEARNING_API_MSG } from './learning-messages';
import { MEMBER_API_MSG } from './member-messages';
import { SHOP_API_MSG } from './shop-messages';

/**
 * The Malay twins of the areas' API messages, and the areas' own bilingual catalogues, for `serverText`. Only
 * `rules/server-text.ts` imports this, so its Malay travels in the clients' Malay chunk alone.
 */
export const AREA_MESSAGE_CATALOGUES: Readonly<Record<string, Bilingual<unknown>>> = {
  LEARNING_API_MSG,
  AUTHORING_API_MSG,
  ADMIN_API_MSG,
  SHOP_API_MSG,
  MEMBER_API_MSG,
  MAIL_PREFERENCE_TEXT,
  RENEWAL_MSG,
};
