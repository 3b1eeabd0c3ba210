import { z } from 'zod';
import { mailData } from '../mail-data';
import { MAIL_PATHS } from '../mail-links';
import { defineMailTemplate } from '../mail-template';
import { contentKind } from './content-published.mail';
import { Action, Greeting, Paragraph, Quote } from './mail-parts';

/** A tutor's content did not pass review: the reviewer's reason, quoted as written. */
export const contentRejectedMail = defineMailTemplate({
  category: 'content-review',
  data: z.object({
    name: mailData.name,
    contentTitle: mailData.title,
    contentKind,
    reason: z.string().trim().min(1).max(5000),
  }),
  subject: ({ t }, d) => t.contentRejected.subject(d.contentTitle),
  preview: ({ t }) => t.contentRejected.preview,
  body: (ctx, d) => (
    <>
      <Greeting ctx={ctx} name={d.name} />
      <Paragraph>{ctx.t.contentRejected.intro(ctx.t.contentKinds[d.contentKind], d.contentTitle)}</Paragraph>
      <Quote text={d.reason} />
      <Paragraph>{ctx.t.contentRejected.next}</Paragraph>
      <Action ctx={ctx} href={ctx.link(MAIL_PATHS.backoffice)}>
        {ctx.t.contentRejected.action}
      </Action>
    </>
  ),
});
