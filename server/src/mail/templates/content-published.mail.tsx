import { z } from 'zod';
import { mailData } from '../mail-data';
import { defineMailTemplate } from '../mail-template';
import { Action, Greeting, Paragraph } from './mail-parts';

/** The kinds of content a tutor submits for review. */
export const contentKind = z.enum(['course', 'ebook', 'audiobook', 'photo']);

/** A tutor's content passed review and is live. */
export const contentPublishedMail = defineMailTemplate({
  category: 'content-review',
  data: z.object({
    name: mailData.name,
    contentTitle: mailData.title,
    contentKind,
    /** Where the published content is on the storefront (`/course/{hashslug}`). */
    path: mailData.sitePath,
  }),
  subject: ({ t }, d) => t.contentPublished.subject(d.contentTitle),
  preview: ({ t }) => t.contentPublished.preview,
  body: (ctx, d) => (
    <>
      <Greeting ctx={ctx} name={d.name} />
      <Paragraph>{ctx.t.contentPublished.intro(ctx.t.contentKinds[d.contentKind], d.contentTitle)}</Paragraph>
      <Action ctx={ctx} href={ctx.link(d.path)}>
        {ctx.t.contentPublished.action}
      </Action>
    </>
  ),
});
