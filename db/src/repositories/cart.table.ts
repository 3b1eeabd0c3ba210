import type { CreatedAt, Flag, Id, Timestamp } from '../column-types';

export interface CartTable {
  id: Id;
  owner_key: string;
  user_id: number | null;
  type: string;
  edit_address: Flag;
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
