import { z } from 'zod';
import { mailData } from '../mail-data';
import { MAIL_PATHS } from '../mail-links';
import { defineMailTemplate } from '../mail-template';
import { Action, Greeting, Note, Paragraph } from './mail-parts';

/** The link to choose a new password; sent whether or not the reader asked, so it says what to do if not. */
export const passwordResetMail = defineMailTemplate({
  category: null,
  secrets: ['token'],
  data: z.object({ name: mailData.name, token: mailData.token, expiresInMinutes: mailData.count }),
  subject: ({ t }) => t.passwordReset.subject,
  preview: ({ t }) => t.passwordReset.preview,
  body: (ctx, d) => (
    <>
      <Greeting ctx={ctx} name={d.name} />
      <Paragraph>{ctx.t.passwordReset.intro}</Paragraph>
      <Action ctx={ctx} href={ctx.link(MAIL_PATHS.resetPassword, { token: d.token })}>
        {ctx.t.passwordReset.action}
      </Action>
      <Note>{ctx.t.passwordReset.expiry(d.expiresInMinutes)}</Note>
      <Note>{ctx.t.passwordReset.sessions}</Note>
      <Note>{ctx.t.passwordReset.ignore}</Note>
    </>
  ),
});
