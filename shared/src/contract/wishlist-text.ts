// Wishlist texts and limits, apart from the route schemas so pages can use them without loading zod.

/** Texts of the wishlist screens that the spec leaves to us. */
export const WISHLIST_TEXT = {
  add: 'Tambah ke wishlist',
  remove: 'Buang dari wishlist',
  heading: 'Wishlist',
  removeButton: 'Remove',
  removed: 'Item removed from your wishlist.',
  notAllowed: 'Wishlist is not available for this account.',
  browse: 'Lihat kursus',
} as const;

/** Characters of the course description a wishlist item shows. */
export const WISHLIST_DESC_MAX = 160;
