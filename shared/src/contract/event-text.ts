/** Texts of the event pages; ours where the spec shows none. */
export const EVENT_TEXT = {
  listHeading: 'Events',
  linkAfterPurchase: 'Pautan mesyuarat akan diberikan selepas pembelian.',
  meetingLink: 'Pautan Mesyuarat',
  register: 'Daftar Sekarang',
  registered: 'You are registered for this event.',
  addedToCart: 'Event added to cart.',
  free: 'PERCUMA',
  /** The spec gives no words for an event whose day has passed. */
  ended: 'Event ini telah tamat.',
} as const;
