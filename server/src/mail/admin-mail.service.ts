import { randomUUID } from 'node:crypto';
import { type MailRow, mailRepository } from '@mahir/db/repositories/mail.repository';
import { pageOf } from '@mahir/shared/contract/fields';
import { MAIL_PREFERENCE_TEXT } from '@mahir/shared/contract/mail.contract';
import type { AppContext } from '../app-context';
import { AppError } from '../http/app-error';
import { parseAttachmentRefs } from './mail-attachments';
import { requeueCopy } from './mail-outbox';
import { redactMail } from './mail-redaction';
import type { MailTemplate } from './mail-template';
import { isMailTemplateName, MAIL_TEMPLATES } from './mail-templates';

const T = MAIL_PREFERENCE_TEXT.en;

/** Whether a template's mail carries a single-use link, which a stored copy no longer holds. */
function carriesSecret(template: string): boolean {
  if (!isMailTemplateName(template)) return true;
  const t: MailTemplate = MAIL_TEMPLATES[template];
  return (t.secrets?.length ?? 0) > 0;
}

function row(mail: MailRow) {
  return {
    id: mail.id,
    template: mail.template,
    category: mail.category,
    to_address: mail.to_address,
    to_name: mail.to_name,
    language: mail.language,
    subject: mail.subject,
    status: mail.status,
    attempts: mail.attempts,
    last_error: mail.last_error,
    next_attempt_at: mail.next_attempt_at,
    sent_at: mail.sent_at,
    created_at: mail.created_at,
  };
}

/** The back office's outgoing mail (admin routes): the outbox, one mail as sent, and a resend. */
export function createAdminMailService({ db, clock, config }: Pick<AppContext, 'db' | 'clock' | 'config'>) {
  async function found(id: number): Promise<MailRow> {
    const mail = await mailRepository.find(db, id);
    if (!mail) throw AppError.notFound();
    return mail;
  }

  return {
    async list(query: {
      page: number;
      per_page: number;
      status?: MailRow['status'] | undefined;
      search?: string | undefined;
    }) {
      const { rows, total } = await mailRepository.page(db, {
        page: query.page,
        perPage: query.per_page,
        status: query.status,
        search: query.search || undefined,
      });
      return pageOf(rows.map(row), total, query.page, query.per_page);
    },

    /** One mail as it went out; a queued mail's single-use link is hidden (`redactMail`). */
    async view(id: number) {
      const mail = await found(id);
      const shown = { ...mail, ...(redactMail(mail) ?? {}) };
      return {
        ...row(mail),
        message_id: mail.message_id,
        provider_message_id: mail.provider_message_id,
        unsubscribe_url: mail.unsubscribe_url,
        html: shown.html,
        text: shown.text,
        attachments: parseAttachmentRefs(mail.attachments).map((a) => ({
          filename: a.filename,
          content_type: a.contentType,
        })),
        resendable: !carriesSecret(mail.template),
      };
    },

    /** Queues a copy of a mail; 409 for one whose single-use link is gone from the stored copy. */
    async resend(id: number) {
      const mail = await found(id);
      if (carriesSecret(mail.template)) throw AppError.conflict(T.cannotResend, 'not_resendable');
      const copy = await requeueCopy(db, mail, {
        publicUrl: config.publicUrl,
        now: clock().toISOString(),
        key: `resend:${mail.id}:${randomUUID()}`,
      });
      return { data: { id: copy.id }, message: T.resent };
    },
  };
}
