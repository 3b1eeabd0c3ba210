import { describe, expect, it } from 'vitest';
import { generateSchools } from './schools';
import { STATES } from './states';

const stateById = new Map(STATES.map((s) => [s.id, s]));

describe('STATES', () => {
  it('has 16 states with unique ids and names', () => {
    expect(STATES).toHaveLength(16);
    expect(new Set(STATES.map((s) => s.id)).size).toBe(16);
    expect(new Set(STATES.map((s) => s.name)).size).toBe(16);
    expect(STATES.map((s) => s.id).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 16 }, (_, i) => i + 1),
    );
  });

  it('gives every state at least one district and no duplicates within a state', () => {
    for (const state of STATES) {
      expect(state.districts.length, state.name).toBeGreaterThanOrEqual(1);
      expect(new Set(state.districts).size, state.name).toBe(state.districts.length);
    }
  });

  it('gives every state well-formed postcode ranges', () => {
    for (const state of STATES) {
      expect(state.postcodeRanges.length, state.name).toBeGreaterThanOrEqual(1);
      for (const [lo, hi] of state.postcodeRanges) {
        expect(lo, state.name).toBeLessThanOrEqual(hi);
        expect(lo, state.name).toBeGreaterThanOrEqual(1000);
        expect(hi, state.name).toBeLessThanOrEqual(99999);
      }
    }
  });

  it('has the real districts for Selangor and Sarawak', () => {
    const selangor = STATES.find((s) => s.name === 'Selangor');
    expect(selangor?.districts).toContain('Petaling');
    expect(selangor?.districts).toContain('Hulu Langat');
    const sarawak = STATES.find((s) => s.name === 'Sarawak');
    expect(sarawak?.districts.length ?? 0).toBeGreaterThanOrEqual(30);
  });
});

describe('generateSchools', () => {
  const schools = generateSchools(4000);

  it('returns the requested number of schools', () => {
    expect(schools).toHaveLength(4000);
    expect(generateSchools(0)).toEqual([]);
  });

  it('is deterministic for the same seed and varies with the seed', () => {
    expect(generateSchools(4000)).toEqual(schools);
    expect(generateSchools(200, 7)).toEqual(generateSchools(200, 7));
    expect(generateSchools(200, 7)).not.toEqual(generateSchools(200, 8));
  });

  it('produces unique names', () => {
    expect(new Set(schools.map((s) => s.name)).size).toBe(schools.length);
  });

  it('places every school in a district of its own state', () => {
    for (const school of schools) {
      const state = stateById.get(school.stateId);
      expect(state, school.name).toBeDefined();
      expect(state?.districts, school.name).toContain(school.district);
    }
  });

  it('gives every school a 5-digit postcode inside its state ranges', () => {
    for (const school of schools) {
      expect(school.postcode, school.name).toMatch(/^\d{5}$/);
      const code = Number(school.postcode);
      const ranges = stateById.get(school.stateId)?.postcodeRanges ?? [];
      expect(
        ranges.some(([lo, hi]) => code >= lo && code <= hi),
        `${school.name} ${school.postcode}`,
      ).toBe(true);
    }
  });

  it('gives every state at least one school, weighted by population', () => {
    const perState = new Map<number, number>();
    for (const school of schools) perState.set(school.stateId, (perState.get(school.stateId) ?? 0) + 1);
    for (const state of STATES) expect(perState.get(state.id) ?? 0, state.name).toBeGreaterThanOrEqual(1);
    const countOf = (name: string): number => perState.get(STATES.find((s) => s.name === name)?.id ?? 0) ?? 0;
    expect(countOf('Selangor')).toBeGreaterThan(countOf('Perlis'));
    expect(countOf('Johor')).toBeGreaterThan(countOf('Wilayah Persekutuan Labuan'));
  });

  it('runs fast enough for seeding', () => {
    const start = performance.now();
    generateSchools(4000);
    expect(performance.now() - start).toBeLessThan(500);
  });
});
