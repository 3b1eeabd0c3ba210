import type { ColumnType } from 'kysely';
import type { CreatedAt, Id } from '../column-types';

export interface BankTable {
  code: string;
  name: string;
}
export interface ResellerTable {
  id: Id;
  user_id: number;
  parent_id: number | null;
  reseller_code: string;
  bank_name: string | null;
  account_no: string | null;
  account_holder: string | null;
  swift_code: string | null;
  rate: number;
  rate_sub: number;
  status: string;
  created_at: CreatedAt;
  /** The admin's reason when an application is declined. */
  decline_reason: ColumnType<string | null, string | null | undefined, string | null>;
  /** When an admin approved or declined the application. */
  decided_at: ColumnType<string | null, string | null | undefined, string | null>;
}
