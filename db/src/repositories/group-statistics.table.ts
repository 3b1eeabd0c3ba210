import type { CreatedAt, Flag, Id, Timestamp } from '../column-types';

export interface OrganizationTable {
  id: Id;
  hashslug: string;
  name: string;
  created_at: CreatedAt;
}
export interface OrganizationUserTable {
  organization_id: number;
  user_id: number;
  is_listed: Flag;
  added_at: Timestamp;
}
export interface CompanyTable {
  id: Id;
  hashslug: string;
  name: string;
  created_at: CreatedAt;
}
export interface CompanyUserTable {
  company_id: number;
  user_id: number;
  role: string;
  is_listed: Flag;
  added_at: Timestamp;
}
/** What an admin edits of a sponsorship. */
export interface SponsorshipFields {
  name: string;
  start_date: string;
  end_date: string;
  reseller_id: number;
  payment_date: string;
  payment_amount: number;
}
export interface SponsorshipTable extends SponsorshipFields {
  id: Id;
  hashslug: string;
  organization_id: number;
  created_at: CreatedAt;
}
