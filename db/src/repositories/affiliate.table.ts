import type { CreatedAt, Id } from '../column-types';

export interface AffiliateTable {
  id: Id;
  user_id: number;
  code: string;
  created_at: CreatedAt;
}
export interface AffiliateClickTable {
  id: Id;
  affiliate_id: number;
  course_id: number | null;
  visitor_hash: string | null;
  created_at: CreatedAt;
}
