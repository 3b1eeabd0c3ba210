import type { Kysely } from 'kysely';
import { columns, schemaSteps, type Table } from './table-builder';

/** Organizations, companies (business plan), sponsorships, resellers, commissions and affiliates. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const c = columns(db);
  const { create, index } = schemaSteps(db);
  const slugged = (t: Table) => c.text(c.id(t), 'hashslug', (x) => x.notNull().unique());
  const member = (name: string, owner: string, ownerTable: string, withRole: boolean) =>
    create(name, (t) => {
      t = c.ref(t, owner, ownerTable, { cascade: true });
      t = c.ref(t, 'user_id', 'users', { cascade: true });
      if (withRole) t = c.text(t, 'role', (x) => x.notNull().defaultTo('employee'));
      t = c.flag(t, 'is_listed');
      t = c.createdAt(t, 'added_at');
      return t.addPrimaryKeyConstraint(`${name}_pk`, [owner, 'user_id']);
    });

  await create('organizations', (t) => c.createdAt(c.text(slugged(t), 'name', (x) => x.notNull())));
  await member('organization_users', 'organization_id', 'organizations', false);
  await create('companies', (t) => c.createdAt(c.text(slugged(t), 'name', (x) => x.notNull())));
  await member('company_users', 'company_id', 'companies', true);
  await index('company_users_user_idx', 'company_users', ['user_id']);

  await create('resellers', (t) => {
    t = c.ref(c.id(t), 'user_id', 'users', { cascade: true });
    t = c.ref(t, 'parent_id', 'resellers', { nullable: true });
    t = c.text(t, 'reseller_code', (x) => x.notNull().unique());
    for (const n of ['bank_name', 'account_no', 'account_holder', 'swift_code']) t = c.text(t, n);
    t = c.int(t, 'rate', (x) => x.notNull().defaultTo(100));
    t = c.int(t, 'rate_sub', (x) => x.notNull().defaultTo(0));
    t = c.text(t, 'status', (x) => x.notNull().defaultTo('pending'));
    return c.createdAt(t);
  });
  await index('resellers_user_idx', 'resellers', ['user_id'], true);
  await index('resellers_parent_idx', 'resellers', ['parent_id']);
  await create('sponsorships', (t) => {
    t = c.ref(slugged(t), 'organization_id', 'organizations', { cascade: true });
    t = c.text(t, 'name', (x) => x.notNull());
    t = c.text(t, 'start_date', (x) => x.notNull());
    t = c.text(t, 'end_date', (x) => x.notNull());
    t = c.ref(t, 'reseller_id', 'resellers');
    t = c.text(t, 'payment_date', (x) => x.notNull());
    t = c.money(t, 'payment_amount');
    return c.createdAt(t);
  });
  await create('commissions', (t) => {
    t = c.ref(slugged(t), 'reseller_id', 'resellers', { cascade: true });
    t = c.ref(t, 'order_id', 'orders');
    t = c.money(t, 'amount');
    t = c.money(t, 'amount_final');
    t = c.text(t, 'notes');
    t = c.text(t, 'kind', (x) => x.notNull().defaultTo('direct'));
    t = c.text(t, 'status', (x) => x.notNull().defaultTo('pending_payment'));
    t = c.createdAt(t);
    return c.text(t, 'paid_at');
  });
  await index('commissions_reseller_idx', 'commissions', ['reseller_id', 'created_at']);
  await index('commissions_order_kind_idx', 'commissions', ['order_id', 'reseller_id', 'kind'], true);

  await create('affiliates', (t) =>
    c.createdAt(
      c.text(c.ref(c.id(t), 'user_id', 'users', { cascade: true }), 'code', (x) => x.notNull().unique()),
    ),
  );
  await index('affiliates_user_idx', 'affiliates', ['user_id'], true);
  await create('affiliate_clicks', (t) => {
    t = c.ref(c.id(t), 'affiliate_id', 'affiliates', { cascade: true });
    t = c.ref(t, 'course_id', 'courses', { nullable: true });
    t = c.text(t, 'visitor_hash');
    return c.createdAt(t);
  });
  await index('affiliate_clicks_idx', 'affiliate_clicks', ['affiliate_id', 'created_at']);
  await create('affiliate_commissions', (t) => {
    t = c.ref(c.id(t), 'affiliate_id', 'affiliates', { cascade: true });
    t = c.ref(t, 'order_id', 'orders');
    t = c.money(t, 'amount');
    t = c.text(t, 'status', (x) => x.notNull().defaultTo('pending_payment'));
    return c.createdAt(t);
  });
  await index('affiliate_commissions_order_idx', 'affiliate_commissions', ['order_id'], true);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'affiliate_commissions',
    'affiliate_clicks',
    'affiliates',
    'commissions',
    'sponsorships',
    'resellers',
    'company_users',
    'companies',
    'organization_users',
    'organizations',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
