import type { ColumnType } from 'kysely';
import type { Flag, Id, Timestamp } from '../column-types';

export interface SubscriptionTable {
  id: Id;
  user_id: number;
  course_id: number;
  order_id: number | null;
  order_package_id: number | null;
  source: string;
  status: string;
  is_unsubscribe: Flag;
  next_payment_date: string | null;
  started_at: Timestamp;
  ended_at: Timestamp | null;
  /** The affiliate whose link brought a plan access (employee or student access). */
  affiliate_id: ColumnType<number | null, number | null | undefined, number | null>;
}
