import { randomBytes } from 'node:crypto';
import { type SelectQueryBuilder, sql, type Transaction } from 'kysely';
import type { Db } from '../connection';
import type { Database } from '../schema';
import { rowById } from './row-lookup';

/** Who a commission entry pays. */
export type Beneficiary = 'reseller' | 'subreseller' | 'affiliate';
/** What an entry records. */
export type EntryKind = 'earned' | 'edited' | 'released' | 'reversed' | 'reversal_skipped' | 'deleted';

export interface NewEntry {
  commissionId?: number | null;
  affiliateCommissionId?: number | null;
  orderId: number | null;
  attributionId?: number | null;
  beneficiary: Beneficiary;
  beneficiaryId: number;
  kind: EntryKind;
  amount: number;
  remark?: string | null;
  actorId?: number | null;
  entryKey?: string | null;
  at: string;
}

/** Commission states: earned and unpaid, released (paid), reversed by a refund, deleted by an admin. */
export const COMMISSION_STATUS = {
  unpaid: 'pending_payment',
  paid: 'paid',
  reversed: 'reversed',
  deleted: 'deleted',
} as const;

/** The released commissions of [from, to) in no payout batch yet, of beneficiaries with an account number. */
function unbatchedQuery(db: Db, from: string, to: string) {
  return db
    .selectFrom('commissions as c')
    .innerJoin('resellers as r', 'r.id', 'c.reseller_id')
    .leftJoin('banks as b', 'b.code', 'r.bank_name')
    .leftJoin('payout_items as p', 'p.commission_id', 'c.id')
    .where('c.status', '=', COMMISSION_STATUS.paid)
    .where('p.id', 'is', null)
    .where('c.created_at', '>=', from)
    .where('c.created_at', '<', to)
    .where('r.account_no', 'is not', null)
    .where('r.account_no', '!=', '');
}

/** A ledger entry as its row. */
function entryRow(e: NewEntry) {
  return {
    commission_id: e.commissionId ?? null,
    affiliate_commission_id: e.affiliateCommissionId ?? null,
    order_id: e.orderId,
    attribution_id: e.attributionId ?? null,
    beneficiary: e.beneficiary,
    beneficiary_id: e.beneficiaryId,
    kind: e.kind,
    amount: e.amount,
    remark: e.remark ?? null,
    actor_id: e.actorId ?? null,
    entry_key: e.entryKey ?? null,
    created_at: e.at,
  };
}

/** What a commission's row shows in the lists: its amount, state and order number. */
const COMMISSION_LINE = [
  'c.id',
  'c.hashslug',
  'c.created_at',
  'c.order_id',
  'o.order_no',
  'c.amount_final',
  'c.notes',
  'c.status',
  'c.paid_at',
] as const;

/** Reseller commissions with their reseller (`r`) and order (`o`, when there is one). */
function commissionLines(db: Db) {
  return db
    .selectFrom('commissions as c')
    .innerJoin('resellers as r', 'r.id', 'c.reseller_id')
    .leftJoin('orders as o', 'o.id', 'c.order_id');
}

/** Affiliate commissions with their affiliate (`a`). */
export function affiliateCommissionLines(db: Db) {
  return db.selectFrom('affiliate_commissions as c').innerJoin('affiliates as a', 'a.id', 'c.affiliate_id');
}

/** What releasing an affiliate commission reads of it, named as a reseller commission's (`amount_final`). */
export const AFFILIATE_PAYABLE = ['c.id', 'c.amount as amount_final', 'c.status', 'a.user_id'] as const;

/** The statuses a payment screen lists: earned and unpaid, and released. */
const LISTED_STATUSES = [COMMISSION_STATUS.unpaid, COMMISSION_STATUS.paid];

/** A page of a list: how many rows to skip and how many to take. */
type Page = { offset: number; limit: number };

/**
 * The commissions (`c`) a payment screen lists for [from, to), in creation order; one page of them when `page`
 * is given. Written in SQL so that the reseller's and the affiliate's lists, of different tables, share it.
 */
function listedIn<DB, TB extends keyof DB, O>(
  q: SelectQueryBuilder<DB, TB, O>,
  from: string,
  to: string,
  page?: Page,
) {
  const listed = q
    .where(
      sql<boolean>`c.created_at >= ${from} and c.created_at < ${to} and c.status in (${sql.join(LISTED_STATUSES)})`,
    )
    .orderBy(sql`c.created_at`)
    .orderBy(sql`c.id`);
  return page ? listed.offset(page.offset).limit(page.limit) : listed;
}

