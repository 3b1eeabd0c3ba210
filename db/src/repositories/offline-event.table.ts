import type { Generated } from 'kysely';

/** Ids of offline events already applied, one per user and id (the replay guard). */
export interface OfflineEventTable {
  id: Generated<number>;
  user_id: number;
  client_id: string;
  kind: string;
  made_at: string;
  applied_at: string;
}
