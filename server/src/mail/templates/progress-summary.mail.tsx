import { Heading } from '@react-email/heading';
import { z } from 'zod';
import { mailData } from '../mail-data';
import { MAIL_PATHS } from '../mail-links';
import { defineMailTemplate } from '../mail-template';
import { Action, Details, Greeting, Note, Paragraph } from './mail-parts';

/** The figures a weekly summary can show for a child, each labelled by the catalogue. */
export const progressMetric = z.enum(['minutes', 'modules', 'quizzes', 'quiz-average', 'certificates']);

/** A guardian's weekly summary: for each child, the week's figures (none: no learning that week). */
export const progressSummaryMail = defineMailTemplate({
  category: 'progress',
  data: z.object({
    name: mailData.name,
    weekStart: mailData.date,
    weekEnd: mailData.date,
    children: z
      .array(
        z.object({
          name: mailData.name,
          figures: z.array(z.object({ metric: progressMetric, value: z.number().nonnegative() })).max(20),
        }),
      )
      .min(1)
      .max(20),
  }),
  subject: (ctx, d) => ctx.t.progressSummary.subject(`${ctx.date(d.weekStart)} – ${ctx.date(d.weekEnd)}`),
  preview: ({ t }) => t.progressSummary.preview,
  body: (ctx, d) => {
    const t = ctx.t.progressSummary;
    return (
      <>
        <Greeting ctx={ctx} name={d.name} />
        <Paragraph>{t.intro(ctx.date(d.weekStart), ctx.date(d.weekEnd))}</Paragraph>
        {d.children.map((child, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: two children may share a name
          <div key={i}>
            <Heading as="h3" style={{ fontSize: '16px', margin: '20px 0 4px', color: '#1f2a25' }}>
              {child.name}
            </Heading>
            {child.figures.length ? (
              <Details
                rows={child.figures.map(
                  (f) => [t.metrics[f.metric], String(Math.round(f.value * 10) / 10)] as const,
                )}
              />
            ) : (
              <Note>{t.nothing}</Note>
            )}
          </div>
        ))}
        <Action ctx={ctx} href={ctx.link(MAIL_PATHS.family)}>
          {t.action}
        </Action>
      </>
    );
  },
});
