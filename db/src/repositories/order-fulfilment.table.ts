import type { ColumnType } from 'kysely';
import type { CreatedAt, Id } from '../column-types';

export interface FulfilmentTable {
  id: Id;
  order_id: number;
  order_item_id: number;
  handler: string;
  created_at: CreatedAt;
}
/** Where a shipment goes, as the shipping form gives it. */
export interface ShipmentAddress {
  name: string;
  email: string;
  phone_no: string;
  address1: string;
  address2: string | null;
  postcode: string;
  city: string;
  state_id: number | null;
}
export interface ShipmentTable extends ShipmentAddress {
  id: Id;
  order_id: number;
  order_item_id: number;
  merchandise_id: number;
  quantity: number;
  status: ColumnType<string, string | undefined, string>;
  created_at: CreatedAt;
}
