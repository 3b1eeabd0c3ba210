import type { CreatedAt, Flag, Id } from '../column-types';

export interface CategoryTable {
  id: Id;
  name: string;
  slug: string;
  is_tutor: Flag;
  kind: string;
  label: string | null;
  position: number;
}
export interface SubCategoryTable {
  id: Id;
  category_id: number;
  name: string;
  slug: string;
  position: number;
  /** The partner's logo (partner category only). */
  logo_media_id: number | null;
}
export interface PriceListTable {
  id: Id;
  tier: string;
  price: number;
  country_id: number;
  status: Flag;
  created_at: CreatedAt;
}
export interface TagTable {
  id: Id;
  name: string;
}
export interface CourseTagTable {
  course_id: number;
  tag_id: number;
}
