/** Routes of the wishlist area (spec 001 §7). */
export const wishlistContract = {};
