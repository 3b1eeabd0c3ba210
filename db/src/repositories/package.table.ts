import type { CreatedAt, Flag, Id } from '../column-types';

/** What an admin edits of a package. */
export interface PackageFields {
  name: string;
  price: number;
  frequency: number;
  recurring_id: string | null;
  mahir_tutor_category_id: number;
  total_mahir_tutor: number;
  coin: number;
  is_active: Flag;
}
export interface PackageTable extends PackageFields {
  id: Id;
  hashslug: string;
  created_at: CreatedAt;
}