/** How many commissions of a table a payment screen lists for [from, to), and the sum of the paid ones (sen). */
async function listedTotals(
  db: Db,
  table: 'commissions' | 'affiliate_commissions',
  amount: 'amount_final' | 'amount',
  from: string,
  to: string,
): Promise<{ count: number; paid: number }> {
  const row = await db
    .selectFrom(table)
    .select((eb) => [
      eb.fn.countAll<number | string>().as('count'),
      eb.fn
        .sum<number | string | null>(
          eb.case().when('status', '=', COMMISSION_STATUS.paid).then(eb.ref(amount)).else(0).end(),
        )
        .as('paid'),
    ])
    .where('created_at', '>=', from)
    .where('created_at', '<', to)
    .where('status', 'in', LISTED_STATUSES)
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), paid: Number(row.paid ?? 0) };
}

/** An order's affiliate commissions in one status. */
function affiliateOfOrderInStatus(trx: Transaction<Database>, orderId: number, status: string) {
  return trx
    .selectFrom('affiliate_commissions')
    .select(['id', 'affiliate_id', 'amount'])
    .where('order_id', '=', orderId)
    .where('status', '=', status)
    .execute();
}

/** An order's reseller commissions in one status, with the reseller's parent. */
function ofOrderInStatus(trx: Transaction<Database>, orderId: number, status: string) {
  return trx
    .selectFrom('commissions as c')
    .innerJoin('resellers as r', 'r.id', 'c.reseller_id')
    .select(['c.id', 'c.reseller_id', 'c.kind', 'c.amount_final', 'r.parent_id'])
    .where('c.order_id', '=', orderId)
    .where('c.status', '=', status)
    .execute();
}

/**
 * The commission ledger: `commissions` and `affiliate_commissions` hold each commission's current
 * state, `commission_entries` every change to it (append-only). Writes take a transaction.
 */
