import { z } from 'zod';
import { mailData } from '../mail-data';
import { MAIL_PATHS } from '../mail-links';
import { defineMailTemplate } from '../mail-template';
import { Action, Greeting, Paragraph } from './mail-parts';

/** A recurring charge did not go through; access lasts until the grace period ends. */
export const renewalFailedMail = defineMailTemplate({
  category: 'billing',
  data: z.object({
    name: mailData.name,
    packageName: mailData.title,
    amount: mailData.sen,
    accessUntil: mailData.date,
  }),
  subject: ({ t }, d) => t.renewalFailed.subject(d.packageName),
  preview: ({ t }) => t.renewalFailed.preview,
  body: (ctx, d) => (
    <>
      <Greeting ctx={ctx} name={d.name} />
      <Paragraph>{ctx.t.renewalFailed.intro(d.packageName, ctx.money(d.amount))}</Paragraph>
      <Paragraph>{ctx.t.renewalFailed.until(ctx.date(d.accessUntil))}</Paragraph>
      <Action ctx={ctx} href={ctx.link(MAIL_PATHS.packages)}>
        {ctx.t.renewalFailed.action}
      </Action>
    </>
  ),
});
