import { AFFILIATE_COOKIE, AFFILIATE_COOKIE_DAYS } from '@mahir/shared';
import type { HttpContext } from '../http/state';

/**
 * The affiliate id remembered for this browser, or null. Checkout routes pass it to `placeOrder`
 * (after checking it names a real affiliate); storefront code reads the same cookie for the spec's
 * `affiliate_id` form fields, so it is not httpOnly: it holds only a public id.
 */
export function affiliateIdFrom(ctx: HttpContext): number | null {
  const raw = ctx.cookies.get(AFFILIATE_COOKIE);
  if (!raw || !/^\d{1,9}$/.test(raw)) return null;
  return Number(raw);
}

/** Remembers the affiliate whose link was followed; a later link replaces an earlier one. */
export function rememberAffiliate(ctx: HttpContext, affiliateId: number, secure: boolean): void {
  ctx.cookies.set(AFFILIATE_COOKIE, String(affiliateId), {
    httpOnly: false,
    sameSite: 'lax',
    secure,
    maxAge: AFFILIATE_COOKIE_DAYS * 24 * 3600_000,
    overwrite: true,
  });
}
