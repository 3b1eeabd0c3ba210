import { z } from 'zod';
import { mailData } from '../mail-data';
import { MAIL_PATHS } from '../mail-links';
import { defineMailTemplate } from '../mail-template';
import { Action, Greeting, Paragraph } from './mail-parts';

/** A subscription was cancelled: until when learning goes on, or that it has ended. */
export const subscriptionCancelledMail = defineMailTemplate({
  category: 'billing',
  data: z.object({
    name: mailData.name,
    packageName: mailData.title,
    /** The last day of access; null when access ended with the cancellation. */
    accessUntil: mailData.date.nullable(),
  }),
  subject: ({ t }, d) => t.subscriptionCancelled.subject(d.packageName),
  preview: ({ t }) => t.subscriptionCancelled.preview,
  body: (ctx, d) => {
    const t = ctx.t.subscriptionCancelled;
    return (
      <>
        <Greeting ctx={ctx} name={d.name} />
        <Paragraph>{t.intro(d.packageName)}</Paragraph>
        <Paragraph>{d.accessUntil ? t.until(ctx.date(d.accessUntil)) : t.ended}</Paragraph>
        <Paragraph>{t.comeBack}</Paragraph>
        <Action ctx={ctx} href={ctx.link(MAIL_PATHS.packages)}>
          {t.action}
        </Action>
      </>
    );
  },
});
