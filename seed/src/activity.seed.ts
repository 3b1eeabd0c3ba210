import type { Database } from '@mahir/db';
import { affiliateRepository } from '@mahir/db/repositories/affiliate.repository';
import { commissionRepository } from '@mahir/db/repositories/commission.repository';
import type { Insertable, Transaction } from 'kysely';
import { insertRows } from './batch';
import type { Clock } from './clock';
import type { SeededCommerce } from './commerce.seed';
import type { SeededCourses } from './courses.seed';
import type { SeededPartners } from './partners.seed';
import type { Rng } from './random';
import type { SeededUsers } from './users.seed';

const DAY = 86_400_000;
/** Share of an order's grand total paid out to resellers, and to the affiliate. */
const RESELLER_SHARE = 0.2;
const AFFILIATE_SHARE = 0.1;

/** Reseller commissions, affiliate clicks and commissions, and months of login statistics. */
export async function seedActivity(
  db: Transaction<Database>,
  rng: Rng,
  clock: Clock,
  users: SeededUsers,
  partners: SeededPartners,
  courses: SeededCourses,
  commerce: SeededCommerce,
): Promise<void> {
  await seedCommissions(db, rng, clock, partners, commerce);
  const published = courses.list.filter((c) => c.status === 1);
  const clicks = Array.from({ length: 200 }, () => ({
    affiliateId: partners.affiliateId,
    courseId: rng.chance(0.9) ? rng.pick(published).id : null,
    visitorHash: rng.slug(16),
    now: clock.ago(60 * rng.next()),
  })).sort((a, b) => (a.now < b.now ? -1 : 1));
  for (const click of clicks) await affiliateRepository.recordClick(db, click);
  await seedLogins(db, rng, clock, users, partners);
}

async function seedCommissions(
  db: Transaction<Database>,
  rng: Rng,
  clock: Clock,
  partners: SeededPartners,
  commerce: SeededCommerce,
): Promise<void> {
  const { master } = partners.resellers;
  const thisMonth = clock.now.toISOString().slice(0, 7);
  const lastMonth = new Date(Date.UTC(clock.now.getUTCFullYear(), clock.now.getUTCMonth() - 1, 1))
    .toISOString()
    .slice(0, 7);
  const payout = (paidAt: string) => {
    const month = paidAt.slice(0, 7);
    if (month === thisMonth || month === lastMonth) return { status: 'pending_payment', paid_at: null };
    const d = new Date(paidAt);
    return {
      status: 'paid',
      paid_at: new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 5, 2)).toISOString(),
    };
  };
  const rows: Array<Insertable<Database['commissions']> & { id: number }> = [];
  const add = (resellerId: number, orderId: number, amount: number, kind: 'direct' | 'sub', at: string) => {
    rows.push({
      id: rows.length + 1,
      hashslug: rng.slug(),
      reseller_id: resellerId,
      order_id: orderId,
      amount,
      amount_final: amount,
      notes: kind === 'sub' ? 'Komisen daripada jualan sub-reseller' : null,
      kind,
      created_at: at,
      ...payout(at),
    });
  };
  // Cancelled and cancelling orders earn no commission in the demo.
  const paid = commerce.paidOrders.filter((o) => o.status === 'paid' && o.cancellation === null);
  for (const o of paid) {
    if (o.resellerId === null || o.grandTotal === 0) continue;
    const pool = Math.round(o.grandTotal * RESELLER_SHARE);
    if (o.resellerId === master) {
      add(master, o.id, pool, 'direct', o.paidAt);
    } else {
      const subShare = Math.round((pool * 30) / 100);
      add(o.resellerId, o.id, subShare, 'direct', o.paidAt);
      add(master, o.id, pool - subShare, 'sub', o.paidAt);
    }
  }
  await insertRows(db, 'commissions', rows);
  await seedPayoutBatches(db, rows);
  const affiliate = paid.filter((o) => o.affiliateId !== null && o.grandTotal > 0);
  await insertRows(
    db,
    'affiliate_commissions',
    affiliate.map((o, i) => ({
      id: i + 1,
      affiliate_id: o.affiliateId ?? partners.affiliateId,
      order_id: o.id,
      amount: Math.round(o.grandTotal * AFFILIATE_SHARE),
      ...(clock.now.getTime() - Date.parse(o.paidAt) > 30 * DAY
        ? { status: 'paid', paid_at: o.paidAt }
        : { status: 'pending_payment', paid_at: null }),
      created_at: o.paidAt,
    })),
  );
}

