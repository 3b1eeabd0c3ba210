import type { MailCategory, MailLanguage } from '@mahir/shared/mail';
import type { ColumnType, Generated } from 'kysely';

export type MailStatus = 'queued' | 'sending' | 'sent' | 'failed';

/**
 * The mail outbox: one row per message, rendered when it is queued so the back office shows exactly
 * what goes out. `next_attempt_at` is when a queued mail may be tried, and for a mail being sent the
 * end of its claim: a sender that dies leaves the mail to be claimed again once that time passes.
 */
export interface MailTable {
  id: Generated<number>;
  /** The same key queues one mail only (`receipt:order:123`). */
  idempotency_key: string;
  user_id: number | null;
  to_address: string;
  to_name: string | null;
  language: MailLanguage;
  template: string;
  /** The template's data as JSON, kept to re-render or resend. */
  data: string;
  /** Null for essential mail, which offers no unsubscribe. */
  category: MailCategory | null;
  unsubscribe_url: string | null;
  subject: string;
  html: string;
  text: string;
  /** The RFC 5322 Message-ID, fixed at enqueue so every attempt carries the same one. */
  message_id: string;
  /** JSON list of attachments by reference (a stored file's key, or a generator and its params). */
  attachments: ColumnType<string, string | undefined, string>;
  status: ColumnType<MailStatus, MailStatus | undefined, MailStatus>;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: string;
  /** The sender holding the claim; its updates count only while it still holds it. */
  claim_token: string | null;
  last_error: string | null;
  /** The id the receiving server gave the message (its queue id), or the .eml file's name. */
  provider_message_id: string | null;
  sent_at: string | null;
  created_at: ColumnType<string, string | undefined, never>;
  updated_at: string;
}

/** A mail category a user turned off; no row means the category's mail goes out. */
export interface MailOptOutTable {
  user_id: number;
  category: MailCategory;
  created_at: ColumnType<string, string | undefined, never>;
}
