import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { columns, schemaSteps } from './table-builder';

/**
 * The commission ledger. `commissions` (reseller and sub-reseller) and `affiliate_commissions` stay
 * the current state the screens list; every change to them is an append-only `commission_entries`
 * row (earned, edited, released, reversed, deleted) with its amount in sen, who and when. A payout
 * batch lists released rows; `payout_items` is unique on the commission, so no row is paid twice.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const c = columns(db);
  const { create, index } = schemaSteps(db);

  await create('commission_entries', (t) => {
    t = c.ref(c.id(t), 'commission_id', 'commissions', { nullable: true });
    t = c.ref(t, 'affiliate_commission_id', 'affiliate_commissions', { nullable: true });
    t = c.ref(t, 'order_id', 'orders', { nullable: true });
    t = c.int(t, 'attribution_id');
    // 'reseller' (code's owner), 'subreseller' (sub-reseller's share) or 'affiliate'.
    t = c.text(t, 'beneficiary', (x) => x.notNull());
    t = c.int(t, 'beneficiary_id', (x) => x.notNull());
    t = c.text(t, 'kind', (x) => x.notNull());
    // Signed sen: earned +, reversed -, edited = the new amount, released = the amount paid.
    t = c.int(t, 'amount', (x) => x.notNull());
    t = c.text(t, 'remark');
    t = c.ref(t, 'actor_id', 'users', { nullable: true });
    // Unique where present: one earned, one released, one reversed entry per commission.
    t = c.text(t, 'entry_key');
    return c.createdAt(t);
  });
  await index('commission_entries_once', 'commission_entries', ['entry_key'], true);
  await index('commission_entries_commission_idx', 'commission_entries', ['commission_id', 'id']);
  await index('commission_entries_affiliate_idx', 'commission_entries', ['affiliate_commission_id', 'id']);

  await create('payout_batches', (t) => {
    t = c.text(c.id(t), 'reference', (x) => x.notNull().unique());
    t = c.money(t, 'total');
    t = c.int(t, 'row_count', (x) => x.notNull().defaultTo(0));
    t = c.ref(t, 'created_by', 'users', { nullable: true });
    return c.createdAt(t);
  });
  await create('payout_items', (t) => {
    t = c.ref(c.id(t), 'batch_id', 'payout_batches', { cascade: true });
    t = c.ref(t, 'commission_id', 'commissions');
    return c.money(t, 'amount');
  });
  await index('payout_items_once', 'payout_items', ['commission_id'], true);
  await index('payout_items_batch_idx', 'payout_items', ['batch_id']);
  await index('commissions_status_idx', 'commissions', ['status', 'created_at']);
  await index('affiliate_commissions_affiliate_idx', 'affiliate_commissions', ['affiliate_id', 'created_at']);

  // Rows written before the ledger existed get their earned (and released) entries.
  await sql`insert into commission_entries
      (commission_id, order_id, beneficiary, beneficiary_id, kind, amount, remark, entry_key, created_at)
    select id, order_id, case when kind = 'direct' and exists (select 1 from resellers r where r.id = commissions.reseller_id and r.parent_id is not null) then 'subreseller' else 'reseller' end, reseller_id, 'earned',
      amount, notes, 'earned:c:' || id, created_at from commissions`.execute(db);
  await sql`insert into commission_entries
      (commission_id, order_id, beneficiary, beneficiary_id, kind, amount, entry_key, created_at)
    select id, order_id, 'reseller', reseller_id, 'released', amount_final, 'released:c:' || id,
      coalesce(paid_at, created_at) from commissions where status = 'paid'`.execute(db);
  await sql`insert into commission_entries
      (affiliate_commission_id, order_id, beneficiary, beneficiary_id, kind, amount, entry_key, created_at)
    select id, order_id, 'affiliate', affiliate_id, 'earned', amount, 'earned:a:' || id, created_at
    from affiliate_commissions`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('affiliate_commissions_affiliate_idx').ifExists().execute();
  await db.schema.dropIndex('commissions_status_idx').ifExists().execute();
  for (const table of ['payout_items', 'payout_batches', 'commission_entries'])
    await db.schema.dropTable(table).ifExists().execute();
}
