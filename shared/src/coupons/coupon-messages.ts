import type { Bilingual } from '../bilingual';
import { formatRM } from '../money/ringgit';
import type { CouponRefusal } from './coupon-check';

const en = {
  applied: (code: string) => `Coupon ${code} applied.`,
  removed: 'Coupon removed.',
  codeRequired: 'Please enter a coupon code.',
  refusal: {
    unknown_code: 'This coupon code does not exist.',
    not_started: 'This coupon cannot be used yet.',
    expired: 'This coupon has expired.',
    used_up: 'This coupon has been fully redeemed.',
    login_required: 'Please log in to use this coupon.',
    already_used: 'You have already used this coupon.',
    own_coupon: 'You cannot use your own coupon.',
    no_eligible_items: 'This coupon does not apply to any item in your cart.',
    below_minimum: 'Your cart has not reached the minimum spend for this coupon.',
  } satisfies Record<CouponRefusal, string>,
  minimumSpend: (sen: number) => `Minimum spend: ${formatRM(sen)}`,
  discountLine: (code: string) => `Coupon (${code})`,
} as const;

/** Messages of coupons in the cart (issue 21); the refusal reasons of `checkCoupon` by name. */
export const COUPON_MSG: Bilingual<typeof en> = {
  en,
  ms: {
    applied: (code) => `Kupon ${code} digunakan.`,
    removed: 'Kupon dibuang.',
    codeRequired: 'Sila masukkan kod kupon.',
    refusal: {
      unknown_code: 'Kod kupon ini tidak wujud.',
      not_started: 'Kupon ini belum boleh digunakan.',
      expired: 'Kupon ini telah tamat tempoh.',
      used_up: 'Kupon ini telah habis ditebus.',
      login_required: 'Sila log masuk untuk menggunakan kupon ini.',
      already_used: 'Anda telah menggunakan kupon ini.',
      own_coupon: 'Anda tidak boleh menggunakan kupon anda sendiri.',
      no_eligible_items: 'Kupon ini tidak layak untuk mana-mana item dalam troli anda.',
      below_minimum: 'Troli anda belum mencapai perbelanjaan minimum untuk kupon ini.',
    },
    minimumSpend: (sen) => `Perbelanjaan minimum: ${formatRM(sen)}`,
    discountLine: (code) => `Kupon (${code})`,
  },
};
