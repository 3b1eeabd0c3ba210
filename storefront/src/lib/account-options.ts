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

/**
 * The empty values of the account step's form (spec 000 §2.2): the new account, the pupil, the reseller
 * code and the guardian. The package checkout's account step and a parent adding a child both start here.
 */
export const EMPTY_ACCOUNT_VALUES = {
  email: '',
  confirm_email: '',
  password: '',
  confirm_password: '',
  first_name: '',
  last_name: '',
  icno: '',
  dob: '',
  gender: '',
  phone_no: '',
  race: '',
  religion: '',
  name_institution: '',
  school_id: '',
  reseller_code: '',
  g_name: '',
  g_relation: '',
  g_email: '',
  g_phone_no: '',
  g_address1: '',
  g_address2: '',
  g_country: '1',
  g_postcode: '',
  g_state: '',
  g_city: '',
  g_occupation: '',
  g_income_range: '',
};
