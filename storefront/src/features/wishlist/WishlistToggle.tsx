/** Placeholder until the wishlist area lands; replaced by the real heart toggle. */
export function WishlistToggle(_props: { courseId: number; initial: boolean; size?: number }) {
  return null;
}
