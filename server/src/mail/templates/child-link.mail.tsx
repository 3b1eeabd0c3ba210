import { z } from 'zod';
import { mailData } from '../mail-data';
import { MAIL_PATHS } from '../mail-links';
import { defineMailTemplate } from '../mail-template';
import { Action, Greeting, Note, Paragraph } from './mail-parts';

/**
 * Asks a pupil to confirm that a guardian may follow their learning. Essential: it answers the pupil's own
 * account's security (someone asked to see their progress), and the link does nothing until they confirm.
 */
export const childLinkMail = defineMailTemplate({
  category: null,
  secrets: ['token'],
  data: z.object({
    name: mailData.name,
    guardianName: mailData.name,
    token: mailData.token,
    expiresInDays: mailData.count,
  }),
  subject: ({ t }, d) => t.childLink.subject(d.guardianName),
  preview: ({ t }) => t.childLink.preview,
  body: (ctx, d) => (
    <>
      <Greeting ctx={ctx} name={d.name} />
      <Paragraph>{ctx.t.childLink.intro(d.guardianName)}</Paragraph>
      <Action ctx={ctx} href={ctx.link(MAIL_PATHS.childLink, { token: d.token })}>
        {ctx.t.childLink.action}
      </Action>
      <Note>{ctx.t.childLink.expiry(d.expiresInDays)}</Note>
      <Note>{ctx.t.childLink.ignore}</Note>
    </>
  ),
});
