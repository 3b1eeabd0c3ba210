import { z } from 'zod';
import { mailData } from '../mail-data';
import { MAIL_PATHS } from '../mail-links';
import { defineMailTemplate } from '../mail-template';
import { Action, Details, Greeting, Note, Paragraph, Table } from './mail-parts';

/** The receipt of a paid order; its PDF travels as an attachment by reference (see `receiptPdfAttachment`). */
export const receiptMail = defineMailTemplate({
  category: null,
  data: z.object({
    name: mailData.name,
    reference: z.string().regex(/^[A-Za-z0-9-]{1,64}$/),
    paidAt: mailData.instant,
    items: z
      .array(z.object({ name: mailData.title, quantity: mailData.count, subtotal: mailData.sen }))
      .min(1)
      .max(200),
    total: mailData.sen,
    /** The sales and service tax included in the total, when the order carried it. */
    tax: mailData.sen.nullable().default(null),
    /** `SST_REGISTRATION_NO` (null prints `NA`), shown with the tax. */
    registrationNo: z.string().max(40).nullable().default(null),
  }),
  subject: ({ t }, d) => t.receipt.subject(d.reference),
  preview: (ctx, d) => ctx.t.receipt.preview(ctx.money(d.total)),
  body: (ctx, d) => {
    const t = ctx.t.receipt;
    return (
      <>
        <Greeting ctx={ctx} name={d.name} />
        <Paragraph>{t.intro}</Paragraph>
        <Details
          rows={[
            [t.reference, d.reference],
            [t.paidAt, ctx.date(d.paidAt, true)],
          ]}
        />
        <Table
          head={[t.item, t.quantity, t.amount]}
          rows={d.items.map((item) => [item.name, String(item.quantity), ctx.money(item.subtotal)])}
        />
        <Details
          rows={[
            ...(d.tax !== null
              ? [[t.tax, ctx.money(d.tax)] as const, [t.registrationNo, d.registrationNo ?? 'NA'] as const]
              : []),
            [t.total, ctx.money(d.total)],
          ]}
        />
        <Note>{t.attached}</Note>
        <Action ctx={ctx} href={ctx.link(MAIL_PATHS.receipt(d.reference))}>
          {t.action}
        </Action>
      </>
    );
  },
});
