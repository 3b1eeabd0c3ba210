import { z } from 'zod';
import { mailData } from '../mail-data';
import { defineMailTemplate } from '../mail-template';
import { Greeting, Paragraph } from './mail-parts';

/** The last mail to a deleted account's old address: its data is gone (PDPA 2010, issue 20). */
export const deletionCompletedMail = defineMailTemplate({
  category: null,
  data: z.object({ name: mailData.name, completedAt: mailData.instant }),
  subject: ({ t }) => t.deletionCompleted.subject,
  preview: ({ t }) => t.deletionCompleted.preview,
  body: (ctx, d) => (
    <>
      <Greeting ctx={ctx} name={d.name} />
      <Paragraph>{ctx.t.deletionCompleted.intro(ctx.date(d.completedAt, true))}</Paragraph>
      <Paragraph>{ctx.t.deletionCompleted.kept}</Paragraph>
      <Paragraph>{ctx.t.deletionCompleted.goodbye}</Paragraph>
    </>
  ),
});
