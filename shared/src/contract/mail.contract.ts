import { z } from 'zod';
import { MAIL_CATEGORIES, MAIL_LANGUAGES } from '../mail';
import { formNumber, Id, PageQuery, paged } from './fields';
import { defineFormDecoder, defineRoute } from './route';

/** Rows a page of the outgoing-mail screen lists unless it asks for another number. */
export const MAILS_PER_PAGE = 20;

/** The mail outbox's states, as the back office filters them. */
export const MAIL_STATUSES = ['queued', 'sending', 'sent', 'failed'] as const;

export { MAIL_PREFERENCE_TEXT } from './mail-preference-text';

const Category = z.enum(MAIL_CATEGORIES);
/** A one-click unsubscribe token (`<user id>.<category>.<signature>`), checked by the server. */
const UnsubscribeToken = z.string().trim().min(1).max(200);

/** The one-click body (RFC 8058): `List-Unsubscribe=One-Click`, urlencoded or, from some clients, multipart. */
const OneClickBody = z.object({ 'List-Unsubscribe': z.string().max(100).optional() });
const oneClickForm = defineFormDecoder({
  fields: OneClickBody,
  decode: (fields) => ({ body: fields, fieldOf: (path) => path }),
});

export const MailPreferences = z.object({
  /** Each category and whether its mail is sent. */
  categories: z.array(z.object({ category: Category, enabled: z.boolean() })),
  /** The category the token's link was for, when the page was opened from a mail. */
  category: Category.nullable(),
});

export const MailPreferencesBody = z.object({
  token: UnsubscribeToken.optional(),
  categories: z
    .array(z.object({ category: Category, enabled: z.boolean() }))
    .min(1)
    .max(10),
});

export const AdminMailRow = z.object({
  id: z.number().int(),
  template: z.string(),
  category: Category.nullable(),
  to_address: z.string(),
  to_name: z.string().nullable(),
  language: z.enum(MAIL_LANGUAGES),
  subject: z.string(),
  status: z.enum(MAIL_STATUSES),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  next_attempt_at: z.string(),
  sent_at: z.string().nullable(),
  created_at: z.string(),
});

export const AdminMailDetail = AdminMailRow.extend({
  message_id: z.string(),
  provider_message_id: z.string().nullable(),
  unsubscribe_url: z.string().nullable(),
  html: z.string(),
  text: z.string(),
  attachments: z.array(z.object({ filename: z.string(), content_type: z.string() })),
  /** Whether a resend is possible (mail with a single-use link is not). */
  resendable: z.boolean(),
});

const tag = 'mail';

export const mailContract = {
  unsubscribe: defineRoute({
    method: 'POST',
    path: '/unsubscribe',
    summary:
      'One-click unsubscribe (RFC 8058): the List-Unsubscribe URL of a mail, posted by the mail client with List-Unsubscribe=One-Click; no session or CSRF token',
    tag,
    access: 'public',
    owner: 'none',
    encoding: 'form',
    form: oneClickForm,
    query: z.object({ token: UnsubscribeToken }),
    body: OneClickBody,
    response: z.object({ category: Category }),
  }),
  preferences: defineRoute({
    method: 'GET',
    path: '/ajax/v2/mail-preferences',
    summary:
      "The mail categories and whether each is sent: the token's user (from a mail link), else the caller's",
    tag,
    access: 'public',
    owner: 'self',
    query: z.object({ token: UnsubscribeToken.optional() }),
    response: MailPreferences,
  }),
  savePreferences: defineRoute({
    method: 'PUT',
    path: '/ajax/v2/mail-preferences',
    summary: "Turns mail categories on or off for the token's user, else the caller",
    tag,
    access: 'public',
    owner: 'self',
    body: MailPreferencesBody,
    response: MailPreferences,
  }),
  adminMails: defineRoute({
    method: 'GET',
    path: '/ajax/v2/admin/mails',
    summary:
      'Outgoing mail, newest first, by status and recipient or subject: status, recipient, subject, attempts, last error',
    tag,
    access: ['admin'],
    owner: 'none',
    query: PageQuery.extend({
      per_page: formNumber().pipe(z.number().int().min(1).max(100)).default(MAILS_PER_PAGE),
      status: z.enum(MAIL_STATUSES).optional(),
      /** Part of the recipient's address or of the subject. */
      search: z.string().trim().max(254).optional(),
    }),
    response: paged(AdminMailRow),
  }),
  adminMail: defineRoute({
    method: 'GET',
    path: '/ajax/v2/admin/mails/{id}',
    summary: 'One outgoing mail as it was sent (single-use links hidden)',
    tag,
    access: ['admin'],
    owner: 'none',
    params: z.object({ id: Id }),
    response: AdminMailDetail,
  }),
  resendMail: defineRoute({
    method: 'POST',
    path: '/ajax/v2/admin/mails/{id}/resend',
    summary:
      'Queues a copy of a mail (same content, new Message-ID); refused for mail with a single-use link',
    tag,
    access: ['admin'],
    owner: 'none',
    params: z.object({ id: Id }),
    response: z.object({ id: z.number().int() }),
  }),
} as const;
