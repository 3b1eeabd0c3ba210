export { createEmlTransport } from './eml-transport';
export {
  type AttachmentGenerator,
  type AttachmentSources,
  type MailAttachmentRef,
  receiptPdfAttachment,
} from './mail-attachments';
export { MAIL_PATHS, mailLink } from './mail-links';
export {
  createMailer,
  type EnqueueSettings,
  enqueueMail,
  type Mailer,
  type MailRequest,
} from './mail-outbox';
export { REDACTED, redactMail } from './mail-redaction';
export { type MailRenderSettings, type RenderedMail, renderMail } from './mail-render';
export { DEFAULT_MAIL_RETRY, type MailRetryPolicy } from './mail-retry';
export { type MailSenderDeps, type SendReport, sendDueMails, unsubscribeHeaders } from './mail-sender';
export { isMailTemplateName, MAIL_TEMPLATES, type MailDataOf, type MailTemplateName } from './mail-templates';
export { createMailTransport, type MailTransport, type OutgoingMail } from './mail-transport';
export { createSmtpTransport } from './smtp-transport';
export { signUnsubscribeToken, type UnsubscribeSubject, verifyUnsubscribeToken } from './unsubscribe-token';
