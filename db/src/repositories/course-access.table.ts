import type { CreatedAt, Id, Timestamp } from '../column-types';

export interface AccessCodeTable {
  id: Id;
  course_id: number;
  hashslug: string;
  code: string;
  redeemed_by: number | null;
  redeemed_at: Timestamp | null;
  created_at: CreatedAt;
}
