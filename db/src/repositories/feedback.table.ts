import type { CreatedAt, Id, Timestamp } from '../column-types';

export interface FeedbackTable {
  id: Id;
  course_id: number;
  tutor_id: number;
  subscription_id: number;
  user_id: number;
  rate: number;
  content: string;
  created_at: CreatedAt;
  updated_at: Timestamp;
}
