import { z } from 'zod';
import { Id } from './fields';
import { defineRoute } from './route';

export * from './wishlist-text';

/** Wishlist item (spec 001 §3): the course's link, banner, title, plain-text description, author and counts. */
export const WishlistItem = z.object({
  id: z.number().int(),
  url: z.string(),
  banner: z.string().nullable(),
  course: z.object({ title: z.string(), desc: z.string() }),
  author: z.string(),
  subscribers: z.number().int(),
  discussions: z.number().int(),
});
export type WishlistItem = z.infer<typeof WishlistItem>;

export const wishlistContract = {
  update: defineRoute({
    method: 'POST',
    path: '/ajax/v2/vod/wishlist/update',
    summary: 'Toggles a course on the user’s wishlist; answers the new state',
    tag: 'wishlist',
    access: 'user',
    owner: 'account',
    body: z.object({ course_id: Id, user_id: Id }),
    encoding: 'form',
    response: z.object({ wishlist_status: z.boolean() }),
  }),
  index: defineRoute({
    method: 'GET',
    path: '/ajax/v2/wishlist/index',
    summary: 'The user’s wishlist, newest first',
    tag: 'wishlist',
    access: 'user',
    owner: 'self',
    response: z.array(WishlistItem),
  }),
  destroy: defineRoute({
    method: 'POST',
    path: '/ajax/v2/wishlist/destroy',
    summary: 'Removes one of the user’s wishlist items',
    tag: 'wishlist',
    access: 'user',
    owner: 'wishlist',
    body: z.object({ id: Id }),
    encoding: 'form',
    response: z.object({ id: z.number().int() }),
  }),
};
