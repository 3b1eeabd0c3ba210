import { z } from 'zod';
import { mailData } from '../mail-data';
import { MAIL_PATHS } from '../mail-links';
import { defineMailTemplate } from '../mail-template';
import { Action, Greeting, Note, Paragraph } from './mail-parts';

/**
 * Tells a pupil that a guardian bought a package for them (issue 20): the courses appeared in their account
 * without their doing, and who can now follow their progress there. Essential, like a receipt.
 */
export const packageForChildMail = defineMailTemplate({
  category: null,
  data: z.object({ name: mailData.name, guardianName: mailData.name, packageName: mailData.title }),
  subject: ({ t }, d) => t.packageForChild.subject(d.guardianName, d.packageName),
  preview: ({ t }) => t.packageForChild.preview,
  body: (ctx, d) => (
    <>
      <Greeting ctx={ctx} name={d.name} />
      <Paragraph>{ctx.t.packageForChild.intro(d.guardianName, d.packageName)}</Paragraph>
      <Action ctx={ctx} href={ctx.link(MAIL_PATHS.myCourses)}>
        {ctx.t.packageForChild.action}
      </Action>
      <Note>{ctx.t.packageForChild.follow(d.guardianName)}</Note>
    </>
  ),
});
