import type { Id } from '../column-types';

/** How a privacy notice came to be accepted: at sign-up, or again after the notice changed. */
export type PrivacyAcceptanceContext = 'sign-up' | 're-accept';

/** One acceptance of the privacy notice (PDPA 2010): which version, when, from where. */
export interface PrivacyAcceptanceTable {
  id: Id;
  user_id: number;
  notice_version: string;
  context: PrivacyAcceptanceContext;
  ip: string | null;
  accepted_at: string;
}
