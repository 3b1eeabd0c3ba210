import { z } from 'zod';
import { mailData } from '../mail-data';
import { MAIL_PATHS } from '../mail-links';
import { defineMailTemplate } from '../mail-template';
import { Action, Greeting, Note, Paragraph } from './mail-parts';

/** To the new address of an email change: the change happens only once this link is followed. */
export const emailChangeConfirmMail = defineMailTemplate({
  category: null,
  secrets: ['token'],
  data: z.object({
    name: mailData.name,
    newEmail: mailData.email,
    token: mailData.token,
    expiresInHours: mailData.count,
  }),
  subject: ({ t }) => t.emailChangeConfirm.subject,
  preview: ({ t }) => t.emailChangeConfirm.preview,
  body: (ctx, d) => (
    <>
      <Greeting ctx={ctx} name={d.name} />
      <Paragraph>{ctx.t.emailChangeConfirm.intro(d.newEmail)}</Paragraph>
      <Action ctx={ctx} href={ctx.link(MAIL_PATHS.confirmEmailChange, { token: d.token })}>
        {ctx.t.emailChangeConfirm.action}
      </Action>
      <Note>{ctx.t.emailChangeConfirm.expiry(d.expiresInHours)}</Note>
      <Note>{ctx.t.emailChangeConfirm.ignore}</Note>
    </>
  ),
});
