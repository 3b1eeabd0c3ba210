import { z } from 'zod';
import { MSG } from '../../messages';
import { Hashslug, paged, requiredText } from '../fields';
import { defineRoute } from '../route';
import { RmText } from '../tutor-course.contract';
import { admin, CONTENT_MSG, DateText, HashslugBody, ListQuery, SaveRoute } from './common';

export const SponsorshipBody = z
  .object({
    hashslug: Hashslug.nullish(),
    name: requiredText(CONTENT_MSG.nameRequired, 255),
    start_date: DateText,
    end_date: DateText,
    reseller_code: requiredText(MSG.resellerCodeInvalid, 6),
    payment_date: DateText,
    /** RM text. */
    payment_amount: RmText,
  })
  .superRefine((b, ctx) => {
    if (b.end_date < b.start_date)
      ctx.addIssue({ code: 'custom', path: ['end_date'], message: CONTENT_MSG.endBeforeStart });
  });
export const SponsorshipView = z.object({
  id: z.number().int(),
  hashslug: z.string(),
  name: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  reseller_code: z.string(),
  reseller_name: z.string(),
  payment_date: z.string(),
  payment_amount: z.string(),
  user_id: z.number().int(),
  organization_id: z.number().int(),
});

/** The admin's sponsorship screens. */
export const sponsorshipRoutes = {
  sponsorshipList: defineRoute({
    method: 'GET',
    path: '/ajax/v2/admin/organization/sponsorship/list',
    summary: 'Organization sponsorships',
    tag: 'admin-sponsorship',
    access: admin,
    owner: 'none',
    query: ListQuery,
    response: paged(SponsorshipView),
  }),
  sponsorshipFindSeller: defineRoute({
    method: 'POST',
    path: '/ajax/v2/admin/organization/sponsorship/find-seller',
    summary: "Look up a reseller by code; 404 'Reseller code is invalid'",
    tag: 'admin-sponsorship',
    access: admin,
    owner: 'none',
    body: z.object({ reseller_code: z.string().trim().max(6, MSG.resellerCodeInvalid) }),
    encoding: 'form',
    response: z.object({ user: z.object({ id: z.number().int(), name: z.string() }) }),
  }),
  sponsorshipStore: SaveRoute(
    '/ajax/v2/admin/organization/sponsorship/store',
    'admin-sponsorship',
    'Create a sponsorship (and its organization)',
    SponsorshipBody,
    'json',
  ),
  sponsorshipHashslug: defineRoute({
    method: 'POST',
    path: '/ajax/v2/admin/organization/sponsorship/hashslug',
    summary: 'One sponsorship',
    tag: 'admin-sponsorship',
    access: admin,
    owner: 'none',
    body: HashslugBody,
    encoding: 'form',
    response: z.object({ sponsor: SponsorshipView }),
  }),
  sponsorshipUpdate: SaveRoute(
    '/ajax/v2/admin/organization/sponsorship/update',
    'admin-sponsorship',
    'Update a sponsorship',
    SponsorshipBody,
    'json',
  ),
};
