import { accountRepository } from '@mahir/db/repositories/account.repository';
import { familyRepository } from '@mahir/db/repositories/family.repository';
import type { SeedDb } from './batch';
import type { Clock } from './clock';
import { handle, LONG_NAMES, makeGuardian, makePerson, type Person } from './content/people';
import { TUTORS, type TutorKey } from './content/tutors';
import { DEMO_ACCOUNTS, type DemoAccount } from './demo-keys';
import { stateId } from './geography.seed';
import type { MediaIds } from './media.seed';
import type { Rng } from './random';
import { addUser, adult, guardianRow, pad, type UserRow, type UserRowsCtx } from './user-rows';

/** Ids of the seeded people, grouped by what later areas do with them. */
export interface SeededUsers {
  account: Record<DemoAccount, number>;
  /** A second pupil whose guardian is also parent@demo.my. */
  sibling: number;
  tutors: Record<TutorKey, number>;
  /** Generated pupils (not student@demo.my or the sibling). */
  students: number[];
  /** Generated employees of the demo company (employee@demo.my excluded). */
  employees: number[];
  company2: { hr: number; employees: number[] };
  orgMembers: [number[], number[]];
  /** Extra sub-resellers under RS0001 and a pending reseller applicant. */
  extraResellers: { subs: number[]; pending: number };
  names: Map<number, string>;
  count: number;
}

