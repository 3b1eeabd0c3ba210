import type { Flag, Id } from '../column-types';

export interface BannerTable {
  id: Id;
  hashslug: string;
  headline: string;
  sub_headline: string | null;
  is_button: Flag;
  button_label: string | null;
  button_link: string | null;
  is_active: number;
  media_id: number | null;
  position: number;
}
