import { amountToSen, type MyInvoisErrorBody } from '@mahir/shared/einvoice/index';
import { z } from 'zod';
import type { DocumentDetails, DocumentSummary, SubmissionResult, SubmissionStatus } from './myinvois-client';

/** MyInvois's answers as zod schemas: what the HTTP adapter accepts before it maps them to ours. */

export const tokenAnswer = z.object({
  access_token: z.string().min(1),
  expires_in: z.number().positive(),
  token_type: z.string().optional(),
});

/** The standard error structure, and the `code`/`message`/`details` variant some answers use. */
const errorShape: z.ZodType<MyInvoisErrorBody> = z.lazy(() =>
  z
    .object({
      propertyName: z.string().nullish(),
      propertyPath: z.string().nullish(),
      errorCode: z.string().nullish(),
      code: z.string().nullish(),
      error: z.string().nullish(),
      message: z.string().nullish(),
      errorMS: z.string().nullish(),
      innerError: z.array(errorShape).nullish(),
      details: z.array(errorShape).nullish(),
    })
    .transform(
      (e): MyInvoisErrorBody => ({
        propertyName: e.propertyName ?? null,
        propertyPath: e.propertyPath ?? null,
        errorCode: e.errorCode ?? e.code ?? 'Error',
        error: e.error ?? e.message ?? '',
        errorMS: e.errorMS ?? null,
        innerError: e.innerError ?? e.details ?? null,
      }),
    ),
) as z.ZodType<MyInvoisErrorBody>;

/** `{ error: {...} }` or OAuth's `{ error: "invalid_client", error_description }`. */
export const errorAnswer = z.union([
  z.object({ error: errorShape }),
  z.object({ error: z.string(), error_description: z.string().optional() }),
]);

export const submitAnswer = z
  .object({
    submissionUid: z.string().optional(),
    submissionUID: z.string().optional(),
    acceptedDocuments: z.array(z.object({ uuid: z.string(), invoiceCodeNumber: z.string() })).default([]),
    rejectedDocuments: z.array(z.object({ invoiceCodeNumber: z.string(), error: errorShape })).default([]),
  })
  .refine((a) => a.submissionUid ?? a.submissionUID, 'submissionUid is missing')
  .transform(
    (a): SubmissionResult => ({
      submissionUid: a.submissionUid ?? a.submissionUID ?? '',
      accepted: a.acceptedDocuments.map((d) => ({ uuid: d.uuid, codeNumber: d.invoiceCodeNumber })),
      rejected: a.rejectedDocuments.map((d) => ({ codeNumber: d.invoiceCodeNumber, error: d.error })),
    }),
  );

const money = z.union([z.number(), z.string()]).transform((v, ctx) => {
  const sen = amountToSen(v);
  if (sen === null) {
    ctx.addIssue({ code: 'custom', message: `not an amount: ${v}` });
    return z.NEVER;
  }
  return sen;
});
const text = z
  .string()
  .nullish()
  .transform((v) => v ?? null);

const summaryFields = z.object({
  uuid: z.string(),
  submissionUid: z.string(),
  longId: text,
  internalId: z.string(),
  typeName: z.string(),
  typeVersionName: z.string(),
  issuerTin: z.string(),
  issuerName: z.string(),
  receiverId: text,
  receiverName: text,
  dateTimeIssued: z.string(),
  dateTimeReceived: z.string(),
  dateTimeValidated: text,
  totalExcludingTax: money,
  totalDiscount: money,
  totalNetAmount: money,
  totalPayableAmount: money,
  status: z.enum(['Submitted', 'Valid', 'Invalid', 'Cancelled']),
  cancelDateTime: text,
  documentStatusReason: text,
});

function toSummary(d: z.infer<typeof summaryFields>): DocumentSummary {
  return {
    uuid: d.uuid,
    submissionUid: d.submissionUid,
    // Some answers carry spaces inside the long id; the link needs it whole.
    longId: d.longId ? d.longId.replace(/\s+/g, '') || null : null,
    internalId: d.internalId,
    typeName: d.typeName,
    typeVersionName: d.typeVersionName,
    issuerTin: d.issuerTin,
    issuerName: d.issuerName,
    receiverId: d.receiverId,
    receiverName: d.receiverName,
    issuedAt: d.dateTimeIssued,
    receivedAt: d.dateTimeReceived,
    validatedAt: d.dateTimeValidated,
    totalExcludingTaxSen: d.totalExcludingTax,
    totalDiscountSen: d.totalDiscount,
    totalNetSen: d.totalNetAmount,
    totalPayableSen: d.totalPayableAmount,
    status: d.status,
    cancelledAt: d.cancelDateTime,
    statusReason: d.documentStatusReason,
  };
}
const summaryShape = summaryFields.transform(toSummary);

export const submissionAnswer = z
  .object({
    submissionUid: z.string(),
    documentCount: z.number().int().nonnegative(),
    dateTimeReceived: z.string(),
    overallStatus: z.enum(['in progress', 'valid', 'partially valid', 'invalid']),
    documentSummary: z.array(summaryShape).default([]),
  })
  .transform(
    (s): SubmissionStatus => ({
      submissionUid: s.submissionUid,
      documentCount: s.documentCount,
      receivedAt: s.dateTimeReceived,
      overallStatus: s.overallStatus,
      documents: s.documentSummary,
    }),
  );

const stepShape = z.object({
  name: z.string(),
  status: z.enum(['Submitted', 'Valid', 'Invalid']),
  error: errorShape.nullish(),
});

export const detailsAnswer = summaryFields
  .extend({
    validationResults: z
      .object({
        status: z.enum(['Submitted', 'Valid', 'Invalid']),
        validationSteps: z.array(stepShape).nullish(),
      })
      .nullish(),
  })
  .transform(
    (d): DocumentDetails => ({
      ...toSummary(d),
      validationResults: {
        status: d.validationResults?.status ?? 'Submitted',
        validationSteps: (d.validationResults?.validationSteps ?? []).flatMap((step) =>
          step.status === 'Submitted'
            ? []
            : [{ name: step.name, status: step.status, ...(step.error ? { error: step.error } : {}) }],
        ),
      },
    }),
  );

export const cancelAnswer = z.object({ uuid: z.string(), status: z.literal('Cancelled') });
