import { z } from 'zod';
import { APPROVAL_TEXT } from './approvals-text';
import { Id } from './fields';
import { defineRoute } from './route';

export { APPROVAL_TEXT } from './approvals-text';

/** A reseller applicant waiting for the admin's decision. */
export const ResellerRegistrationRow = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone_no: z.string().nullable(),
  bank_name: z.string().nullable(),
  account_no: z.string().nullable(),
  account_holder: z.string().nullable(),
  created_at: z.string(),
});

/** A subscription cancellation request; `pending` until an admin approves it. */
export const CancellationRow = z.object({
  id: z.number().int(),
  order_id: z.string(),
  order_hashslug: z.string(),
  name: z.string(),
  email: z.string(),
  package: z.string().nullable(),
  grand_total: z.number().int(),
  created_at: z.string(),
  status: z.enum(['pending', 'approved']),
  confirmed_at: z.string().nullable(),
});

export const ApproveBody = z.object({ id: Id });
export const DeclineBody = z.object({
  id: Id,
  reason: z
    .string({ error: APPROVAL_TEXT.reasonRequired })
    .trim()
    .min(1, APPROVAL_TEXT.reasonRequired)
    .max(500),
});

const tag = 'admin-approvals';

export const approvalsContract = {
  resellerRegistrations: defineRoute({
    method: 'GET',
    path: '/ajax/v2/admin/reseller/registrations',
    summary: 'Reseller registrations waiting for approval (our path)',
    tag,
    access: ['admin'],
    owner: 'none',
    response: z.object({ registrations: z.array(ResellerRegistrationRow) }),
  }),
  approveReseller: defineRoute({
    method: 'POST',
    path: '/ajax/v2/admin/reseller/registration/approve',
    summary: 'Approve a reseller registration: a new reseller code (max 6 characters) and the reseller role',
    tag,
    access: ['admin'],
    owner: 'none',
    body: ApproveBody,
    response: z.object({ id: z.number().int(), status: z.literal('approved'), reseller_code: z.string() }),
  }),
  declineReseller: defineRoute({
    method: 'POST',
    path: '/ajax/v2/admin/reseller/registration/decline',
    summary: 'Decline a reseller registration with a reason',
    tag,
    access: ['admin'],
    owner: 'none',
    body: DeclineBody,
    response: z.object({ id: z.number().int(), status: z.literal('declined') }),
  }),
  cancellations: defineRoute({
    method: 'GET',
    path: '/ajax/v2/admin/subscription/cancellations',
    summary: 'Subscription cancellation requests, waiting ones first (our path)',
    tag,
    access: ['admin'],
    owner: 'none',
    response: z.object({ cancellations: z.array(CancellationRow) }),
  }),
  approveCancellation: defineRoute({
    method: 'POST',
    path: '/ajax/v2/admin/subscription/cancellation/approve',
    summary: 'Approve a cancellation: the subscription ends, renewals stop, unpaid commissions are reversed',
    tag,
    access: ['admin'],
    owner: 'none',
    body: ApproveBody,
    response: z.object({ id: z.number().int(), status: z.literal('approved') }),
  }),
};