/** Every demo account, tutors, pupils with guardians, employees and organization members. */
export async function seedUsers(
  db: SeedDb,
  rng: Rng,
  clock: Clock,
  hash: string,
  media: MediaIds,
): Promise<SeededUsers> {
  const schools = await db.selectFrom('schools').select(['id', 'state_id']).orderBy('id').execute();
  const ctx: UserRowsCtx = {
    rng,
    clock,
    hash,
    schools,
    users: [],
    roles: new Map(),
    guardians: [],
    emails: new Set(),
  };
  const selangor = stateId('Selangor');
  const fixed = (
    key: DemoAccount,
    p: Omit<Person, 'race' | 'religion'> & Partial<Person>,
    extra: Partial<UserRow> = {},
  ) => addUser(ctx, { email: DEMO_ACCOUNTS[key], person: p, roles: [key], stateName: 'Selangor', extra });

  const admin = fixed('admin', {
    name: 'Farid Iskandar bin Rahman',
    firstName: 'Farid Iskandar',
    lastName: 'Rahman',
    gender: 'M',
  });
  const tutors = {} as Record<TutorKey, number>;
  for (const t of TUTORS) {
    tutors[t.key] = addUser(ctx, {
      email: t.email,
      username: t.username,
      person: t,
      roles: ['tutor'],
      stateName: t.state,
      extra: { profile_detail: t.profile, avatar_media_id: media.avatar },
    });
  }
  // The family lives near the pupil's primary school; the sibling is in a secondary school of the same district.
  const local = await db
    .selectFrom('schools')
    .innerJoin('districts', 'districts.id', 'schools.district_id')
    .select(['schools.id', 'schools.name', 'schools.postcode', 'districts.name as district'])
    .where('schools.state_id', '=', selangor)
    .orderBy('schools.id')
    .execute();
  const primary = local.find((x) => x.name.startsWith('SK ')) ?? local[0];
  const secondary =
    local.find((x) => x.name.startsWith('SMK ') && x.district === primary?.district) ??
    local.find((x) => x.name.startsWith('SMK ')) ??
    primary;
  const home = {
    address1: 'No. 18, Jalan Kenanga 3',
    address2: 'Taman Sri Kenanga',
    city: primary?.district ?? 'Petaling',
    postcode: primary?.postcode ?? '47400',
    state_id: selangor,
  };
  const student = fixed(
    'student',
    { name: 'Muhammad Aiman bin Rosli', firstName: 'Muhammad Aiman', lastName: 'Rosli', gender: 'M' },
    { ...home, dob: '2015-03-14', school_id: primary?.id ?? null, language: 'bm' },
  );
  const parent = fixed(
    'parent',
    { name: 'Rosli bin Abdullah', firstName: 'Rosli', lastName: 'Abdullah', gender: 'M' },
    { ...home, dob: '1979-04-22' },
  );
  const sibling = addUser(ctx, {
    email: 'nur.aisyah.rosli@demo.my',
    person: { name: 'Nur Aisyah binti Rosli', firstName: 'Nur Aisyah', lastName: 'Rosli', gender: 'F' },
    roles: ['student'],
    extra: { ...home, dob: '2009-08-02', school_id: secondary?.id ?? null },
  });
  for (const child of [student, sibling]) {
    const parentRow = ctx.users[parent - 1];
    ctx.guardians.push(
      guardianRow(ctx, child, 'Rosli bin Abdullah', 'father', DEMO_ACCOUNTS.parent, parentRow),
    );
  }
  const account: Record<DemoAccount, number> = {
    admin,
    tutor: tutors.tutor,
    student,
    parent,
    reseller: fixed('reseller', {
      name: 'Tan Wei Ming',
      firstName: 'Wei Ming',
      lastName: 'Tan',
      gender: 'M',
      race: 'chinese',
      religion: 'buddha',
    }),
    subreseller: fixed('subreseller', {
      name: 'Kavitha a/p Subramaniam',
      firstName: 'Kavitha',
      lastName: 'Subramaniam',
      gender: 'F',
      race: 'indian',
      religion: 'hindu',
    }),
    affiliate: fixed('affiliate', {
      name: 'Lim Mei Ling',
      firstName: 'Mei Ling',
      lastName: 'Lim',
      gender: 'F',
      race: 'chinese',
      religion: 'christian',
    }),
    hr: fixed('hr', {
      name: 'Siti Hajar binti Omar',
      firstName: 'Siti Hajar',
      lastName: 'Omar',
      gender: 'F',
    }),
    employee: fixed('employee', {
      name: 'Rajesh a/l Krishnan',
      firstName: 'Rajesh',
      lastName: 'Krishnan',
      gender: 'M',
      race: 'indian',
      religion: 'hindu',
    }),
  };

  const students: number[] = [];
  for (let i = 0; i < 60; i++) {
    const person = makePerson(rng);
    const school = rng.pick(schools);
    const year = rng.int(2008, 2016);
    const dob = `${year}-${pad(rng.int(1, 12))}-${pad(rng.int(1, 28))}`;
    const id = addUser(ctx, {
      person,
      roles: ['student'],
      stateId: school?.state_id,
      extra: { dob, school_id: school?.id ?? null, can_wishlist: i % 20 === 7 ? 0 : 1 },
    });
    const g = makeGuardian(rng, person);
    ctx.guardians.push(
      guardianRow(ctx, id, g.name, g.relation, `${handle(g.name).slice(0, 18)}${i}@mail.demo.my`),
    );
    students.push(id);
  }
  const employees: number[] = [];
  for (let i = 0; i < 40; i++) {
    const long = LONG_NAMES[i === 5 ? 0 : i === 23 ? 1 : -1];
    const person = long ? { ...long, race: 'malay' as const, religion: 'islam' as const } : makePerson(rng);
    employees.push(addUser(ctx, { person, roles: ['employee'], stateName: 'Selangor', extra: adult(rng) }));
  }
  const company2 = {
    hr: addUser(ctx, {
      email: 'hr.cemerlang@demo.my',
      person: makePerson(rng, 'F'),
      roles: ['hr'],
      stateName: 'Pulau Pinang',
    }),
    employees: Array.from({ length: 8 }, () =>
      addUser(ctx, {
        person: makePerson(rng),
        roles: ['employee'],
        stateName: 'Pulau Pinang',
        extra: adult(rng),
      }),
    ),
  };
  const orgMembers: [number[], number[]] = [[], []];
  for (const [o, list] of orgMembers.entries()) {
    const state = o === 0 ? 'Kelantan' : 'Sabah';
    for (let i = 0; i < 12; i++)
      list.push(
        addUser(ctx, { person: makePerson(rng), roles: ['student'], stateName: state, extra: adult(rng) }),
      );
  }
  const extraResellers = {
    subs: [0, 1].map(() =>
      addUser(ctx, { person: makePerson(rng), roles: ['subreseller'], stateName: 'Johor' }),
    ),
    pending: addUser(ctx, { person: makePerson(rng), roles: ['reseller'], stateName: 'Perak' }),
  };

  for (const user of ctx.users) await accountRepository.createUser(db, user, ctx.roles.get(user.id) ?? []);
  for (const { user_id, ...guardian } of ctx.guardians)
    await accountRepository.saveGuardian(db, user_id, guardian);
  // parent@demo.my holds both pupils as their children (issue 20): the /family dashboard shows them.
  for (const child of [student, sibling])
    await familyRepository.link(
      db,
      parent,
      child,
      'added',
      ctx.users[child - 1]?.created_at ?? '2026-01-01T00:00:00.000Z',
    );
  const names = new Map(ctx.users.map((u) => [u.id, u.name]));
  return {
    account,
    sibling,
    tutors,
    students,
    employees,
    company2,
    orgMembers,
    extraResellers,
    names,
    count: ctx.users.length,
  };
}
