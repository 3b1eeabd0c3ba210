import { z } from 'zod';
import { mailData } from '../mail-data';
import { MAIL_PATHS } from '../mail-links';
import { defineMailTemplate } from '../mail-template';
import { Action, Greeting, Paragraph } from './mail-parts';

/** Sent a few days before a recurring subscription is charged again. */
export const renewalReminderMail = defineMailTemplate({
  category: 'billing',
  data: z.object({
    name: mailData.name,
    packageName: mailData.title,
    amount: mailData.sen,
    chargeOn: mailData.date,
  }),
  subject: ({ t }, d) => t.renewalReminder.subject(d.packageName),
  preview: (ctx, d) => ctx.t.renewalReminder.preview(ctx.date(d.chargeOn)),
  body: (ctx, d) => (
    <>
      <Greeting ctx={ctx} name={d.name} />
      <Paragraph>
        {ctx.t.renewalReminder.intro(d.packageName, ctx.date(d.chargeOn), ctx.money(d.amount))}
      </Paragraph>
      <Paragraph>{ctx.t.renewalReminder.keep}</Paragraph>
      <Action ctx={ctx} href={ctx.link(MAIL_PATHS.profile)}>
        {ctx.t.renewalReminder.manage}
      </Action>
    </>
  ),
});
