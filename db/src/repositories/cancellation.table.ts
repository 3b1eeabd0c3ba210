import type { CreatedAt, Flag, Id, Timestamp } from '../column-types';

export interface CancellationRequestTable {
  id: Id;
  order_id: number;
  order_package_id: number | null;
  user_id: number;
  req_cancel: Flag;
  confirm: Flag;
  seen_by_admin: Flag;
  created_at: CreatedAt;
  confirmed_at: Timestamp | null;
}
