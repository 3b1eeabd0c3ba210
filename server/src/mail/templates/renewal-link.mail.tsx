import { z } from 'zod';
import { mailData } from '../mail-data';
import { MAIL_PATHS } from '../mail-links';
import { defineMailTemplate } from '../mail-template';
import { Action, Greeting, Paragraph } from './mail-parts';

/**
 * A subscription renewed by pay link (or a declined card renewal on the same path): the reminder before the
 * due date (`before`), on it (`due`), during grace (`grace`), each with the pay link, and the expiry (`expired`).
 */
export const renewalLinkMail = defineMailTemplate({
  category: 'billing',
  data: z.object({
    name: mailData.name,
    packageName: mailData.title,
    amount: mailData.sen,
    stage: z.enum(['before', 'due', 'grace', 'expired']),
    dueDate: mailData.date,
    lastDay: mailData.date,
    hashslug: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/),
  }),
  subject: ({ t }, d) => t.renewalLink.subject[d.stage](d.packageName),
  preview: (ctx, d) => ctx.t.renewalLink.preview(ctx.date(d.dueDate)),
  body: (ctx, d) => {
    const t = ctx.t.renewalLink;
    const amount = ctx.money(d.amount);
    if (d.stage === 'expired')
      return (
        <>
          <Greeting ctx={ctx} name={d.name} />
          <Paragraph>{t.expired(d.packageName)}</Paragraph>
          <Paragraph>{t.comeBack}</Paragraph>
          <Action ctx={ctx} href={ctx.link(MAIL_PATHS.packages)}>
            {t.packages}
          </Action>
        </>
      );
    const intro =
      d.stage === 'before'
        ? t.before(d.packageName, ctx.date(d.dueDate), amount)
        : d.stage === 'due'
          ? t.due(d.packageName, amount)
          : t.grace(d.packageName, amount);
    return (
      <>
        <Greeting ctx={ctx} name={d.name} />
        <Paragraph>{intro}</Paragraph>
        {d.stage === 'before' ? null : <Paragraph>{t.payBy(ctx.date(d.lastDay))}</Paragraph>}
        <Action ctx={ctx} href={ctx.link(MAIL_PATHS.subscription(d.hashslug))}>
          {t.pay}
        </Action>
      </>
    );
  },
});
