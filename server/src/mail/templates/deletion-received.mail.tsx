import { z } from 'zod';
import { mailData } from '../mail-data';
import { defineMailTemplate } from '../mail-template';
import { Greeting, Note, Paragraph } from './mail-parts';

/** To a person who asked for their account to be deleted: the request is in (PDPA 2010, issue 20). */
export const deletionReceivedMail = defineMailTemplate({
  category: null,
  data: z.object({ name: mailData.name, requestedAt: mailData.instant }),
  subject: ({ t }) => t.deletionReceived.subject,
  preview: ({ t }) => t.deletionReceived.preview,
  body: (ctx, d) => (
    <>
      <Greeting ctx={ctx} name={d.name} />
      <Paragraph>{ctx.t.deletionReceived.intro(ctx.date(d.requestedAt, true))}</Paragraph>
      <Paragraph>{ctx.t.deletionReceived.kept}</Paragraph>
      <Note>{ctx.t.deletionReceived.notYou}</Note>
    </>
  ),
});
