import type { CreatedAt, Id } from '../column-types';

export interface WishlistTable {
  id: Id;
  user_id: number;
  course_id: number;
  created_at: CreatedAt;
}
