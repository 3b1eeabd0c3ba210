/** Texts of the package checkout the spec names. */
export const PACKAGE_CHECKOUT_TEXT = {
  returningCustomer: 'Returning customer? Click here to login',
  billingTypeParent: 'Use parent details',
  billingTypeNew: 'New billing address',
  perMonth: '1 Month',
  cardProvider: 'senangPay',
  /** The spec gives no words for a pupil who already holds the package. */
  alreadyHeld: 'You already subscribe to this package. Choose another package, or manage it from My Orders.',
} as const;
