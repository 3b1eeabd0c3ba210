import { GUARDIAN_RELATIONS, INCOME_RANGES, RACES, RELIGIONS } from '@mahir/shared';

const title = (v: string) => v.charAt(0).toUpperCase() + v.slice(1);

/** Choices of the account step's selects, labelled for display. */
export const GENDER_OPTIONS = [
  { value: 'M', label: 'Lelaki (M)' },
  { value: 'F', label: 'Perempuan (F)' },
];
export const RACE_OPTIONS = RACES.map((v) => ({ value: v, label: title(v) }));
export const RELIGION_OPTIONS = RELIGIONS.map((v) => ({ value: v, label: title(v) }));
export const RELATION_OPTIONS = GUARDIAN_RELATIONS.map((v) => ({ value: v, label: title(v) }));
export const INCOME_OPTIONS = INCOME_RANGES.map((v) => ({ value: v, label: v }));
/** Malaysia is the only country (spec 000 §9). */
export const COUNTRY_OPTIONS = [{ value: '1', label: 'Malaysia' }];
