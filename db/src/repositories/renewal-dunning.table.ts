import type { Generated } from 'kysely';

/** Where a subscription renewed by pay link stands for its current due date (issue 21). */
export interface RenewalDunningTable {
  id: Generated<number>;
  order_id: number;
  /** The due date (`YYYY-MM-DD`, Malaysia) this row is about. */
  due_date: string;
  /** `active` (reminding before the date), `grace` (due, unpaid), `expired`. */
  status: string;
  /** The last day of grace (inclusive). */
  last_day: string;
  /** JSON array of the reminders sent for this due date (`before:7`, `due`, `grace:3`). */
  sent: Generated<string>;
  /** 1 when a declined card renewal put the order on this path. */
  card_failed: Generated<number>;
  updated_at: string;
}
