/** Where a viewer stopped in a module video (whole seconds); the last report wins. */
export interface ModulePositionTable {
  user_id: number;
  module_id: number;
  position: number;
  updated_at: string;
}

/** Where a listener stopped in an audio part (whole seconds). */
export interface AudioPositionTable {
  user_id: number;
  subtopic_id: number;
  position: number;
  updated_at: string;
}
