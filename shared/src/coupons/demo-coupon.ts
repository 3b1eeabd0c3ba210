import type { Coupon } from './coupon';

/**
 * The demo seed's coupon (docs/design-contract.md): 10 % off any subscription or merchandise cart, with no limits or end
 * date (docs/design-contract.md names none, and outside checks apply it more than once). Not on coin packs: a discount
 * on stored value would sell ringgit for less than a ringgit.
 */
export const DEMO_COUPON_MAHIR10: Coupon = {
  code: 'MAHIR10',
  value: { kind: 'percent', basisPoints: 1000 },
  productTypes: ['course', 'event', 'package', 'merchandise'],
  minSpendSen: 0,
  startsAt: null,
  endsAt: null,
  totalLimit: null,
  perUserLimit: null,
  owner: null,
  active: true,
};
