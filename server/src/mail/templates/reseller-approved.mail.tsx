import { z } from 'zod';
import { mailData } from '../mail-data';
import { MAIL_PATHS } from '../mail-links';
import { defineMailTemplate } from '../mail-template';
import { Action, Details, Greeting, Paragraph } from './mail-parts';

/** A reseller registration was approved: the code to share. */
export const resellerApprovedMail = defineMailTemplate({
  category: 'partner',
  data: z.object({ name: mailData.name, resellerCode: z.string().regex(/^[A-Za-z0-9-]{1,32}$/) }),
  subject: ({ t }) => t.resellerApproved.subject,
  preview: ({ t }) => t.resellerApproved.preview,
  body: (ctx, d) => (
    <>
      <Greeting ctx={ctx} name={d.name} />
      <Paragraph>{ctx.t.resellerApproved.intro}</Paragraph>
      <Details rows={[[ctx.t.resellerApproved.code, d.resellerCode]]} />
      <Paragraph>{ctx.t.resellerApproved.next}</Paragraph>
      <Action ctx={ctx} href={ctx.link(MAIL_PATHS.backoffice)}>
        {ctx.t.resellerApproved.action}
      </Action>
    </>
  ),
});
