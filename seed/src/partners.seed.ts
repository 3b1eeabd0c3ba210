import { affiliateRepository } from '@mahir/db/repositories/affiliate.repository';
import { resellerRegistrationRepository } from '@mahir/db/repositories/reseller-registration.repository';
import { insertRows, type SeedDb } from './batch';
import type { Clock } from './clock';
import { DEMO_COMPANY_NAME, DEMO_RESELLER_CODES, DEMO_SLUGS } from './demo-keys';
import type { Rng } from './random';
import type { SeededUsers } from './users.seed';

/** The referral code of affiliate@demo.my. */
const AFFILIATE_CODE = 'MEILING26';

/** Ids of the seeded business partners and who of their people log in. */
export interface SeededPartners {
  companyId: number;
  orgIds: [number, number];
  /** reseller row ids: RS0001, RS0002, the other sub-resellers of RS0001, and a pending applicant. */
  resellers: { master: number; sub: number; subs: number[]; pending: number };
  affiliateId: number;
  /** Members of companies and organizations, whose logins feed the statistics screens. */
  members: Array<{ userId: number; listed: boolean }>;
}

/** Companies and organizations with members, resellers and sub-resellers, the affiliate and sponsorships. */
export async function seedPartners(
  db: SeedDb,
  rng: Rng,
  clock: Clock,
  users: SeededUsers,
): Promise<SeededPartners> {
  const members: SeededPartners['members'] = [];
  await insertRows(db, 'companies', [
    { id: 1, hashslug: DEMO_SLUGS.company, name: DEMO_COMPANY_NAME, created_at: clock.ago(420) },
    { id: 2, hashslug: rng.slug(), name: 'Teknologi Cemerlang Sdn Bhd', created_at: clock.ago(300) },
  ]);
  const companyUsers: Array<{
    company_id: number;
    user_id: number;
    role: string;
    is_listed: number;
    added_at: string;
  }> = [];
  const addMember = (companyId: number, userId: number, role: string, listed: boolean) => {
    companyUsers.push({
      company_id: companyId,
      user_id: userId,
      role,
      is_listed: listed ? 1 : 0,
      added_at: clock.ago(rng.int(200, 400)),
    });
    if (role !== 'hr') members.push({ userId, listed });
  };
  addMember(1, users.account.hr, 'hr', false);
  addMember(1, users.account.employee, 'employee', true);
  users.employees.forEach((id, i) => {
    addMember(1, id, 'employee', i % 2 === 1);
  });
  addMember(2, users.company2.hr, 'hr', false);
  users.company2.employees.forEach((id, i) => {
    addMember(2, id, 'employee', i < 5);
  });
  await insertRows(db, 'company_users', companyUsers);

  await insertRows(db, 'organizations', [
    { id: 1, hashslug: rng.slug(), name: 'Persatuan Belia Kreatif Kelantan', created_at: clock.ago(380) },
    { id: 2, hashslug: rng.slug(), name: 'Yayasan Pendidikan Harapan Sabah', created_at: clock.ago(350) },
  ]);
  const orgUsers = users.orgMembers.flatMap((list, o) =>
    list.map((userId, i) => {
      const listed = i < 8;
      members.push({ userId, listed });
      return {
        organization_id: o + 1,
        user_id: userId,
        is_listed: listed ? 1 : 0,
        added_at: clock.ago(rng.int(150, 300)),
      };
    }),
  );
  await insertRows(db, 'organization_users', orgUsers);

  const bank = (code: string, holder: string, swift: string) => ({
    bank_name: code,
    account_no: String(rng.int(1000, 9999)) + String(rng.int(10000000, 99999999)),
    account_holder: holder.toUpperCase(),
    swift_code: swift,
  });
  const name = (id: number) => users.names.get(id) ?? '';
  const resellerRows = [
    {
      id: 1,
      user_id: users.account.reseller,
      parent_id: null,
      reseller_code: DEMO_RESELLER_CODES.reseller,
      ...bank('MBB', name(users.account.reseller), 'MBBEMYKL'),
      rate: 70,
      rate_sub: 30,
      status: 'approved',
      created_at: clock.ago(500),
    },
    {
      id: 2,
      user_id: users.account.subreseller,
      parent_id: 1,
      reseller_code: DEMO_RESELLER_CODES.subreseller,
      ...bank('CIMB', name(users.account.subreseller), 'CIBBMYKL'),
      rate: 100,
      rate_sub: 0,
      status: 'approved',
      created_at: clock.ago(400),
    },
    ...users.extraResellers.subs.map((userId, i) => ({
      id: 3 + i,
      user_id: userId,
      parent_id: 1,
      reseller_code: `RS000${3 + i}`,
      ...bank(i === 0 ? 'PBB' : 'BIMB', name(userId), i === 0 ? 'PBBEMYKL' : 'BIMBMYKL'),
      rate: 100,
      rate_sub: 0,
      status: 'approved',
      created_at: clock.ago(300 - i * 40),
    })),
    {
      id: 5,
      user_id: users.extraResellers.pending,
      parent_id: null,
      reseller_code: 'RS0005',
      ...bank('RHB', name(users.extraResellers.pending), 'RHBBMYKL'),
      rate: 100,
      rate_sub: 0,
      status: 'pending',
      created_at: clock.ago(3),
    },
  ];
  for (const row of resellerRows) await resellerRegistrationRepository.insert(db, row);
  await affiliateRepository.create(db, users.account.affiliate, AFFILIATE_CODE, clock.ago(90));
  const affiliate = await affiliateRepository.byCode(db, AFFILIATE_CODE);
  if (!affiliate) throw new Error('seed: the demo affiliate was not created');
  await insertRows(db, 'sponsorships', [
    {
      id: 1,
      hashslug: rng.slug(),
      organization_id: 1,
      name: 'Program Celik Digital Belia 2026',
      start_date: clock.dateAgo(150),
      end_date: clock.dateAgo(-215),
      reseller_id: 1,
      payment_date: clock.dateAgo(148),
      payment_amount: 1_200_000,
      created_at: clock.ago(150),
    },
    {
      id: 2,
      hashslug: rng.slug(),
      organization_id: 2,
      name: 'Tajaan Tuisyen Luar Bandar Sabah',
      start_date: clock.dateAgo(90),
      end_date: clock.dateAgo(-275),
      reseller_id: 1,
      payment_date: clock.dateAgo(88),
      payment_amount: 850_000,
      created_at: clock.ago(90),
    },
  ]);
  return {
    companyId: 1,
    orgIds: [1, 2],
    resellers: { master: 1, sub: 2, subs: [3, 4], pending: 5 },
    affiliateId: affiliate.id,
    members,
  };
}
