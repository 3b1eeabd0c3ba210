import type { CreatedAt, Id } from '../column-types';

/** Background media work: video transcoding and photo previews (authoring). */
export interface MediaJobTable {
  id: Id;
  kind: 'transcode' | 'photo';
  target_id: number;
  media_id: number;
  status: 'queued' | 'running' | 'done' | 'failed';
  attempts: number;
  error: string | null;
  run_after: string;
  locked_until: string | null;
  created_at: CreatedAt;
  updated_at: string;
}
