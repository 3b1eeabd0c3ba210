import type { GuardianTable, UserTable } from '@mahir/db';
import { INCOME_RANGES } from '@mahir/shared/contract/package-checkout.contract';
import type { Insertable } from 'kysely';
import type { Clock } from './clock';
import { handle, makeIcNo, makePhone, OCCUPATIONS, type Person } from './content/people';
import { addressIn, stateId } from './geography.seed';
import type { Rng } from './random';

/** A users row with its explicit id. */
export type UserRow = Insertable<UserTable> & { id: number };

/** Rows collected while building the demo people. */
export interface UserRowsCtx {
  rng: Rng;
  clock: Clock;
  hash: string;
  schools: ReadonlyArray<{ id: number; state_id: number }>;
  users: UserRow[];
  /** Roles by user id. */
  roles: Map<number, string[]>;
  guardians: Array<Insertable<GuardianTable>>;
  emails: Set<string>;
}

/** A person to add as a user. */
export interface NewUserSpec {
  email?: string;
  username?: string;
  person: Omit<Person, 'race' | 'religion'> & Partial<Person>;
  roles: string[];
  stateName?: string;
  stateId?: number | undefined;
  extra?: Partial<UserRow>;
}

/** Adds a user with a plausible address, phone and IC number; returns its id. */
export function addUser(ctx: UserRowsCtx, spec: NewUserSpec): number {
  const { rng, clock } = ctx;
  const id = ctx.users.length + 1;
  const p = spec.person;
  let email = spec.email ?? `${handle(p.firstName).slice(0, 14)}.${handle(p.lastName).slice(0, 10)}@demo.my`;
  for (let n = 2; ctx.emails.has(email); n++) email = email.replace(/\d*@/, `${n}@`);
  ctx.emails.add(email);
  const state = spec.stateId ?? stateId(spec.stateName ?? 'Selangor');
  const { city, postcode } = addressIn(state, (n) => rng.int(0, n - 1));
  const dob = spec.extra?.dob ?? adult(rng).dob ?? null;
  const created = clock.ago(rng.int(60, 700) + rng.next());
  ctx.users.push({
    id,
    email,
    password_hash: ctx.hash,
    name: p.name,
    username: spec.username ?? email.slice(0, email.indexOf('@')),
    first_name: p.firstName,
    last_name: p.lastName,
    phone_no: makePhone(rng),
    gender: p.gender,
    dob,
    icno: dob ? makeIcNo(rng, dob, p.gender) : null,
    race: p.race ?? 'malay',
    religion: p.religion ?? 'islam',
    language: 'bm',
    profile_detail: null,
    avatar_media_id: null,
    address1: `No. ${rng.int(1, 120)}, Jalan ${rng.pick(STREETS)} ${rng.int(1, 30)}`,
    address2: rng.chance(0.5) ? `Taman ${rng.pick(STREETS)}` : null,
    postcode,
    city,
    state_id: state,
    country_id: 1,
    school_id: null,
    name_institution: null,
    can_wishlist: 1,
    is_active: 1,
    // Demo accounts have proved their addresses: they buy and post as they always could.
    email_verified_at: created,
    created_at: created,
    updated_at: created,
    ...spec.extra,
  });
  ctx.roles.set(id, spec.roles);
  return id;
}

/** A guardian row for a pupil, living at the pupil's address. */
export function guardianRow(
  ctx: UserRowsCtx,
  userId: number,
  name: string,
  relation: string,
  email: string,
  like?: UserRow,
): Insertable<GuardianTable> {
  const child = ctx.users[userId - 1];
  const rng = ctx.rng;
  return {
    user_id: userId,
    name,
    relation,
    email,
    phone_no: like?.phone_no ?? makePhone(rng),
    address1: child?.address1 ?? null,
    address2: child?.address2 ?? null,
    country_id: 1,
    postcode: child?.postcode ?? null,
    state_id: child?.state_id ?? null,
    city: child?.city ?? null,
    occupation: rng.pick(OCCUPATIONS),
    income_range: rng.pick(INCOME_RANGES),
  };
}

/** A date of birth of a working adult. */
export function adult(rng: Rng): { dob: string } {
  return { dob: `${rng.int(1970, 2002)}-${pad(rng.int(1, 12))}-${pad(rng.int(1, 28))}` };
}

/** Two-digit zero padding. */
export function pad(n: number): string {
  return String(n).padStart(2, '0');
}

const STREETS = [
  'Mawar',
  'Melur',
  'Cempaka',
  'Kenanga',
  'Dahlia',
  'Bunga Raya',
  'Seroja',
  'Anggerik',
  'Teratai',
  'Kemboja',
];
