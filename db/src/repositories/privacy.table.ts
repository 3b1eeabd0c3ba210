import type { MailLanguage } from '@mahir/shared/mail';
import type { ColumnType } from 'kysely';
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

export type DeletionRequestStatus = 'pending' | 'completed';

/** A request to delete an account and how it ended (PDPA 2010). */
export interface DeletionRequestTable {
  id: Id;
  /** The account to delete. */
  user_id: number;
  /** Who asked: the person themselves (or, later, their guardian). */
  requested_by: number;
  status: ColumnType<DeletionRequestStatus, DeletionRequestStatus | undefined, DeletionRequestStatus>;
  reason: string | null;
  /** Where the completion mail goes once the account no longer has an address; cleared when it is queued. */
  receipt_email: string | null;
  receipt_name: string | null;
  language: ColumnType<MailLanguage, MailLanguage | undefined, MailLanguage>;
  requested_at: string;
  completed_at: string | null;
  completed_by: number | null;
}
