/**
 * How a package may be paid at its checkout (issue 21): by card through senangPay's recurring plan, which
 * renews by itself, or once by FPX/DuitNow on senangPay's page, whose package line then renews each month by
 * a pay link (`renewsByLink`, the dunning). The card is the spec's way and the default when the package has a
 * plan; a package without a plan can only be paid once.
 */
export const PACKAGE_PAYMENT_METHODS = ['senangpay_recurring', 'senangpay'] as const;
export type PackagePaymentMethod = (typeof PACKAGE_PAYMENT_METHODS)[number];

export type PackagePaymentChoice =
  | { method: PackagePaymentMethod; recurringId: string | null }
  | { refusal: 'card_unavailable' };

/** The method and recurring plan of a package order from the buyer's choice (none: the default). */
export function packagePaymentChoice(
  planId: string | null,
  chosen: PackagePaymentMethod | null | undefined,
): PackagePaymentChoice {
  const method = chosen ?? (planId ? 'senangpay_recurring' : 'senangpay');
  if (method === 'senangpay') return { method, recurringId: null };
  if (!planId) return { refusal: 'card_unavailable' };
  return { method, recurringId: planId };
}
