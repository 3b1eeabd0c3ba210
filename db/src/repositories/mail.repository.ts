import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../connection';
import { dialectOf } from '../dialect-kind';
import type { MailStatus, MailTable } from './mail.table';
import { contains } from './text-match';

export type { MailStatus, MailTable } from './mail.table';
export type MailRow = Selectable<MailTable>;
export type NewMail = Omit<
  Insertable<MailTable>,
  'status' | 'attempts' | 'claim_token' | 'last_error' | 'provider_message_id' | 'sent_at'
>;

/** A claim on due mails: who takes them, at what time, and until when they stay theirs. */
export interface MailClaim {
  token: string;
  now: string;
  leaseUntil: string;
  limit: number;
}

/** The rendered parts and data of a mail, as `markSent` may replace them. */
export interface StoredContent {
  data: string;
  html: string;
  text: string;
}

const ERROR_LENGTH = 2000;

/** Exactly the three columns, whatever else the object carries. */
function contentOf(content: StoredContent | undefined): Partial<StoredContent> {
  return content ? { data: content.data, html: content.html, text: content.text } : {};
}

/** The mail outbox (table `mails`): queue once per key, claim due mails exclusively, record the outcome. */
export const mailRepository = {
  /**
   * Queues a mail unless one with its idempotency key exists (the conflict is ignored, so a concurrent
   * or repeated enqueue inside a transaction never fails it). Answers the mail's id either way.
   */
  async insert(db: Db, mail: NewMail): Promise<{ id: number; created: boolean }> {
    const inserted = await db
      .insertInto('mails')
      .values({ ...mail, status: 'queued', attempts: 0 })
      .onConflict((oc) => oc.column('idempotency_key').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (inserted) return { id: inserted.id, created: true };
    const existing = await mailRepository.idByKey(db, mail.idempotency_key);
    if (existing === undefined) throw new Error(`mail ${mail.idempotency_key} neither inserted nor found`);
    return { id: existing, created: false };
  },

  async idByKey(db: Db, key: string): Promise<number | undefined> {
    const row = await db
      .selectFrom('mails')
      .select('id')
      .where('idempotency_key', '=', key)
      .executeTakeFirst();
    return row?.id;
  },

  /**
   * Claims up to `limit` due mails in ONE statement: queued ones whose time has come and sending ones
   * whose claim lapsed (their sender died). Each gets the claim's token, `sending`, one more attempt and
   * `next_attempt_at` set to the claim's end, so no other claim finds it due. SQLite runs one writer at
   * a time; PostgreSQL locks the picked rows and other claims skip them.
   */
  async claimDue(db: Db, claim: MailClaim): Promise<MailRow[]> {
    const postgres = dialectOf(db) === 'postgres';
    // The due rows are picked once, in a CTE (PostgreSQL locks them there, skipping rows another claim
    // holds); a subquery in the WHERE could be evaluated again for a row another claim changed.
    const rows = await db
      .with('due', (qb) =>
        qb
          .selectFrom('mails')
          .select('id')
          .where('status', 'in', ['queued', 'sending'])
          .where('next_attempt_at', '<=', claim.now)
          .orderBy('next_attempt_at')
          .orderBy('id')
          .limit(claim.limit)
          .$if(postgres, (q) => q.forUpdate().skipLocked()),
      )
      .updateTable('mails')
      .from('due')
      .set((eb) => ({
        status: 'sending',
        claim_token: claim.token,
        attempts: eb('attempts', '+', 1),
        next_attempt_at: claim.leaseUntil,
        updated_at: claim.now,
      }))
      .whereRef('mails.id', '=', 'due.id')
      .where('mails.status', 'in', ['queued', 'sending'])
      .where('mails.next_attempt_at', '<=', claim.now)
      .returningAll()
      .execute();
    return rows.sort((a, b) => a.id - b.id);
  },

  /**
   * Records the delivery; false when the claim was lost (it lapsed and another sender took the mail).
   * `content` replaces the stored parts in the same update (the copy without the mail's secrets).
   */
  async markSent(
    db: Db,
    id: number,
    token: string,
    outcome: { providerMessageId: string; now: string; content?: StoredContent },
  ): Promise<boolean> {
    const { providerMessageId, now } = outcome;
    const result = await db
      .updateTable('mails')
      .set({
        ...contentOf(outcome.content),
        status: 'sent',
        claim_token: null,
        provider_message_id: providerMessageId.slice(0, 500),
        last_error: null,
        sent_at: now,
        updated_at: now,
      })
      .where('id', '=', id)
      .where('claim_token', '=', token)
      .where('status', '=', 'sending')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  /**
   * Records a failed attempt: back to `queued` for `retryAt`, or `failed` for good when `retryAt` is
   * null (with `content`, as for `markSent`). False when the claim was lost.
   */
  async markAttemptFailed(
    db: Db,
    id: number,
    token: string,
    outcome: { error: string; retryAt: string | null; now: string; content?: StoredContent },
  ): Promise<boolean> {
    const status: MailStatus = outcome.retryAt ? 'queued' : 'failed';
    const result = await db
      .updateTable('mails')
      .set({
        ...contentOf(outcome.content),
        status,
        claim_token: null,
        last_error: outcome.error.slice(0, ERROR_LENGTH),
        next_attempt_at: outcome.retryAt ?? outcome.now,
        updated_at: outcome.now,
      })
      .where('id', '=', id)
      .where('claim_token', '=', token)
      .where('status', '=', 'sending')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  find(db: Db, id: number): Promise<MailRow | undefined> {
    return db.selectFrom('mails').selectAll().where('id', '=', id).executeTakeFirst();
  },

  /**
   * A page of the outbox, newest first, for the back office; optionally only one status, and only mail
   * whose recipient or subject contains `search` (case-insensitive).
   */
  async page(
    db: Db,
    opts: { page: number; perPage: number; status?: MailStatus; search?: string },
  ): Promise<{ rows: MailRow[]; total: number }> {
    let base = db.selectFrom('mails');
    if (opts.status) base = base.where('status', '=', opts.status);
    const search = opts.search;
    if (search)
      base = base.where((eb) => eb.or([contains('to_address', search), contains('subject', search)]));
    const [rows, count] = await Promise.all([
      base
        .selectAll()
        .orderBy('id', 'desc')
        .limit(opts.perPage)
        .offset((opts.page - 1) * opts.perPage)
        .execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.n) };
  },
};
