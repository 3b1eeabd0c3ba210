import type { CreatedAt, Id } from '../column-types';

export interface LoginStatisticTable {
  id: Id;
  user_id: number;
  ip: string | null;
  created_at: CreatedAt;
}
