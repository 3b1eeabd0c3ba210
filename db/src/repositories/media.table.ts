import type { CreatedAt, Id } from '../column-types';

export interface MediaFileTable {
  id: Id;
  hashslug: string;
  owner_id: number | null;
  storage_path: string;
  original_name: string;
  mime: string;
  extension: string;
  size: number;
  duration: number | null;
  width: number | null;
  height: number | null;
  created_at: CreatedAt;
}
