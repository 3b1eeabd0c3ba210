/** Texts of the merchandise pages; ours where the spec shows none. */
export const MERCHANDISE_TEXT = {
  listHeading: 'Merchandise',
  productInfo: 'Product Info',
  quantity: 'Kuantiti',
  quantityInvalid: 'Quantity must be a whole number from 1 to 1000',
  addedToCart: 'Merchandise added to cart.',
} as const;
