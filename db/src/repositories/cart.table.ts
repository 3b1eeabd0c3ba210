import type { ColumnType } from 'kysely';
import type { CreatedAt, Flag, Id, Timestamp } from '../column-types';

export interface CartTable {
  id: Id;
  owner_key: string;
  user_id: number | null;
  type: string;
  edit_address: Flag;
  /** The coupon code the shopper applied to this cart (issue 21); checked again at every view and order. */
  coupon_code: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}
export interface CartItemTable {
  id: Id;
  cart_id: number;
  row_id: string;
  item_type: string;
  item_id: number;
  name: string;
  price: number;
  quantity: number;
  discount: number;
  options: string | null;
}
