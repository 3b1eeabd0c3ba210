import type { ColumnType, Generated } from 'kysely';

/** One year's school calendar for one group of states, kept by an admin. */
export interface SchoolCalendarTable {
  id: Generated<number>;
  year: number;
  state_group: 'A' | 'B';
  /** `SchoolCalendar` (shared/school-calendar) as JSON, checked before it is written. */
  data: string;
  updated_by: number | null;
  created_at: ColumnType<string, string | undefined, never>;
  updated_at: string;
}
