import { z } from 'zod';
import { mailData } from '../mail-data';
import { MAIL_PATHS } from '../mail-links';
import { defineMailTemplate } from '../mail-template';
import { Action, Details, Greeting, Paragraph } from './mail-parts';

/** A registration for an event: when and where, and for an online event the meeting link. */
export const eventRegistrationMail = defineMailTemplate({
  category: 'events',
  data: z.object({
    name: mailData.name,
    eventTitle: mailData.title,
    hashslug: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/),
    startsAt: mailData.instant,
    endsAt: mailData.instant.nullable().default(null),
    venue: mailData.title.nullable().default(null),
    meetingUrl: mailData.externalUrl.nullable().default(null),
  }),
  subject: ({ t }, d) => t.eventRegistration.subject(d.eventTitle),
  preview: (ctx, d) => ctx.t.eventRegistration.preview(ctx.date(d.startsAt, true)),
  body: (ctx, d) => {
    const t = ctx.t.eventRegistration;
    return (
      <>
        <Greeting ctx={ctx} name={d.name} />
        <Paragraph>{t.intro(d.eventTitle)}</Paragraph>
        <Details
          rows={[
            [t.starts, ctx.date(d.startsAt, true)],
            ...(d.endsAt ? [[t.ends, ctx.date(d.endsAt, true)] as const] : []),
            ...(d.venue ? [[t.venue, d.venue] as const] : []),
          ]}
        />
        {d.meetingUrl ? (
          <>
            <Paragraph>{t.online}</Paragraph>
            <Action ctx={ctx} href={d.meetingUrl}>
              {t.join}
            </Action>
          </>
        ) : null}
        <Action ctx={ctx} href={ctx.link(MAIL_PATHS.event(d.hashslug))}>
          {t.details}
        </Action>
      </>
    );
  },
});
