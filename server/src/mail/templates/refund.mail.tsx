import { z } from 'zod';
import { mailData } from '../mail-data';
import { MAIL_PATHS } from '../mail-links';
import { defineMailTemplate } from '../mail-template';
import { Action, Details, Greeting, Paragraph } from './mail-parts';

/** A refund of the buyer's order was recorded (issue 21): how much, why, and how the money comes back. */
export const refundMail = defineMailTemplate({
  category: null,
  data: z.object({
    name: mailData.name,
    number: z.string().regex(/^RF-\d{4}-\d{6,}$/),
    reference: z.string().regex(/^[A-Za-z0-9-]{1,64}$/),
    amount: mailData.sen,
    reason: mailData.title,
    /** `coins` (with the coins credited), `provider` (card or PayPal), or `bank` (a transfer by hand). */
    way: z.enum(['coins', 'provider', 'bank']),
    coins: z.number().int().nonnegative().default(0),
  }),
  subject: ({ t }, d) => t.refund.subject(d.number, d.reference),
  preview: (ctx, d) => ctx.t.refund.preview(ctx.money(d.amount)),
  body: (ctx, d) => {
    const t = ctx.t.refund;
    return (
      <>
        <Greeting ctx={ctx} name={d.name} />
        <Paragraph>{t.intro(ctx.money(d.amount), d.reference)}</Paragraph>
        <Details
          rows={[
            [t.number, d.number],
            [t.reference, d.reference],
            [t.reason, d.reason],
          ]}
        />
        <Paragraph>
          {d.way === 'coins' ? t.toCoins(d.coins) : d.way === 'bank' ? t.toBank : t.toProvider}
        </Paragraph>
        <Action ctx={ctx} href={ctx.link(MAIL_PATHS.receipt(d.reference))}>
          {t.action}
        </Action>
      </>
    );
  },
});
