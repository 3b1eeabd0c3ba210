import { z } from 'zod';
import { Flag, Hashslug, listOf, paged, requiredText } from '../fields';
import { defineRoute } from '../route';
import { RmText } from '../tutor-course.contract';
import { admin, CONTENT_MSG, DateText, HashslugBody, ImageUpload, ListQuery, SaveRoute } from './common';

/** Event types: 1 physical, 2 online. */
export const EVENT_TYPE = { physical: 1, online: 2 } as const;
/** Groups an event may be open to. */
export const EVENT_GROUPS = ['student', 'parent', 'tutor', 'employee', 'public'] as const;

export const EventBody = z
  .object({
    hashslug: Hashslug.nullish(),
    name: requiredText(CONTENT_MSG.nameRequired, 255),
    description: requiredText(CONTENT_MSG.descriptionRequired, 20_000),
    /** 1 physical, 2 online. */
    type_id: z.coerce
      .number()
      .int()
      .min(1, CONTENT_MSG.eventTypeRequired)
      .max(2, CONTENT_MSG.eventTypeRequired),
    date: DateText,
    time: z
      .string()
      .trim()
      .regex(/^\d{2}:\d{2}$/, CONTENT_MSG.timeFormat),
    speaker: requiredText(CONTENT_MSG.speakerRequired, 255),
    location: z.string().trim().max(500).nullish(),
    meeting_link: z.string().trim().max(500).nullish(),
    /** RM text; 0 for free. */
    price: RmText,
    allowed_groups: listOf(z.enum(EVENT_GROUPS)).refine((l) => l.length > 0, CONTENT_MSG.groupsRequired),
    is_active: Flag.default(true),
    /** Image reference from the event upload-image. */
    image: z.string().trim().max(64).nullish(),
  })
  .superRefine((b, ctx) => {
    if (b.type_id === EVENT_TYPE.physical && !b.location)
      ctx.addIssue({ code: 'custom', path: ['location'], message: CONTENT_MSG.locationRequired });
    if (b.type_id === EVENT_TYPE.online && !b.meeting_link)
      ctx.addIssue({ code: 'custom', path: ['meeting_link'], message: CONTENT_MSG.meetingLinkRequired });
  });
export const AdminEventView = z.object({
  id: z.number().int(),
  hashslug: z.string(),
  name: z.string(),
  description: z.string(),
  type_id: z.number().int(),
  date: z.string(),
  time: z.string(),
  speaker: z.string(),
  location: z.string().nullable(),
  meeting_link: z.string().nullable(),
  price: z.string(),
  price_sen: z.number().int(),
  allowed_groups: z.array(z.string()),
  is_active: z.boolean(),
  image_url: z.string().nullable(),
  image: z.string().nullable(),
});

/** The admin's event screens. */
export const eventRoutes = {
  eventList: defineRoute({
    method: 'GET',
    path: '/ajax/v2/admin/event/list',
    summary: 'Events, newest first',
    tag: 'admin-event',
    access: admin,
    owner: 'none',
    query: ListQuery,
    response: paged(AdminEventView),
  }),
  eventHashslug: defineRoute({
    method: 'POST',
    path: '/ajax/v2/admin/event/hashslug',
    summary: 'One event',
    tag: 'admin-event',
    access: admin,
    owner: 'none',
    body: HashslugBody,
    encoding: 'form',
    response: z.object({ event: AdminEventView }),
  }),
  eventUploadImage: ImageUpload(
    '/ajax/v2/admin/event/upload-image',
    'admin-event',
    'Upload an event image (jpg/png)',
  ),
  eventStore: SaveRoute(
    '/ajax/v2/admin/event/store',
    'admin-event',
    'Create an event (without hashslug) or update one (with hashslug)',
    EventBody,
    'json',
  ),
};
