import { z } from 'zod';
import { Flag, Id, paged, requiredText } from '../fields';
import { defineRoute } from '../route';
import { RmText } from '../tutor-course.contract';
import { admin, CONTENT_MSG, ListQuery } from './common';

export const PriceRow = z.object({
  id: z.number().int(),
  tier: z.string(),
  price: z.number().int(),
  /** 'RM 49.00' */
  price2: z.string(),
  country_id: z.number().int(),
  country_name: z.string(),
  status: z.number().int(),
  /** 'ACTIVE' | 'INACTIVE' */
  status2: z.string(),
});
export const PriceBody = z.object({
  tier: requiredText(CONTENT_MSG.tierRequired, 100),
  /** RM text. */
  price: RmText,
  country_id: Id,
  status: Flag.default(true),
});

/** The admin's price list. */
export const priceRoutes = {
  priceIndex: defineRoute({
    method: 'GET',
    path: '/ajax/v2/admin/price/index',
    summary: 'Price list: search by tier or price, page of 20 (per_page), oldest first; total',
    tag: 'admin-price',
    access: admin,
    owner: 'none',
    query: ListQuery,
    response: paged(PriceRow),
  }),
  priceInfo: defineRoute({
    method: 'GET',
    path: '/ajax/v2/admin/price/{id}/info',
    summary: 'One price list item (edit page /admin/setting/price/{id}/edit)',
    tag: 'admin-price',
    access: admin,
    owner: 'none',
    params: z.object({ id: Id }),
    response: z.object({ price: PriceRow }),
  }),
  priceStore: defineRoute({
    method: 'POST',
    path: '/ajax/v2/admin/price/store',
    summary: 'Add a price list item',
    tag: 'admin-price',
    access: admin,
    owner: 'none',
    body: PriceBody,
    encoding: 'form',
    response: z.object({ price: PriceRow }),
  }),
  priceUpdate: defineRoute({
    method: 'POST',
    path: '/ajax/v2/admin/price/{id}/update',
    summary: 'Edit a price list item',
    tag: 'admin-price',
    access: admin,
    owner: 'none',
    params: z.object({ id: Id }),
    body: PriceBody,
    encoding: 'form',
    response: z.object({ price: PriceRow }),
  }),
  priceCountries: defineRoute({
    method: 'GET',
    path: '/ajax/v2/admin/price/countries',
    summary: 'Countries for the price list form',
    tag: 'admin-price',
    access: admin,
    owner: 'none',
    response: z.array(z.object({ id: z.number().int(), name: z.string() })),
  }),
};
