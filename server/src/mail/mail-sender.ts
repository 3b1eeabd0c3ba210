import { randomUUID } from 'node:crypto';
import type { Db } from '@mahir/db';
import { type MailRow, mailRepository } from '@mahir/db/repositories/mail.repository';
import { mailPreferenceRepository } from '@mahir/db/repositories/mail-preference.repository';
import type { Logger } from 'pino';
import { type AttachmentSources, parseAttachmentRefs, resolveAttachments } from './mail-attachments';
import { redactMail } from './mail-redaction';
import {
  DEFAULT_MAIL_RETRY,
  isOutage,
  isPermanentFailure,
  type MailRetryPolicy,
  retryDelayMs,
} from './mail-retry';
import type { MailTransport, OutgoingMail } from './mail-transport';

export interface MailSenderDeps {
  db: Db;
  transport: MailTransport;
  logger: Logger;
  /** `MAIL_FROM`, for example `Mahir <no-reply@mahir.my>`. */
  from: string;
  clock?: () => Date;
  attachments?: AttachmentSources;
  retry?: Partial<MailRetryPolicy>;
  random?: () => number;
  /** Mails in flight at once; each worker claims one mail at a time. */
  concurrency?: number;
  /** Most mails one run handles, so a run ends and the job runner moves on. */
  limit?: number;
}

export interface SendReport {
  sent: number;
  retried: number;
  failed: number;
  /** Sent, but the claim had lapsed before it was recorded (see `leaseMs`). */
  late: number;
}

/** The last error of a mail not sent because its recipient turned its category off. */
export const UNSUBSCRIBED = 'recipient unsubscribed';

/** The headers of a mail that can be unsubscribed from in one click (RFC 2369 and RFC 8058). */
export function unsubscribeHeaders(unsubscribeUrl: string | null): Record<string, string> {
  return unsubscribeUrl
    ? { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
    : {};
}

function errorText(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

/**
 * Sends the mails that are due: queued ones whose time has come, and ones whose sender died mid-send
 * (their claim lapsed). Each is claimed in one conditional update with a fresh token, so two instances
 * never send the same mail, then sent and marked sent with the receiver's id; a failed attempt is
 * retried with exponential backoff and jitter, and failed for good after `maxAttempts` or on a permanent
 * SMTP refusal. A run stops at the first failure that is not about one mail (the server is unreachable or
 * refuses our login), leaving the other mails' attempts for when it is back. The claim lasts `leaseMs`, far longer than the transport may take, so a mail is sent
 * twice only if a process dies between the receiver's acceptance and the update that records it.
 */
export async function sendDueMails(deps: MailSenderDeps): Promise<SendReport> {
  const { db, transport, logger } = deps;
  const clock = deps.clock ?? (() => new Date());
  const policy = { ...DEFAULT_MAIL_RETRY, ...deps.retry };
  const random = deps.random ?? Math.random;
  const report: SendReport = { sent: 0, retried: 0, failed: 0, late: 0 };
  let budget = deps.limit ?? 100;
  let halted = false;

  async function fail(
    mail: MailRow,
    token: string,
    error: string,
    retry: boolean,
    expected = false,
  ): Promise<void> {
    const now = clock();
    const retryAt = retry
      ? new Date(now.getTime() + retryDelayMs(mail.attempts, policy, random)).toISOString()
      : null;
    await mailRepository.markAttemptFailed(db, mail.id, token, {
      error,
      retryAt,
      now: now.toISOString(),
      // Given up: the stored copy keeps no usable link.
      content: retryAt ? undefined : (redactMail(mail) ?? undefined),
    });
    if (retryAt) report.retried++;
    else report.failed++;
    const line = { mailId: mail.id, template: mail.template, attempts: mail.attempts, err: error };
    if (retryAt) logger.warn({ ...line, retryAt }, 'mail attempt failed');
    else if (expected) logger.info(line, 'mail not sent');
    else logger.error(line, 'mail failed for good');
  }

  async function deliver(mail: MailRow, token: string): Promise<void> {
    // A mail whose senders keep dying (it crashes them, or they are killed) stops being tried.
    if (mail.attempts > policy.maxAttempts) {
      await fail(mail, token, `gave up after ${policy.maxAttempts} attempts`, false);
      return;
    }
    // Turned off since it was queued (one click, or the preference page): it is not sent, now or later.
    if (
      mail.category &&
      mail.user_id &&
      (await mailPreferenceRepository.isOptedOut(db, mail.user_id, mail.category))
    ) {
      await fail(mail, token, `${UNSUBSCRIBED}: ${mail.category}`, false, true);
      return;
    }
    let providerMessageId: string;
    let handedOver = false;
    try {
      const outgoing: OutgoingMail = {
        id: mail.id,
        template: mail.template,
        from: deps.from,
        to: { name: mail.to_name, address: mail.to_address },
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        messageId: mail.message_id,
        headers: unsubscribeHeaders(mail.unsubscribe_url),
        attachments: await resolveAttachments(
          parseAttachmentRefs(mail.attachments),
          deps.attachments ?? {},
          db,
        ),
      };
      handedOver = true;
      ({ providerMessageId } = await transport.send(outgoing));
    } catch (err) {
      // The server is down or refuses us: the rest of the run would only spend every mail's attempts.
      if (handedOver && isOutage(err)) halted = true;
      await fail(mail, token, errorText(err), !isPermanentFailure(err) && mail.attempts < policy.maxAttempts);
      return;
    }
    report.sent++;
    const recorded = await mailRepository.markSent(db, mail.id, token, {
      providerMessageId,
      now: clock().toISOString(),
      content: redactMail(mail) ?? undefined,
    });
    if (!recorded) {
      report.late++;
      logger.warn({ mailId: mail.id }, 'mail sent after its claim lapsed; another sender may send it again');
    }
  }

  async function worker(): Promise<void> {
    while (budget > 0 && !halted) {
      budget--;
      const token = randomUUID();
      const now = clock();
      const [mail] = await mailRepository.claimDue(db, {
        token,
        now: now.toISOString(),
        leaseUntil: new Date(now.getTime() + policy.leaseMs).toISOString(),
        limit: 1,
      });
      if (!mail) return;
      await deliver(mail, token);
    }
  }

  await Promise.all(Array.from({ length: Math.max(1, deps.concurrency ?? 3) }, worker));
  return report;
}
