import type { z } from 'zod';
import type { MailTemplate } from './mail-template';
import { childLinkMail } from './templates/child-link.mail';
import { contentPublishedMail } from './templates/content-published.mail';
import { contentRejectedMail } from './templates/content-rejected.mail';
import { deletionCompletedMail } from './templates/deletion-completed.mail';
import { deletionReceivedMail } from './templates/deletion-received.mail';
import { emailChangeConfirmMail } from './templates/email-change-confirm.mail';
import { emailChangeNoticeMail } from './templates/email-change-notice.mail';
import { eventRegistrationMail } from './templates/event-registration.mail';
import { guardianConsentMail } from './templates/guardian-consent.mail';
import { packageForChildMail } from './templates/package-for-child.mail';
import { passwordResetMail } from './templates/password-reset.mail';
import { payoutReleasedMail } from './templates/payout-released.mail';
import { progressSummaryMail } from './templates/progress-summary.mail';
import { receiptMail } from './templates/receipt.mail';
import { refundMail } from './templates/refund.mail';
import { renewalFailedMail } from './templates/renewal-failed.mail';
import { renewalLinkMail } from './templates/renewal-link.mail';
import { renewalReminderMail } from './templates/renewal-reminder.mail';
import { resellerApprovedMail } from './templates/reseller-approved.mail';
import { resellerDeclinedMail } from './templates/reseller-declined.mail';
import { subscriptionCancelledMail } from './templates/subscription-cancelled.mail';
import { verificationMail } from './templates/verification.mail';

/** Every mail the product sends, by the name stored in the outbox. */
export const MAIL_TEMPLATES = {
  verification: verificationMail,
  'password-reset': passwordResetMail,
  'email-change-confirm': emailChangeConfirmMail,
  'email-change-notice': emailChangeNoticeMail,
  receipt: receiptMail,
  refund: refundMail,
  'renewal-reminder': renewalReminderMail,
  'renewal-failed': renewalFailedMail,
  'renewal-link': renewalLinkMail,
  'subscription-cancelled': subscriptionCancelledMail,
  'event-registration': eventRegistrationMail,
  'content-published': contentPublishedMail,
  'content-rejected': contentRejectedMail,
  'reseller-approved': resellerApprovedMail,
  'reseller-declined': resellerDeclinedMail,
  'payout-released': payoutReleasedMail,
  'guardian-consent': guardianConsentMail,
  'child-link': childLinkMail,
  'package-for-child': packageForChildMail,
  'progress-summary': progressSummaryMail,
  'deletion-received': deletionReceivedMail,
  'deletion-completed': deletionCompletedMail,
} as const satisfies Record<string, MailTemplate>;

export type MailTemplateName = keyof typeof MAIL_TEMPLATES;

/** The data a template takes from its caller (optional fields may be left out). */
export type MailDataOf<N extends MailTemplateName> = z.input<(typeof MAIL_TEMPLATES)[N]['data']>;

export function isMailTemplateName(name: string): name is MailTemplateName {
  return Object.hasOwn(MAIL_TEMPLATES, name);
}
