import { randomUUID } from 'node:crypto';
import type { Database, Db } from '@mahir/db';
import { type MailRow, mailRepository } from '@mahir/db/repositories/mail.repository';
import type { MailLanguage } from '@mahir/shared/mail';
import type { Transaction } from 'kysely';
import { z } from 'zod';
import { type MailAttachmentRef, mailAttachmentRef } from './mail-attachments';
import { type MailRenderSettings, renderMail } from './mail-render';
import type { MailDataOf, MailTemplateName } from './mail-templates';

/** One mail to queue: which template with what data, to whom, in which language, once per key. */
export interface MailRequest<N extends MailTemplateName = MailTemplateName> {
  template: N;
  data: MailDataOf<N>;
  to: { email: string; name?: string | null };
  language: MailLanguage;
  /** The recipient's account; required for mail that can be unsubscribed from. */
  userId?: number | null;
  /** The same key queues one mail only: `receipt:order:123`, `verify:user:9:<token id>`. */
  idempotencyKey: string;
  attachments?: MailAttachmentRef[];
}

export interface EnqueueSettings extends MailRenderSettings {
  clock?: () => Date;
}

const requestShape = z.object({
  to: z.object({ email: z.email().max(254), name: z.string().trim().max(200).nullish() }),
  idempotencyKey: z.string().min(1).max(200),
  attachments: z.array(mailAttachmentRef).max(10).default([]),
});

/** A Message-ID of our own domain, fixed for every attempt of one mail. */
function newMessageId(publicUrl: string): string {
  let host = 'mahir.localhost';
  try {
    host = new URL(publicUrl).hostname || host;
  } catch {
    // An unparseable PUBLIC_URL still gives every mail a valid id.
  }
  return `<${randomUUID()}@${host}>`;
}

/**
 * Queues a mail in the caller's transaction, so it exists exactly when the change it reports does. It
 * is rendered now (subject, HTML, text, unsubscribe link) and stored as it will be sent; the job
 * runner's `sendDueMails` delivers it. A key already queued queues nothing and answers that mail's id.
 *
 * @example await db.transaction().execute((trx) =>
 *   enqueueMail(trx, { template: 'receipt', data, to: { email }, language: 'ms', userId,
 *     idempotencyKey: `receipt:order:${order.id}`, attachments: [receiptPdfAttachment(order.reference)] }, settings))
 */
export async function enqueueMail<N extends MailTemplateName>(
  trx: Transaction<Database>,
  mail: MailRequest<N>,
  settings: EnqueueSettings,
): Promise<{ id: number; created: boolean }> {
  const request = requestShape.parse(mail);
  const existing = await mailRepository.idByKey(trx, request.idempotencyKey);
  if (existing !== undefined) return { id: existing, created: false };
  const userId = mail.userId ?? null;
  const rendered = await renderMail(mail.template, mail.data, { lang: mail.language, userId, settings });
  const now = (settings.clock?.() ?? new Date()).toISOString();
  return mailRepository.insert(trx, {
    idempotency_key: request.idempotencyKey,
    user_id: userId,
    to_address: request.to.email,
    to_name: request.to.name ?? null,
    language: mail.language,
    template: mail.template,
    data: JSON.stringify(rendered.data),
    category: rendered.category,
    unsubscribe_url: rendered.unsubscribeUrl,
    subject: rendered.subject,
    html: rendered.html,
    text: rendered.text,
    message_id: newMessageId(settings.publicUrl),
    attachments: JSON.stringify(request.attachments),
    next_attempt_at: now,
    updated_at: now,
  });
}

/**
 * Queues a copy of a stored mail, byte for byte what it said, under a new key and Message-ID: an admin's
 * resend. The caller refuses mail whose stored copy lost its single-use link.
 */
export async function requeueCopy(
  db: Db,
  mail: MailRow,
  settings: { publicUrl: string; now: string; key: string },
): Promise<{ id: number; created: boolean }> {
  return mailRepository.insert(db, {
    idempotency_key: settings.key,
    user_id: mail.user_id,
    to_address: mail.to_address,
    to_name: mail.to_name,
    language: mail.language,
    template: mail.template,
    data: mail.data,
    category: mail.category,
    unsubscribe_url: mail.unsubscribe_url,
    subject: mail.subject,
    html: mail.html,
    text: mail.text,
    message_id: newMessageId(settings.publicUrl),
    attachments: mail.attachments,
    next_attempt_at: settings.now,
    updated_at: settings.now,
  });
}

/** The mailer an area is given: `enqueue` with the settings bound. */
export interface Mailer {
  enqueue<N extends MailTemplateName>(
    trx: Transaction<Database>,
    mail: MailRequest<N>,
  ): Promise<{ id: number; created: boolean }>;
}

export function createMailer(settings: EnqueueSettings): Mailer {
  return { enqueue: (trx, mail) => enqueueMail(trx, mail, settings) };
}