export const commissionRepository = {
  async appendEntry(trx: Transaction<Database>, e: NewEntry): Promise<void> {
    await trx.insertInto('commission_entries').values(entryRow(e)).execute();
  },

  /** Inserts a reseller commission unless (order, reseller, kind) earned already; its id when new. */
  async insertResellerCommission(
    trx: Transaction<Database>,
    c: { resellerId: number; orderId: number; amount: number; kind: 'direct' | 'sub'; at: string },
  ): Promise<number | null> {
    const row = await trx
      .insertInto('commissions')
      .values({
        hashslug: randomBytes(12).toString('hex'),
        reseller_id: c.resellerId,
        order_id: c.orderId,
        amount: c.amount,
        amount_final: c.amount,
        notes: null,
        kind: c.kind,
        status: COMMISSION_STATUS.unpaid,
        created_at: c.at,
        paid_at: null,
      })
      .onConflict((oc) => oc.columns(['order_id', 'reseller_id', 'kind']).doNothing())
      .returning('id')
      .executeTakeFirst();
    return row?.id ?? null;
  },

  /** Inserts the affiliate commission of an order unless it earned already; its id when new. */
  async insertAffiliateCommission(
    trx: Transaction<Database>,
    c: { affiliateId: number; orderId: number; amount: number; at: string },
  ): Promise<number | null> {
    const row = await trx
      .insertInto('affiliate_commissions')
      .values({
        affiliate_id: c.affiliateId,
        order_id: c.orderId,
        amount: c.amount,
        status: COMMISSION_STATUS.unpaid,
        created_at: c.at,
      })
      .onConflict((oc) => oc.column('order_id').doNothing())
      .returning('id')
      .executeTakeFirst();
    return row?.id ?? null;
  },

  paidOrder(db: Db, orderId: number) {
    return rowById(
      db,
      'orders',
      ['id', 'status', 'reseller_id', 'affiliate_id', 'grand_total', 'paid_at'],
      orderId,
    );
  },

  reseller(db: Db, id: number) {
    return rowById(
      db,
      'resellers',
      ['id', 'user_id', 'parent_id', 'rate', 'rate_sub', 'reseller_code', 'status'],
      id,
    );
  },

  resellerOfUser(db: Db, userId: number) {
    return db.selectFrom('resellers').selectAll().where('user_id', '=', userId).executeTakeFirst();
  },

  async attributionId(db: Db, orderId: number, kind: 'reseller' | 'affiliate'): Promise<number | null> {
    const row = await db
      .selectFrom('order_attributions')
      .select('id')
      .where('order_id', '=', orderId)
      .where('kind', '=', kind)
      .executeTakeFirst();
    return row?.id ?? null;
  },

  /** A reseller commission with its beneficiary's reseller row. */
  byId(db: Db, id: number) {
    return db
      .selectFrom('commissions as c')
      .innerJoin('resellers as r', 'r.id', 'c.reseller_id')
      .select([
        'c.id',
        'c.hashslug',
        'c.order_id',
        'c.reseller_id',
        'c.kind',
        'c.amount_final',
        'c.notes',
        'c.status',
        'r.user_id',
        'r.parent_id',
      ])
      .where('c.id', '=', id)
      .executeTakeFirst();
  },

  idBySlug(db: Db, hashslug: string) {
    return db.selectFrom('commissions').select('id').where('hashslug', '=', hashslug).executeTakeFirst();
  },

  /** Moves a commission from one status to another only if it still has the first; true when moved. */
  async moveStatus(
    trx: Transaction<Database>,
    id: number,
    from: string,
    set: { status: string; paid_at?: string | null; amount_final?: number; notes?: string | null },
  ): Promise<boolean> {
    const r = await trx
      .updateTable('commissions')
      .set(set)
      .where('id', '=', id)
      .where('status', '=', from)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  },

  unpaidOfOrder(trx: Transaction<Database>, orderId: number) {
    return ofOrderInStatus(trx, orderId, COMMISSION_STATUS.unpaid);
  },

  /** Released (paid) reseller commissions of an order: a reversal leaves them and notes them. */
  paidOfOrder(trx: Transaction<Database>, orderId: number) {
    return ofOrderInStatus(trx, orderId, COMMISSION_STATUS.paid);
  },

  /** Appends an entry unless one with its `entryKey` exists; whether it was written. */
  async appendEntryOnce(trx: Transaction<Database>, e: NewEntry & { entryKey: string }): Promise<boolean> {
    const r = await trx
      .insertInto('commission_entries')
      .values(entryRow(e))
      .onConflict((oc) => oc.column('entry_key').doNothing())
      .executeTakeFirst();
    return Number(r.numInsertedOrUpdatedRows ?? 0n) > 0;
  },

  unpaidAffiliateOfOrder(trx: Transaction<Database>, orderId: number) {
    return affiliateOfOrderInStatus(trx, orderId, COMMISSION_STATUS.unpaid);
  },

  /** What 'reversed' entries took off one commission so far (a positive sum). */
  async reversedOf(
    trx: Transaction<Database>,
    of: { commissionId: number } | { affiliateCommissionId: number },
  ): Promise<number> {
    let q = trx
      .selectFrom('commission_entries')
      .select((eb) => eb.fn.sum<number | string | null>('amount').as('n'))
      .where('kind', '=', 'reversed');
    q =
      'commissionId' in of
        ? q.where('commission_id', '=', of.commissionId)
        : q.where('affiliate_commission_id', '=', of.affiliateCommissionId);
    const row = await q.executeTakeFirst();
    return -Number(row?.n ?? 0);
  },

  /** Released (paid) affiliate commissions of an order: a reversal leaves them and notes them. */
  paidAffiliateOfOrder(trx: Transaction<Database>, orderId: number) {
    return affiliateOfOrderInStatus(trx, orderId, COMMISSION_STATUS.paid);
  },

  /** An affiliate commission with its affiliate's user; `amount_final` is what it owes (its `amount`). */
  affiliateById(db: Db, id: number) {
    return affiliateCommissionLines(db)
      .select([...AFFILIATE_PAYABLE, 'c.order_id', 'c.affiliate_id'])
      .where('c.id', '=', id)
      .executeTakeFirst();
  },

  /** Sets an unpaid affiliate commission's status (and amount, paid time); false when it was no longer unpaid. */
  async moveAffiliate(
    trx: Transaction<Database>,
    id: number,
    set: { status: string; amount?: number; paid_at?: string | null },
  ): Promise<boolean> {
    const r = await trx
      .updateTable('affiliate_commissions')
      .set(set)
      .where('id', '=', id)
      .where('status', '=', COMMISSION_STATUS.unpaid)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  },

  /** A user's reseller commissions, newest first, without deleted ones (admin per-user table). */
  ofUser(db: Db, userId: number) {
    return commissionLines(db)
      .select([...COMMISSION_LINE, 'c.kind'])
      .where('r.user_id', '=', userId)
      .where('c.status', '!=', COMMISSION_STATUS.deleted)
      .orderBy('c.created_at', 'desc')
      .orderBy('c.id', 'desc')
      .execute();
  },

  /**
   * Unpaid and paid commissions earned in [from, to), with the beneficiary's name, bank and order, in creation
   * order; one page of them when `page` is given.
   */
  inPeriod(db: Db, from: string, to: string, page?: Page) {
    const q = commissionLines(db)
      .innerJoin('users as u', 'u.id', 'r.user_id')
      .leftJoin('banks as b', 'b.code', 'r.bank_name')
      .select([
        ...COMMISSION_LINE,
        'u.id as user_id',
        'u.name',
        'u.email',
        'r.bank_name',
        'r.account_no',
        'r.account_holder',
        'b.name as bank_label',
      ]);
    return listedIn(q, from, to, page).execute();
  },

  /**
   * Unpaid and paid affiliate commissions earned in [from, to), with the affiliate's name, email and code and
   * the order, in creation order; one page of them when `page` is given.
   */
  affiliateInPeriod(db: Db, from: string, to: string, page?: Page) {
    const q = affiliateCommissionLines(db)
      .innerJoin('users as u', 'u.id', 'a.user_id')
      .leftJoin('orders as o', 'o.id', 'c.order_id')
      .select([
        'c.id',
        'c.created_at',
        'c.order_id',
        'o.order_no',
        'c.amount as amount_final',
        'c.status',
        'c.paid_at',
        'u.id as user_id',
        'u.name',
        'u.email',
        'a.code',
      ]);
    return listedIn(q, from, to, page).execute();
  },

  /** How many affiliate commissions a month lists, and the sum of the paid ones (sen). */
  affiliatePeriodTotals: (db: Db, from: string, to: string) =>
    listedTotals(db, 'affiliate_commissions', 'amount', from, to),

  /** How many of a month's commissions the payment screen lists, and the sum of the paid ones (sen). */
  periodTotals: (db: Db, from: string, to: string) =>
    listedTotals(db, 'commissions', 'amount_final', from, to),

  /** Entries of one commission, oldest first. */
  entriesOf(db: Db, commissionId: number) {
    return db
      .selectFrom('commission_entries')
      .selectAll()
      .where('commission_id', '=', commissionId)
      .orderBy('id')
      .execute();
  },

  /**
   * Released commissions earned in [from, to) that are in no payout batch yet and whose beneficiary has an
   * account number (the others wait for a later batch), with the bank account: what a payout pays.
   */
  releasedUnbatched(trx: Transaction<Database>, from: string, to: string) {
    return unbatchedQuery(trx, from, to)
      .select([
        'c.id',
        'c.amount_final',
        'r.bank_name',
        'b.name as bank_label',
        'r.account_no',
        'r.account_holder',
        'r.swift_code',
      ])
      .orderBy('c.id')
      .execute();
  },

  /** How many commissions a payout of [from, to) would pay now, and their sum (sen). */
  async awaitingPayout(db: Db, from: string, to: string): Promise<{ count: number; total: number }> {
    const row = await unbatchedQuery(db, from, to)
      .select((eb) => [
        eb.fn.countAll<number | string>().as('count'),
        eb.fn.sum<number | string | null>('c.amount_final').as('total'),
      ])
      .executeTakeFirstOrThrow();
    return { count: Number(row.count), total: Number(row.total ?? 0) };
  },

  async createBatch(
    trx: Transaction<Database>,
    b: { reference: string; total: number; createdBy: number | null; at: string },
    items: ReadonlyArray<{ commissionId: number; amount: number }>,
  ): Promise<number> {
    const row = await trx
      .insertInto('payout_batches')
      .values({
        reference: b.reference,
        total: b.total,
        row_count: items.length,
        created_by: b.createdBy,
        created_at: b.at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (let i = 0; i < items.length; i += 200)
      await trx
        .insertInto('payout_items')
        .values(
          items
            .slice(i, i + 200)
            .map((it) => ({ batch_id: row.id, commission_id: it.commissionId, amount: it.amount })),
        )
        .execute();
    return row.id;
  },

  /** Sum of `amount_final` of a reseller's commissions by status in [from, to), per day or overall. */
  async totals(db: Db, resellerId: number, from: string | null, to: string | null) {
    let q = db
      .selectFrom('commissions')
      .select(['status', sql<number>`coalesce(sum(amount_final), 0)`.as('total')])
      .where('reseller_id', '=', resellerId)
      .where('status', 'in', [COMMISSION_STATUS.unpaid, COMMISSION_STATUS.paid])
      .groupBy('status');
    if (from) q = q.where('created_at', '>=', from);
    if (to) q = q.where('created_at', '<', to);
    const rows = await q.execute();
    let paid = 0;
    let unpaid = 0;
    for (const r of rows) {
      if (r.status === COMMISSION_STATUS.paid) paid += Number(r.total);
      else unpaid += Number(r.total);
    }
    return { paid, unpaid, all: paid + unpaid };
  },

  /** A reseller's live commissions (unpaid and paid) in [from, to), with the order total. */
  rowsOfReseller(db: Db, resellerId: number, from: string, to: string) {
    return db
      .selectFrom('commissions as c')
      .leftJoin('orders as o', 'o.id', 'c.order_id')
      .select(['c.id', 'c.created_at', 'c.amount_final', 'c.status', 'c.paid_at', 'o.grand_total'])
      .where('c.reseller_id', '=', resellerId)
      .where('c.status', 'in', [COMMISSION_STATUS.unpaid, COMMISSION_STATUS.paid])
      .where('c.created_at', '>=', from)
      .where('c.created_at', '<', to)
      .orderBy('c.created_at')
      .execute();
  },

  /** A reseller's live commissions in [from, to) with their order numbers, oldest first (statement). */
  statementOf(db: Db, resellerId: number, from: string, to: string) {
    return db
      .selectFrom('commissions as c')
      .leftJoin('orders as o', 'o.id', 'c.order_id')
      .select(['c.id', 'c.created_at', 'c.order_id', 'o.order_no', 'c.status', 'c.paid_at', 'c.amount_final'])
      .where('c.reseller_id', '=', resellerId)
      .where('c.status', 'in', [COMMISSION_STATUS.unpaid, COMMISSION_STATUS.paid])
      .where('c.created_at', '>=', from)
      .where('c.created_at', '<', to)
      .orderBy('c.created_at')
      .orderBy('c.id')
      .execute();
  },

  updateBank(
    db: Db,
    resellerId: number,
    set: {
      bank_name: string;
      account_no: string;
      account_holder: string;
      swift_code: string;
      rate_sub?: number;
      rate?: number;
    },
  ) {
    return db.updateTable('resellers').set(set).where('id', '=', resellerId).execute();
  },

  userCard(db: Db, userId: number) {
    return db
      .selectFrom('users')
      .select(['name', 'email', 'phone_no'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
  },

  /** A master's sub-resellers with their names and live commission totals, highest first. */
  async subResellerTotals(db: Db, masterId: number) {
    const rows = await db
      .selectFrom('resellers as r')
      .innerJoin('users as u', 'u.id', 'r.user_id')
      .leftJoin('commissions as c', (j) =>
        j
          .onRef('c.reseller_id', '=', 'r.id')
          .on('c.status', 'in', [COMMISSION_STATUS.unpaid, COMMISSION_STATUS.paid]),
      )
      .select(['r.id', 'u.name', sql<number>`coalesce(sum(c.amount_final), 0)`.as('total')])
      .where('r.parent_id', '=', masterId)
      .groupBy(['r.id', 'u.name'])
      .execute();
    return rows
      .map((r) => ({ id: r.id, name: r.name, total: Number(r.total) }))
      .sort((a, b) => b.total - a.total);
  },

  /** Writes the earned (and released) entries of commissions that have none; the seed calls it. */
  async backfillEntries(db: Db): Promise<void> {
    await sql`insert into commission_entries
        (commission_id, order_id, beneficiary, beneficiary_id, kind, amount, remark, entry_key, created_at)
      select c.id, c.order_id,
        case when c.kind = 'direct' and exists (select 1 from resellers r
          where r.id = c.reseller_id and r.parent_id is not null) then 'subreseller' else 'reseller' end,
        c.reseller_id, 'earned', c.amount, c.notes, 'earned:c:' || c.id, c.created_at
      from commissions c where not exists (select 1 from commission_entries e
        where e.entry_key = 'earned:c:' || c.id)`.execute(db);
    await sql`insert into commission_entries
        (commission_id, order_id, beneficiary, beneficiary_id, kind, amount, entry_key, created_at)
      select c.id, c.order_id, 'reseller', c.reseller_id, 'released', c.amount_final, 'released:c:' || c.id,
        coalesce(c.paid_at, c.created_at)
      from commissions c where c.status = 'paid' and not exists (select 1 from commission_entries e
        where e.entry_key = 'released:c:' || c.id)`.execute(db);
    await sql`insert into commission_entries
        (affiliate_commission_id, order_id, beneficiary, beneficiary_id, kind, amount, entry_key, created_at)
      select a.id, a.order_id, 'affiliate', a.affiliate_id, 'earned', a.amount, 'earned:a:' || a.id, a.created_at
      from affiliate_commissions a where not exists (select 1 from commission_entries e
        where e.entry_key = 'earned:a:' || a.id)`.execute(db);
  },
};
