/** Messages of the coupon screen the shared rules do not hold. */
export const COUPON_ADMIN_TEXT = {
  saved: 'Coupon saved.',
  codeTaken: 'This coupon code is already in use.',
  ownerUnknown: 'No such reseller or affiliate.',
  notFound: 'This coupon does not exist.',
} as const;
