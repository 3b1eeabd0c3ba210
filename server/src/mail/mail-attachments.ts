import type { Db } from '@mahir/db';
import { z } from 'zod';

/**
 * An attachment by reference: the row names where its bytes come from when the mail is sent, never the
 * bytes themselves. `file` is a stored file's key; `generated` names a generator and its parameters
 * (the receipt PDF of an order), so a resend produces it again.
 */
export const mailAttachmentRef = z.object({
  filename: z.string().regex(/^[\w .()-]{1,200}$/),
  contentType: z.string().regex(/^[a-z]+\/[a-z0-9.+-]+$/),
  source: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('file'), key: z.string().min(1).max(500) }),
    z.object({
      kind: z.literal('generated'),
      generator: z.string().regex(/^[a-z][a-z0-9-]{0,60}$/),
      params: z.record(z.string(), z.union([z.string(), z.number()])),
    }),
  ]),
});
export type MailAttachmentRef = z.infer<typeof mailAttachmentRef>;

/** Makes an attachment's bytes from its parameters (for example the receipt PDF of an order reference). */
export type AttachmentGenerator = (params: Record<string, string | number>, db: Db) => Promise<Buffer>;

/** Where the sender finds attachment bytes: the file store and the generators, by name. */
export interface AttachmentSources {
  readFile?: (key: string) => Promise<Buffer>;
  generators?: Readonly<Record<string, AttachmentGenerator>>;
}

export interface ResolvedAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** The receipt PDF of an order, attached by its reference; the `receipt-pdf` generator makes it. */
export function receiptPdfAttachment(reference: string): MailAttachmentRef {
  return {
    filename: `receipt-${reference}.pdf`,
    contentType: 'application/pdf',
    source: { kind: 'generated', generator: 'receipt-pdf', params: { reference } },
  };
}

/** Reads the stored attachment list of a mail (written by enqueue, so malformed JSON is a bug). */
export function parseAttachmentRefs(json: string): MailAttachmentRef[] {
  return z.array(mailAttachmentRef).parse(JSON.parse(json));
}

/** Fetches every attachment's bytes; a source that is not configured fails the attempt (it is retried). */
export async function resolveAttachments(
  refs: readonly MailAttachmentRef[],
  sources: AttachmentSources,
  db: Db,
): Promise<ResolvedAttachment[]> {
  return Promise.all(
    refs.map(async (ref) => {
      const { source } = ref;
      let content: Buffer;
      if (source.kind === 'file') {
        if (!sources.readFile) throw new Error(`no file store to read attachment ${source.key}`);
        content = await sources.readFile(source.key);
      } else {
        const generate = sources.generators?.[source.generator];
        if (!generate) throw new Error(`no attachment generator named ${source.generator}`);
        content = await generate(source.params, db);
      }
      return { filename: ref.filename, contentType: ref.contentType, content };
    }),
  );
}
