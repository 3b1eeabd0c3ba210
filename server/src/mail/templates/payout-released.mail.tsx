import { z } from 'zod';
import { mailData } from '../mail-data';
import { MAIL_PATHS } from '../mail-links';
import { defineMailTemplate } from '../mail-template';
import { Action, Details, Greeting, Note, Paragraph } from './mail-parts';

/** A month's commission was paid out to the reseller's bank account. */
export const payoutReleasedMail = defineMailTemplate({
  category: 'partner',
  data: z.object({
    name: mailData.name,
    amount: mailData.sen,
    month: z.number().int().min(1).max(12),
    year: z.number().int().min(2000).max(2100),
    reference: z.string().trim().min(1).max(100).nullable().default(null),
  }),
  subject: (ctx, d) => ctx.t.payoutReleased.subject(ctx.month(d.year, d.month)),
  preview: (ctx, d) => ctx.t.payoutReleased.preview(ctx.money(d.amount)),
  body: (ctx, d) => (
    <>
      <Greeting ctx={ctx} name={d.name} />
      <Paragraph>{ctx.t.payoutReleased.intro(ctx.money(d.amount), ctx.month(d.year, d.month))}</Paragraph>
      {d.reference ? <Details rows={[[ctx.t.payoutReleased.reference, d.reference]]} /> : null}
      <Note>{ctx.t.payoutReleased.timing}</Note>
      <Action ctx={ctx} href={ctx.link(MAIL_PATHS.backoffice)}>
        {ctx.t.payoutReleased.action}
      </Action>
    </>
  ),
});
