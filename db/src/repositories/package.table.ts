import type { CreatedAt, Flag, Id } from '../column-types';

export interface PackageTable {
  id: Id;
  hashslug: string;
  name: string;
  price: number;
  frequency: number;
  recurring_id: string | null;
  mahir_tutor_category_id: number;
  total_mahir_tutor: number;
  coin: number;
  is_active: Flag;
  created_at: CreatedAt;
}
