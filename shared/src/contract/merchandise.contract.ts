import { z } from 'zod';
import { Hashslug } from './fields';
import { MERCHANDISE_TEXT } from './merchandise-text';
import { defineRoute } from './route';

export const MERCHANDISE_QTY = { min: 1, max: 1000 } as const;

export { MERCHANDISE_TEXT } from './merchandise-text';

/** Merchandise quantity: integer, step 1, 1 to 1000 (spec 000 §5). */
export const MerchandiseQuantity = z.coerce
  .number({ error: MERCHANDISE_TEXT.quantityInvalid })
  .int(MERCHANDISE_TEXT.quantityInvalid)
  .min(MERCHANDISE_QTY.min, MERCHANDISE_TEXT.quantityInvalid)
  .max(MERCHANDISE_QTY.max, MERCHANDISE_TEXT.quantityInvalid);

export const MerchandiseView = z.object({
  hashslug: z.string(),
  name: z.string(),
  desc: z.string(),
  price: z.number().int(),
  size: z.string(),
  color: z.string(),
  galleries: z.array(z.object({ url: z.string(), index: z.number().int() })),
});
export type MerchandiseView = z.infer<typeof MerchandiseView>;

export const MerchandiseCard = z.object({
  hashslug: z.string(),
  name: z.string(),
  price: z.number().int(),
  photo: z.string().nullable(),
});

export const MerchandiseAddBody = z.object({ hashslug: Hashslug, quantity: MerchandiseQuantity });

const tag = 'merchandise';

export const merchandiseContract = {
  list: defineRoute({
    method: 'GET',
    path: '/ajax/v2/merchandise/list',
    summary: 'Merchandise on sale (our path)',
    tag,
    access: 'public',
    owner: 'none',
    response: z.object({ merchandise: z.array(MerchandiseCard) }),
  }),
  hashslug: defineRoute({
    method: 'POST',
    path: '/ajax/v2/merchandise/hashslug',
    summary: 'One merchandise item with its gallery',
    tag,
    access: 'public',
    owner: 'none',
    encoding: 'form',
    body: z.object({ hashslug: Hashslug }),
    response: z.object({ merchandise: MerchandiseView }),
  }),
  add: defineRoute({
    method: 'POST',
    path: '/ajax/v2/merchandise/add',
    summary: 'Puts a quantity of an item in the merchandise cart; data.url is the cart',
    tag,
    access: 'public',
    owner: 'self',
    encoding: 'json',
    body: MerchandiseAddBody,
    response: z.object({ url: z.string() }),
  }),
};
