import type { ColumnType } from 'kysely';
import type { CreatedAt, Id } from '../column-types';

export interface OutboxTable {
  id: Id;
  topic: string;
  payload: string;
  created_at: CreatedAt;
  processed_at: string | null;
  attempts: ColumnType<number, number | undefined, number>;
  last_error: string | null;
  next_attempt_at: ColumnType<string, string | undefined, string>;
}
