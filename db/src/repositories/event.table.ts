import type { CreatedAt, Flag, Id } from '../column-types';

export interface EventTable {
  id: Id;
  hashslug: string;
  name: string;
  description: string;
  image_media_id: number | null;
  price: number;
  date: string;
  time: string;
  speaker: string;
  location: string | null;
  type_id: number;
  meeting_link: string | null;
  allowed_roles: string;
  is_active: Flag;
}
export interface EventRegistrationTable {
  id: Id;
  event_id: number;
  user_id: number;
  order_id: number | null;
  created_at: CreatedAt;
}
