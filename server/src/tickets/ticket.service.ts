import type { Db } from '@mahir/db';
import { cartRepository } from '@mahir/db/repositories/cart.repository';
import { eventRepository } from '@mahir/db/repositories/event.repository';
import {
  EVENT_TEXT,
  EVENT_TYPE_PHYSICAL,
  type EventCard,
  type EventView,
  MSG,
  type Role,
} from '@mahir/shared';
import { isEventOver } from '@mahir/shared/rules/event-sale';
import { malaysiaDay } from '@mahir/shared/rules/malaysia-time';
import type { Actor } from '../access/actor';
import type { ServiceDeps } from '../app-context';
import { keptCartOwner } from '../cart/cart-owner';
import { AppError } from '../http/app-error';
import type { MailNotices } from '../mail/mail-notices';
import { publicMediaUrl } from '../media/media-url';
import { SUBSCRIPTION_CART } from '../package/package.service';

type EventRow = NonNullable<Awaited<ReturnType<typeof eventRepository.findActive>>>;

/** Page of an event (our path). */
export function eventPageUrl(hashslug: string): string {
  return `/events/${hashslug}`;
}

/** Whether a logged-in user's groups may buy the event ('HANYA UNTUK PELAJAR' otherwise). */
export function mayBuyEvent(allowedRoles: string, roles: readonly Role[]): boolean {
  const allowed = allowedRoles
    .split(',')
    .map((r) => r.trim())
    .filter(Boolean);
  return roles.some((r) => allowed.includes(r));
}

/**
 * Why this buyer may not buy the event now, or null (spec 000 §6): an event is sold up to its day, only to
 * the groups it names, and once per user. The event page, adding to the cart and placing the order all ask.
 */
export async function eventRefusal(
  db: Db,
  row: Pick<EventRow, 'id' | 'date' | 'allowed_roles'>,
  actor: Actor,
  now: Date,
): Promise<AppError | null> {
  if (isEventOver(row.date, now)) return AppError.conflict(EVENT_TEXT.ended);
  if (actor.kind !== 'user') return null;
  if (!mayBuyEvent(row.allowed_roles, actor.roles)) return AppError.forbidden(MSG.studentsOnly);
  if (await eventRepository.isRegistered(db, row.id, actor.id))
    return AppError.conflict(MSG.alreadyRegisteredEvent);
  return null;
}

function card(row: EventRow): EventCard {
  return {
    hashslug: row.hashslug,
    name: row.name,
    img:
      row.image_hashslug && row.image_extension
        ? publicMediaUrl(row.image_hashslug, row.image_extension)
        : null,
    price: row.price,
    date: row.date,
    time: row.time,
    speaker: row.speaker,
    location: row.type_id === EVENT_TYPE_PHYSICAL ? row.location : null,
    type_id: row.type_id,
  };
}

/** Events (spec 000 §2.3): listing, detail by viewer, registering or adding to the cart. */
export function createEventService({ db, clock: now, mail }: ServiceDeps & { mail: MailNotices }) {
  async function load(hashslug: string): Promise<EventRow> {
    const row = await eventRepository.findActive(db, hashslug);
    if (!row) throw AppError.notFound();
    return row;
  }

  return {
    async list(): Promise<{ events: EventCard[] }> {
      return { events: (await eventRepository.listActive(db, malaysiaDay(now()))).map(card) };
    },

    /** The event as this viewer sees it: the meeting link only once registered. */
    async view(actor: Actor, hashslug: string): Promise<{ event: EventView }> {
      const row = await load(hashslug);
      const registered =
        actor.kind === 'user' ? await eventRepository.isRegistered(db, row.id, actor.id) : false;
      const online = row.type_id !== EVENT_TYPE_PHYSICAL;
      return {
        event: {
          ...card(row),
          desc: row.description,
          subscribed_event: registered,
          can_buy: actor.kind !== 'user' || mayBuyEvent(row.allowed_roles, actor.roles),
          is_over: isEventOver(row.date, now()),
          meeting_link: registered && online ? row.meeting_link : null,
        },
      };
    },

    /**
     * A free event registers a logged-in, allowed viewer at once; a paid one goes into the subscription
     * cart (a visitor's too). Answers where the browser goes.
     */
    async add(
      actor: Actor,
      hashslug: string,
      visitorSession: () => Promise<string>,
    ): Promise<{ url: string; message: string }> {
      const row = await load(hashslug);
      const refusal = await eventRefusal(db, row, actor, now());
      if (refusal) throw refusal;
      const at = now().toISOString();
      if (row.price === 0) {
        if (actor.kind !== 'user')
          return {
            url: `/login?redirect=${encodeURIComponent(eventPageUrl(row.hashslug))}`,
            message: MSG.unauthenticated,
          };
        await db.transaction().execute(async (trx) => {
          await eventRepository.register(trx, row.id, actor.id, null, at);
          await mail.eventRegistration(trx, row.id, actor.id);
        });
        return { url: eventPageUrl(row.hashslug), message: EVENT_TEXT.registered };
      }
      // A visitor's cart is kept in a session started only now, when there is something to keep.
      const owner = await keptCartOwner(actor, visitorSession);
      await db.transaction().execute(async (trx) => {
        const cartId = await cartRepository.ensure(trx, owner, SUBSCRIPTION_CART, at);
        await cartRepository.putLine(trx, cartId, {
          rowId: `event:${row.id}`,
          itemType: 'event',
          itemId: row.id,
          name: row.name,
          price: row.price,
          quantity: 1,
        });
      });
      return { url: '/cart', message: EVENT_TEXT.addedToCart };
    },
  };
}
