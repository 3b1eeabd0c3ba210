import type { CreatedAt, Flag } from '../column-types';

export interface UploadTable {
  id: string;
  user_id: number | null;
  filename: string | null;
  size: number | null;
  offset: number;
  completed: Flag;
  media_id: number | null;
  created_at: CreatedAt;
}
