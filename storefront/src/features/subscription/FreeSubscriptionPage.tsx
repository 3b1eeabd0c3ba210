/** Placeholder until its area lands; replaced by the area's real page. */
export function FreeSubscriptionPage() {
  return null;
}
