import { z } from 'zod';
import { Hashslug } from './fields';
import { defineRoute } from './route';

/** `type_id` of a physical event; any other type is online (spec 000 §3). */
export const EVENT_TYPE_PHYSICAL = 1;

export { EVENT_TEXT } from './event-text';

/** An event as the shopper sees it; price in sen, meeting_link only for registered viewers. */
export const EventView = z.object({
  hashslug: z.string(),
  name: z.string(),
  img: z.string().nullable(),
  desc: z.string(),
  price: z.number().int(),
  date: z.string(),
  time: z.string(),
  speaker: z.string(),
  location: z.string().nullable(),
  type_id: z.number().int(),
  subscribed_event: z.boolean(),
  /** False when the viewer is logged in and not in an allowed group ('HANYA UNTUK PELAJAR'). */
  can_buy: z.boolean(),
  /** True once the event's day has passed: it is no longer sold. */
  is_over: z.boolean(),
  meeting_link: z.string().nullable(),
});
export type EventView = z.infer<typeof EventView>;

export const EventCard = EventView.pick({
  hashslug: true,
  name: true,
  img: true,
  price: true,
  date: true,
  time: true,
  speaker: true,
  location: true,
  type_id: true,
});
export type EventCard = z.infer<typeof EventCard>;

const tag = 'event';

export const eventContract = {
  list: defineRoute({
    method: 'GET',
    path: '/ajax/v2/event/list',
    summary: 'Active events, soonest first (our path)',
    tag,
    access: 'public',
    owner: 'none',
    response: z.object({ events: z.array(EventCard) }),
  }),
  hashslug: defineRoute({
    method: 'POST',
    path: '/ajax/v2/event/hashslug',
    summary: 'One event for its detail page',
    tag,
    access: 'public',
    owner: 'self',
    encoding: 'form',
    body: z.object({ hashslug: Hashslug }),
    response: z.object({ event: EventView }),
  }),
  add: defineRoute({
    method: 'POST',
    path: '/ajax/v2/event/add',
    summary: 'Adds a paid event to the cart, or registers for a free one; data.url is where to go',
    tag,
    access: 'public',
    owner: 'self',
    encoding: 'json',
    body: z.object({ hashslug: Hashslug }),
    response: z.object({ url: z.string() }),
  }),
};
