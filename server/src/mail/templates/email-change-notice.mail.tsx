import { z } from 'zod';
import { mailData } from '../mail-data';
import { MAIL_PATHS } from '../mail-links';
import { defineMailTemplate } from '../mail-template';
import { Action, Greeting, Note, Paragraph } from './mail-parts';

/** To the old address of an email change, so a taken-over account is noticed by its owner. */
export const emailChangeNoticeMail = defineMailTemplate({
  category: null,
  data: z.object({ name: mailData.name, newEmail: mailData.email, requestedAt: mailData.instant }),
  subject: ({ t }) => t.emailChangeNotice.subject,
  preview: ({ t }) => t.emailChangeNotice.preview,
  body: (ctx, d) => (
    <>
      <Greeting ctx={ctx} name={d.name} />
      <Paragraph>{ctx.t.emailChangeNotice.intro(d.newEmail, ctx.date(d.requestedAt, true))}</Paragraph>
      <Paragraph>{ctx.t.emailChangeNotice.until}</Paragraph>
      <Note>{ctx.t.emailChangeNotice.notYou}</Note>
      <Action ctx={ctx} href={ctx.link(MAIL_PATHS.forgotPassword)}>
        {ctx.t.emailChangeNotice.action}
      </Action>
    </>
  ),
});
