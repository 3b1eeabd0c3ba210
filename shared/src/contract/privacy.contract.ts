import { z } from 'zod';
import { formNumber, Id, Nothing, paged, requiredSecret } from './fields';
import { OptionalChoice, optionalText } from './form-fields';
import { PRIVACY_TEXT } from './privacy-text';
import { defineRoute } from './route';

const tag = 'privacy';

export { PRIVACY_TEXT } from './privacy-text';

export const DELETION_STATUSES = ['pending', 'completed'] as const;

/** Asking for one's own account to be deleted: the password confirms it is them, a reason is optional. */
export const DeletionRequestBody = z.object({
  password: requiredSecret(PRIVACY_TEXT.passwordRequired, 100),
  reason: optionalText(1000),
  /** A guardian asking for their child under 18 (the guardian's own password confirms); absent: oneself. */
  child_id: OptionalChoice.optional(),
});

/** Whose data: absent, the caller's own; a guardian may name their child under 18. */
export const DataSubjectQuery = z.object({ child_id: OptionalChoice.optional() });
export type DeletionRequestBody = z.input<typeof DeletionRequestBody>;

/** A deletion request as its person sees it. */
export const DeletionRequestView = z.object({
  id: z.number().int(),
  status: z.enum(DELETION_STATUSES),
  requested_at: z.string(),
  completed_at: z.string().nullable(),
});
export type DeletionRequestView = z.infer<typeof DeletionRequestView>;

/** A deletion request as the back office lists it: the account's name and address until it is erased. */
export const AdminDeletionRequest = DeletionRequestView.extend({
  user_id: z.number().int(),
  name: z.string(),
  email: z.string(),
  reason: z.string().nullable(),
  /** False when someone else (a guardian) asked for the account. */
  by_self: z.boolean(),
});
export type AdminDeletionRequest = z.infer<typeof AdminDeletionRequest>;

export const DeletionRequestsQuery = z.object({
  page: formNumber().pipe(z.number().int().min(1).max(100_000)).default(1),
  status: z.preprocess((v) => (v === '' ? undefined : v), z.enum(DELETION_STATUSES).optional()),
});

/** A person's own data (PDPA 2010 and its 2024 amendment, issue 20; DESIGN.md "Accounts and mail"). */
export const privacyContract = {
  dataExport: defineRoute({
    method: 'GET',
    path: '/ajax/v2/profile/data-export',
    summary:
      'A zip of everything held about the logged-in account (or, with `child_id`, the caller’s child under 18): one JSON file per area and a README.txt',
    tag,
    access: 'user',
    owner: 'self',
    query: DataSubjectQuery,
    raw: 'file',
    response: Nothing,
  }),
  myDeletionRequest: defineRoute({
    method: 'GET',
    path: '/ajax/v2/profile/deletion-request',
    summary:
      'The caller’s (or, with `child_id`, their child’s) latest request to delete the account, or null (our path)',
    tag,
    access: 'user',
    owner: 'self',
    query: DataSubjectQuery,
    response: z.object({ request: DeletionRequestView.nullable() }),
  }),
  requestDeletion: defineRoute({
    method: 'POST',
    path: '/ajax/v2/profile/deletion-request',
    summary:
      'Asks for the caller’s own account to be deleted (password to confirm); asking again while one waits answers that one (our path)',
    tag,
    access: 'user',
    owner: 'self',
    encoding: 'form',
    body: DeletionRequestBody,
    response: z.object({ request: DeletionRequestView }),
  }),
  adminDeletionRequests: defineRoute({
    method: 'GET',
    path: '/ajax/v2/admin/deletion-requests',
    summary: 'Account deletion requests, waiting ones first (our path)',
    tag,
    access: ['admin'],
    owner: 'none',
    query: DeletionRequestsQuery,
    response: paged(AdminDeletionRequest),
  }),
  completeDeletion: defineRoute({
    method: 'POST',
    path: '/ajax/v2/admin/deletion-requests/{id}/complete',
    summary:
      'Completes a deletion request: the account is anonymised and closed, orders and payouts kept with the buyer anonymised; completing it again changes nothing (our path)',
    tag,
    access: ['admin'],
    owner: 'none',
    params: z.object({ id: Id }),
    response: z.object({ request: AdminDeletionRequest }),
  }),
};
