import { eventRepository } from '@mahir/db/repositories/event.repository';
import { DEMO_COUPON_MAHIR10 } from '@mahir/shared/coupons/index';
import { insertRows, type SeedDb } from './batch';
import type { Clock } from './clock';
import type { CommerceCtx, SeededPackage } from './commerce-context';
import { seedOtherPurchases } from './commerce-others.seed';
import type { SeededCourses } from './courses.seed';
import { DEMO_SLUGS } from './demo-keys';
import { seedFamilyPurchases } from './family.seed';
import { Ledger } from './ledger';
import type { MediaIds } from './media.seed';
import { type Buyer, OrderBook, type PaidOrder } from './order-book';
import type { SeededPartners } from './partners.seed';
import type { Rng } from './random';
import { seedShop } from './shop.seed';
import type { SeededUsers } from './users.seed';

/** Subscriptions and paid orders, for the learning activity and commissions seeded afterwards. */
export interface SeededCommerce {
  subscriptions: Array<{
    id: number;
    userId: number;
    courseId: number;
    status: string;
    source: string;
    startedAt: string;
  }>;
  paidOrders: PaidOrder[];
}

/**
 * Coin packages on sale: [name, coins, price in sen]. A coin spends as RM 1, so a pack costs its
 * coins' worth in RM; the bigger packs add a bonus (10% and 20%).
 */
const COIN_PACKAGES: ReadonlyArray<readonly [string, number, number]> = [
  ['100 Mahir Coins', 100, 10_000],
  ['550 Mahir Coins', 550, 50_000],
  ['1,200 Mahir Coins', 1200, 100_000],
];

/** The demo coupon `MAHIR10` (docs/design-contract.md): 10 % off any subscription or merchandise cart. */
async function seedDemoCoupon(db: SeedDb, clock: Clock): Promise<void> {
  const c = DEMO_COUPON_MAHIR10;
  if (c.value.kind !== 'percent') throw new Error('MAHIR10 is a percent coupon');
  await db
    .insertInto('coupons')
    .values({
      code: c.code,
      value_kind: 'percent',
      value: c.value.basisPoints,
      product_types: JSON.stringify(c.productTypes),
      min_spend: c.minSpendSen,
      starts_at: c.startsAt,
      ends_at: c.endsAt,
      total_limit: c.totalLimit,
      per_user_limit: c.perUserLimit,
      owner_kind: null,
      owner_id: null,
      owner_user_id: null,
      active: 1,
      created_by: null,
      updated_at: clock.now.toISOString(),
    })
    .execute();
}

/** Packages, orders, payments, subscriptions, cancellations, the shop, and coin and point wallets. */
export async function seedCommerce(
  db: SeedDb,
  rng: Rng,
  clock: Clock,
  users: SeededUsers,
  partners: SeededPartners,
  courses: SeededCourses,
  media: MediaIds,
): Promise<SeededCommerce> {
  const rows = await db
    .selectFrom('users')
    .select(['id', 'name', 'email', 'phone_no', 'address1', 'address2', 'postcode', 'city', 'state_id'])
    .execute();
  const buyers = new Map<number, Buyer>(rows.map((r) => [r.id, r]));
  const packages = await seedPackages(db, rng, clock, courses);
  await insertRows(
    db,
    'coin_packages',
    COIN_PACKAGES.map(([name, coins, price], i) => ({ id: i + 1, name, coins, price, is_active: 1 })),
  );
  await seedDemoCoupon(db, clock);
  const ctx: CommerceCtx = {
    rng,
    clock,
    book: new OrderBook(rng, clock.now),
    ledger: new Ledger(),
    buyers,
    users,
    partners,
    courses,
    packages,
  };
  seedFamilyPurchases(ctx);
  seedOtherPurchases(ctx);
  const registrations = await seedShop(db, ctx, media);
  await ctx.book.flush(db);
  for (const r of registrations) await eventRepository.register(db, r.eventId, r.userId, r.orderId, r.at);
  await ctx.ledger.flush(db);
  return {
    subscriptions: ctx.book.subscriptions.map((s) => ({
      id: s.id,
      userId: s.user_id,
      courseId: s.course_id,
      status: s.status ?? 'active',
      source: s.source,
      startedAt: s.started_at ?? '',
    })),
    paidOrders: ctx.book.paid,
  };
}

async function seedPackages(
  db: SeedDb,
  rng: Rng,
  clock: Clock,
  courses: SeededCourses,
): Promise<SeededPackage[]> {
  const subOf = (slug: string) => {
    const course = courses.list.find((c) => c.spec.sub === slug);
    if (!course) throw new Error(`seed: no course in ${slug}`);
    return course.subCategoryId;
  };
  const specs = [
    {
      slug: DEMO_SLUGS.package,
      name: 'Pakej Tahun 5',
      price: 5000,
      frequency: 1,
      recurringId: 'SP-REC-PKG-50',
      sub: 'matematik-tahun-5',
      total: 3,
      coin: 50,
      active: 1,
    },
    {
      slug: rng.slug(),
      name: 'Pakej SPM',
      price: 8000,
      frequency: 1,
      recurringId: 'SP-REC-PKG-80',
      sub: 'matematik-tambahan-spm',
      total: 2,
      coin: 80,
      active: 1,
    },
    {
      slug: rng.slug(),
      name: 'Pakej Tahun 6 Tahunan',
      price: 45000,
      frequency: 12,
      recurringId: 'SP-REC-PKG-450',
      sub: 'sains-tahun-6',
      total: 2,
      coin: 500,
      active: 0,
    },
  ];
  const packages = specs.map((p, i) => ({
    id: i + 1,
    name: p.name,
    price: p.price,
    recurringId: p.recurringId,
    subCategoryId: subOf(p.sub),
    total: p.total,
    coin: p.coin,
  }));
  await insertRows(
    db,
    'packages',
    specs.map((p, i) => ({
      id: i + 1,
      hashslug: p.slug,
      name: p.name,
      price: p.price,
      frequency: p.frequency,
      recurring_id: p.recurringId,
      mahir_tutor_category_id: packages[i]?.subCategoryId ?? 0,
      total_mahir_tutor: p.total,
      coin: p.coin,
      is_active: p.active,
      created_at: clock.ago(300 - i * 20),
    })),
  );
  return packages;
}
