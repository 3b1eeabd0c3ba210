import { z } from 'zod';
import { mailData } from '../mail-data';
import { MAIL_PATHS } from '../mail-links';
import { defineMailTemplate } from '../mail-template';
import { Action, Greeting, Note, Paragraph } from './mail-parts';

/** Confirms a new account's address: the link carries the single-use token. */
export const verificationMail = defineMailTemplate({
  category: null,
  secrets: ['token'],
  data: z.object({ name: mailData.name, token: mailData.token, expiresInHours: mailData.count }),
  subject: ({ t }) => t.verification.subject,
  preview: ({ t }) => t.verification.preview,
  body: (ctx, d) => (
    <>
      <Greeting ctx={ctx} name={d.name} />
      <Paragraph>{ctx.t.verification.intro}</Paragraph>
      <Action ctx={ctx} href={ctx.link(MAIL_PATHS.verifyEmail, { token: d.token })}>
        {ctx.t.verification.action}
      </Action>
      <Note>{ctx.t.verification.expiry(d.expiresInHours)}</Note>
      <Note>{ctx.t.verification.ignore}</Note>
    </>
  ),
});