/**
 * The payouts already made: one bank batch per payout day of the paid months, so Generate Payout in the
 * demo pays only what an admin releases from now on.
 */
async function seedPayoutBatches(
  db: Transaction<Database>,
  rows: ReadonlyArray<{ id: number; status?: string; paid_at?: string | null; amount_final: number }>,
): Promise<void> {
  const byDay = new Map<string, Array<{ id: number; amount: number }>>();
  for (const r of rows) {
    if (r.status !== 'paid' || !r.paid_at) continue;
    const list = byDay.get(r.paid_at) ?? [];
    list.push({ id: r.id, amount: r.amount_final });
    byDay.set(r.paid_at, list);
  }
  for (const [paidAt, items] of [...byDay.entries()].sort()) {
    await commissionRepository.createBatch(
      db,
      {
        reference: `MHR${paidAt.slice(0, 10).replace(/-/g, '')}SEED01`,
        total: items.reduce((s, i) => s + i.amount, 0),
        createdBy: null,
        at: paidAt,
      },
      items.map((i) => ({ commissionId: i.id, amount: i.amount })),
    );
  }
}

/** 0-3 logins a day from the first day of the month six months ago up to now; some listed users never log in. */
async function seedLogins(
  db: Transaction<Database>,
  rng: Rng,
  clock: Clock,
  users: SeededUsers,
  partners: SeededPartners,
): Promise<void> {
  const people = [
    ...partners.members
      .filter((m, i) => !(m.listed && m.userId !== users.account.employee && i % 9 === 4))
      .map((m) => m.userId),
    ...Object.values(users.account),
  ];
  const days = clock.daysSinceMonthStart(6);
  const now = clock.now.getTime();
  const startOfToday = Date.UTC(clock.now.getUTCFullYear(), clock.now.getUTCMonth(), clock.now.getUTCDate());
  const rows: Array<{ id: number; user_id: number; ip: string; created_at: string }> = [];
  for (const userId of [...new Set(people)]) {
    const level = 0.3 + rng.next() * 1.4;
    const ip = `175.139.${rng.int(0, 255)}.${rng.int(1, 254)}`;
    for (let d = days; d >= 0; d--) {
      const dayStart = startOfToday - d * DAY;
      const weekend = [0, 6].includes(new Date(dayStart).getUTCDay());
      for (let k = 0; k < 3; k++) {
        if (rng.next() >= (level / 3) * (weekend ? 0.4 : 1)) continue;
        // 07:00-23:00 Malaysia time is 23:00 (previous day) to 15:00 UTC.
        const at = dayStart + (rng.int(7, 22) - 8) * 3_600_000 + rng.int(0, 3_599_999);
        if (at > now) continue;
        rows.push({ id: 0, user_id: userId, ip, created_at: new Date(at).toISOString() });
      }
    }
  }
  // A few people logged in within the last two hours, so the current month is never empty.
  const monthStart = Date.UTC(clock.now.getUTCFullYear(), clock.now.getUTCMonth(), 1);
  const recent = Math.min(2 * 3_600_000, now - monthStart);
  for (const userId of [...new Set(people)].slice(0, 12)) {
    const at = now - Math.floor(rng.next() * recent);
    rows.push({
      id: 0,
      user_id: userId,
      ip: `175.139.${rng.int(0, 255)}.${rng.int(1, 254)}`,
      created_at: new Date(at).toISOString(),
    });
  }
  rows.sort((a, b) =>
    a.created_at < b.created_at ? -1 : a.created_at > b.created_at ? 1 : a.user_id - b.user_id,
  );
  await insertRows(
    db,
    'login_statistics',
    rows.map((r, i) => ({ ...r, id: i + 1 })),
  );
}
