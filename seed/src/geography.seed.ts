import { insertRows, type SeedDb } from './batch';
import { generateSchools } from './data/schools';
import { STATES } from './data/states';

/** Malaysian banks offered for reseller payouts: [code, name]. */
export const BANKS: ReadonlyArray<readonly [string, string]> = [
  ['MBB', 'Maybank'],
  ['CIMB', 'CIMB Bank'],
  ['PBB', 'Public Bank'],
  ['RHB', 'RHB Bank'],
  ['HLB', 'Hong Leong Bank'],
  ['AMB', 'AmBank'],
  ['BIMB', 'Bank Islam Malaysia'],
  ['BSN', 'Bank Simpanan Nasional'],
  ['AFFIN', 'Affin Bank'],
  ['ALLIANCE', 'Alliance Bank'],
  ['BKRM', 'Bank Rakyat'],
  ['UOB', 'UOB Malaysia'],
  ['OCBC', 'OCBC Bank (Malaysia)'],
  ['MUAMALAT', 'Bank Muamalat'],
];

/** What later areas need to know about the seeded geography. */
export interface Geography {
  /** District id by `${stateId}:${districtName}`. */
  districtIds: Map<string, number>;
  schoolCount: number;
}

/** Country, the 16 states and territories, their districts, generated schools and banks. */
export async function seedGeography(db: SeedDb, schoolCount: number): Promise<Geography> {
  await insertRows(db, 'countries', [{ id: 1, name: 'Malaysia' }]);
  await insertRows(
    db,
    'states',
    STATES.map((s) => ({ id: s.id, name: s.name })),
  );
  const districtIds = new Map<string, number>();
  const districts: Array<{ id: number; state_id: number; name: string }> = [];
  for (const state of STATES) {
    for (const name of state.districts) {
      const id = districts.length + 1;
      districts.push({ id, state_id: state.id, name });
      districtIds.set(`${state.id}:${name}`, id);
    }
  }
  await insertRows(db, 'districts', districts);

  const schools = generateSchools(schoolCount).map((s, i) => {
    const districtId = districtIds.get(`${s.stateId}:${s.district}`);
    if (districtId === undefined)
      throw new Error(`seed: unknown district ${s.district} in state ${s.stateId}`);
    return { id: i + 1, name: s.name, state_id: s.stateId, district_id: districtId, postcode: s.postcode };
  });
  await insertRows(db, 'schools', schools);
  await insertRows(
    db,
    'banks',
    BANKS.map(([code, name]) => ({ code, name })),
  );
  return { districtIds, schoolCount: schools.length };
}

/** A plausible address in a state: a district as the city and a postcode inside the state's range. */
export function addressIn(stateId: number, pick: (n: number) => number): { city: string; postcode: string } {
  const state = STATES.find((s) => s.id === stateId) ?? STATES[0];
  if (!state) throw new Error('seed: no states');
  const city = state.districts[pick(state.districts.length)] ?? state.name;
  const [lo, hi] = state.postcodeRanges[pick(state.postcodeRanges.length)] ?? [50000, 50000];
  const postcode = String(lo + pick(Math.max(1, hi - lo + 1))).padStart(5, '0');
  return { city, postcode };
}

/** The id of a state by its name (e.g. 'Selangor'). */
export function stateId(name: string): number {
  const state = STATES.find((s) => s.name === name);
  if (!state) throw new Error(`seed: unknown state ${name}`);
  return state.id;
}
