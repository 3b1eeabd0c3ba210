import type { CreatedAt, Timestamp } from '../column-types';

export interface SessionTable {
  id: string;
  user_id: number | null;
  csrf_token: string;
  ip: string | null;
  user_agent: string | null;
  created_at: CreatedAt;
  last_seen_at: Timestamp;
  expires_at: Timestamp;
  /** `verify` or `enrol` while a sign-in waits for its second factor (signs nobody in); null once complete. */
  second_factor: string | null;
}
