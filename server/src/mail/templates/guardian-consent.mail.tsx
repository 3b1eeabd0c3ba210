import { z } from 'zod';
import { mailData } from '../mail-data';
import { MAIL_PATHS } from '../mail-links';
import { defineMailTemplate } from '../mail-template';
import { Action, Greeting, Note, Paragraph } from './mail-parts';

/**
 * Asks a guardian to consent to a child's account. Essential: the guardian may have no account to hold a
 * preference, and the child's account stays locked without an answer; the flow that sends it limits how
 * often one address receives it.
 */
export const guardianConsentMail = defineMailTemplate({
  category: null,
  secrets: ['token'],
  data: z.object({
    guardianName: mailData.name,
    childName: mailData.name,
    token: mailData.token,
    expiresInDays: mailData.count,
  }),
  subject: ({ t }, d) => t.guardianConsent.subject(d.childName),
  preview: ({ t }) => t.guardianConsent.preview,
  body: (ctx, d) => (
    <>
      <Greeting ctx={ctx} name={d.guardianName} />
      <Paragraph>{ctx.t.guardianConsent.intro(d.childName)}</Paragraph>
      <Action ctx={ctx} href={ctx.link(MAIL_PATHS.guardianConsent, { token: d.token })}>
        {ctx.t.guardianConsent.action}
      </Action>
      <Note>{ctx.t.guardianConsent.expiry(d.expiresInDays)}</Note>
      <Note>{ctx.t.guardianConsent.ignore}</Note>
    </>
  ),
});
