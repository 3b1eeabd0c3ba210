import type { CreatedAt, Id } from '../column-types';

/** A rendition of a module's video at one height; the player offers the ready ones. */
export interface ModuleRenditionTable {
  id: Id;
  module_id: number;
  /** Height in pixels. */
  quality: number;
  media_id: number | null;
  status: 'ready' | 'pending' | 'failed';
  error: string | null;
  created_at: CreatedAt;
}
