import { AFFILIATE_COOKIE } from '@mahir/shared';

/** The affiliate remembered from a followed `/a/<code>` link, for the spec's `affiliate_id` fields. */
export function affiliateIdFromCookie(): number | undefined {
  const pair = document.cookie.split('; ').find((c) => c.startsWith(`${AFFILIATE_COOKIE}=`));
  const value = Number(pair?.slice(AFFILIATE_COOKIE.length + 1));
  return Number.isInteger(value) && value > 0 ? value : undefined;
}
