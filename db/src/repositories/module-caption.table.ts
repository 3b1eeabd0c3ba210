import type { ColumnType, Generated } from 'kysely';

/** A caption track of a module video: one WebVTT file per module and language. */
export interface ModuleCaptionTable {
  id: Generated<number>;
  module_id: number;
  /** BCP 47 in canonical case (`ms`, `zh-Hans`). */
  lang: string;
  label: string;
  /** The WebVTT file in the FileStore: `captions/<module hashslug>/<lang>-<random>.vtt`. */
  storage_key: string;
  cues: number;
  created_at: ColumnType<string, string | undefined, never>;
  updated_at: string;
}
