import type { Generated } from 'kysely';

/** A pause of a subscription order (`[starts_on, ends_on)`, Malaysia days) that moved its next payment date. */
export interface SubscriptionPauseTable {
  id: Generated<number>;
  order_id: number;
  user_id: number;
  starts_on: string;
  ends_on: string;
  days: number;
  created_at: string;
}
