import type { Id } from '../column-types';

export interface CountryTable {
  id: Id;
  name: string;
}
export interface StateTable {
  id: Id;
  name: string;
}
export interface DistrictTable {
  id: Id;
  state_id: number;
  name: string;
}
export interface SchoolTable {
  id: Id;
  name: string;
  state_id: number;
  district_id: number;
  postcode: string;
}
