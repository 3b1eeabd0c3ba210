import type { CreatedAt, Id } from '../column-types';

export interface MerchandiseTable {
  id: Id;
  hashslug: string;
  name: string;
  description: string;
  price: number;
  color: string;
  size: string;
  status_id: number;
  created_at: CreatedAt;
}
export interface MerchandiseGalleryTable {
  id: Id;
  merchandise_id: number;
  hashslug: string;
  media_id: number;
  position: number;
}
