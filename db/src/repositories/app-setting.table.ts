/** One back-office setting (`app_settings`): its key, its value as JSON text, who changed it and when. */
export interface AppSettingTable {
  key: string;
  value: string;
  updated_by: number | null;
  updated_at: string;
}
