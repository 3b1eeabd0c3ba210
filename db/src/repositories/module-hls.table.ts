import type { ColumnType } from 'kysely';

/** The HLS package of a module video, made from one upload (`media_id`). */
export interface ModuleHlsTable {
  module_id: number;
  media_id: number;
  master_key: string;
  version: string;
  variants: number;
  copied: number;
  created_at: ColumnType<string, string | undefined, never>;
}
