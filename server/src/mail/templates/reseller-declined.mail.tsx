import { z } from 'zod';
import { mailData } from '../mail-data';
import { defineMailTemplate } from '../mail-template';
import { Greeting, Paragraph, Quote } from './mail-parts';

/** A reseller registration was declined, with the admin's reason when one was given. */
export const resellerDeclinedMail = defineMailTemplate({
  category: 'partner',
  data: z.object({
    name: mailData.name,
    reason: z.string().trim().min(1).max(5000).nullable().default(null),
  }),
  subject: ({ t }) => t.resellerDeclined.subject,
  preview: ({ t }) => t.resellerDeclined.preview,
  body: (ctx, d) => (
    <>
      <Greeting ctx={ctx} name={d.name} />
      <Paragraph>{ctx.t.resellerDeclined.intro}</Paragraph>
      {d.reason ? (
        <>
          <Paragraph>{ctx.t.resellerDeclined.reason}</Paragraph>
          <Quote text={d.reason} />
        </>
      ) : null}
      <Paragraph>{ctx.t.resellerDeclined.again}</Paragraph>
    </>
  ),
});
