import type { CreatedAt, Id } from '../column-types';

export interface ModuleWatchTable {
  id: Id;
  user_id: number;
  course_id: number;
  module_id: number;
  subscription_id: number;
  watched_at: CreatedAt;
}
