import type { Flag, Id } from '../column-types';

export interface CoinPackageTable {
  id: Id;
  name: string;
  coins: number;
  price: number;
  is_active: Flag;
}
