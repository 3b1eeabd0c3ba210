import type { ColumnType } from 'kysely';
import type { CreatedAt, Flag, Id, Timestamp } from '../column-types';

export interface UserTable {
  id: Id;
  email: string;
  password_hash: string;
  name: string;
  username: string;
  first_name: string | null;
  last_name: string | null;
  phone_no: string | null;
  gender: 'F' | 'M' | null;
  dob: string | null;
  icno: string | null;
  race: string | null;
  religion: string | null;
  language: string | null;
  profile_detail: string | null;
  avatar_media_id: number | null;
  address1: string | null;
  address2: string | null;
  postcode: string | null;
  city: string | null;
  state_id: number | null;
  country_id: number | null;
  school_id: number | null;
  name_institution: string | null;
  reseller_code: ColumnType<string | null, string | null | undefined, string | null>;
  can_wishlist: Flag;
  is_active: Flag;
  /** When the account proved it reads its email (issue 19); null until it follows the mailed link. */
  email_verified_at: string | null;
  privacy_notice_version: string | null;
  privacy_accepted_at: string | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}
export interface UserRoleTable {
  user_id: number;
  role: string;
}
export interface GuardianTable {
  id: Id;
  user_id: number;
  name: string;
  relation: string;
  email: string | null;
  phone_no: string | null;
  address1: string | null;
  address2: string | null;
  country_id: number | null;
  postcode: string | null;
  state_id: number | null;
  city: string | null;
  occupation: string | null;
  income_range: string | null;
}
