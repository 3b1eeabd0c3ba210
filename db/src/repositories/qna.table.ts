import type { CreatedAt, Id } from '../column-types';

export interface DiscussionTable {
  id: Id;
  course_id: number;
  user_id: number;
  parent_id: number | null;
  comment: string;
  created_at: CreatedAt;
}
