import type { Db } from '../connection';

const EVENT_COLUMNS = [
  'events.id',
  'events.hashslug',
  'events.name',
  'events.description',
  'events.price',
  'events.date',
  'events.time',
  'events.speaker',
  'events.location',
  'events.type_id',
  'events.meeting_link',
  'events.allowed_roles',
  'media_files.hashslug as image_hashslug',
  'media_files.extension as image_extension',
] as const;

/** Active events with their image, the ones a buyer may see. */
function activeEvents(db: Db) {
  return db
    .selectFrom('events')
    .leftJoin('media_files', 'media_files.id', 'events.image_media_id')
    .select(EVENT_COLUMNS)
    .where('events.is_active', '=', 1);
}

/** Events on sale and who registered for them. */
export const eventRepository = {
  /** Active events dated `fromDay` (`YYYY-MM-DD`) or later: the ones still on sale. */
  listActive(db: Db, fromDay: string) {
    return activeEvents(db)
      .where('events.date', '>=', fromDay)
      .orderBy('events.date')
      .orderBy('events.id')
      .execute();
  },

  findActive(db: Db, hashslug: string) {
    return activeEvents(db).where('events.hashslug', '=', hashslug).executeTakeFirst();
  },

  findActiveById(db: Db, id: number) {
    return activeEvents(db).where('events.id', '=', id).executeTakeFirst();
  },

  async isRegistered(db: Db, eventId: number, userId: number): Promise<boolean> {
    const row = await db
      .selectFrom('event_registrations')
      .select('id')
      .where('event_id', '=', eventId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row !== undefined;
  },

  /** Registers a user once; a repeat is a no-op thanks to the unique (event, user) index. */
  async register(db: Db, eventId: number, userId: number, orderId: number | null, now: string) {
    await db
      .insertInto('event_registrations')
      .values({ event_id: eventId, user_id: userId, order_id: orderId, created_at: now })
      .onConflict((oc) => oc.columns(['event_id', 'user_id']).doNothing())
      .execute();
  },
};
