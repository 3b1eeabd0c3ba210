import type { ColumnType } from 'kysely';
import type { CreatedAt, Id } from '../column-types';

export interface FulfilmentTable {
  id: Id;
  order_id: number;
  order_item_id: number;
  handler: string;
  created_at: CreatedAt;
}
export interface ShipmentTable {
  id: Id;
  order_id: number;
  order_item_id: number;
  merchandise_id: number;
  quantity: number;
  name: string;
  email: string;
  phone_no: string;
  address1: string;
  address2: string | null;
  postcode: string;
  city: string;
  state_id: number | null;
  status: ColumnType<string, string | undefined, string>;
  created_at: CreatedAt;
}
