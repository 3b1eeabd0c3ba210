import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { columns, schemaSteps, type Table } from './table-builder';

/** Orders, subscriptions, payments, carts, events, merchandise, banners, coins and points. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const c = columns(db);
  const { create, index } = schemaSteps(db);
  const slugged = (t: Table) => c.text(c.id(t), 'hashslug', (x) => x.notNull().unique());

  await create('orders', (t) => {
    t = c.text(slugged(t), 'order_no', (x) => x.notNull().unique());
    t = c.ref(t, 'user_id', 'users', { nullable: true });
    t = c.text(t, 'type', (x) => x.notNull());
    t = c.text(t, 'status', (x) => x.notNull().defaultTo('pending_payment'));
    for (const n of ['subtotal', 'discount_total', 'coins_used', 'points_used', 'grand_total'])
      t = c.money(t, n);
    t = c.text(t, 'payment_method');
    t = c.text(t, 'recurring_id');
    for (const n of ['name', 'email', 'phone_no', 'address1', 'address2', 'postcode', 'city'])
      t = c.text(t, n);
    t = c.ref(t, 'state_id', 'states', { nullable: true });
    t = c.ref(t, 'country_id', 'countries', { nullable: true });
    t = c.int(t, 'affiliate_id');
    t = c.int(t, 'reseller_id');
    t = c.createdAt(t);
    return c.text(t, 'paid_at');
  });
  await index('orders_user_idx', 'orders', ['user_id', 'created_at']);
  await index('orders_status_idx', 'orders', ['status', 'paid_at']);
  await create('order_items', (t) => {
    t = c.ref(c.id(t), 'order_id', 'orders', { cascade: true });
    t = c.text(t, 'item_type', (x) => x.notNull());
    t = c.int(t, 'item_id', (x) => x.notNull());
    t = c.text(t, 'name', (x) => x.notNull());
    t = c.money(t, 'unit_price');
    t = c.int(t, 'quantity', (x) => x.notNull().defaultTo(1));
    t = c.money(t, 'discount');
    return c.money(t, 'subtotal');
  });
  await index('order_items_order_idx', 'order_items', ['order_id']);
  await create('order_packages', (t) => {
    t = c.ref(c.id(t), 'order_id', 'orders', { cascade: true });
    t = c.ref(t, 'package_id', 'packages');
    t = c.ref(t, 'student_user_id', 'users', { nullable: true });
    return c.text(t, 'status', (x) => x.notNull().defaultTo('active'));
  });
  await index('order_packages_order_idx', 'order_packages', ['order_id']);
  await create('order_package_courses', (t) => {
    t = c.ref(t, 'order_package_id', 'order_packages', { cascade: true });
    t = c.ref(t, 'course_id', 'courses');
    return t.addPrimaryKeyConstraint('order_package_courses_pk', ['order_package_id', 'course_id']);
  });
  await create('subscriptions', (t) => {
    t = c.ref(c.id(t), 'user_id', 'users', { cascade: true });
    t = c.ref(t, 'course_id', 'courses', { cascade: true });
    t = c.ref(t, 'order_id', 'orders', { nullable: true });
    t = c.ref(t, 'order_package_id', 'order_packages', { nullable: true });
    t = c.text(t, 'source', (x) => x.notNull());
    t = c.text(t, 'status', (x) => x.notNull().defaultTo('active'));
    t = c.flag(t, 'is_unsubscribe');
    t = c.text(t, 'next_payment_date');
    t = c.createdAt(t, 'started_at');
    return c.text(t, 'ended_at');
  });
  await index('subscriptions_user_course_idx', 'subscriptions', ['user_id', 'course_id', 'status']);
  await index('subscriptions_course_idx', 'subscriptions', ['course_id']);
  await create('module_watches', (t) => {
    t = c.ref(c.id(t), 'user_id', 'users', { cascade: true });
    t = c.ref(t, 'course_id', 'courses', { cascade: true });
    t = c.ref(t, 'module_id', 'modules', { cascade: true });
    t = c.ref(t, 'subscription_id', 'subscriptions', { cascade: true });
    return c.createdAt(t, 'watched_at');
  });
  await index('module_watches_user_module_idx', 'module_watches', ['user_id', 'module_id'], true);
  await index('module_watches_course_idx', 'module_watches', ['user_id', 'course_id']);
  await create('feedbacks', (t) => {
    t = c.ref(c.id(t), 'course_id', 'courses', { cascade: true });
    t = c.ref(t, 'tutor_id', 'users');
    t = c.ref(t, 'subscription_id', 'subscriptions', { cascade: true });
    t = c.ref(t, 'user_id', 'users', { cascade: true });
    t = c.int(t, 'rate', (x) => x.notNull().check(sql`rate between 1 and 5`));
    t = c.text(t, 'content', (x) => x.notNull());
    t = c.createdAt(t);
    return c.createdAt(t, 'updated_at');
  });
  await index('feedbacks_course_user_idx', 'feedbacks', ['course_id', 'user_id'], true);
  await create('wishlists', (t) =>
    c.createdAt(
      c.ref(c.ref(c.id(t), 'user_id', 'users', { cascade: true }), 'course_id', 'courses', { cascade: true }),
    ),
  );
  await index('wishlists_user_course_idx', 'wishlists', ['user_id', 'course_id'], true);
  await create('cancellation_requests', (t) => {
    t = c.ref(c.id(t), 'order_id', 'orders', { cascade: true });
    t = c.ref(t, 'order_package_id', 'order_packages', { nullable: true });
    t = c.ref(t, 'user_id', 'users');
    t = c.flag(t, 'req_cancel', 1);
    t = c.flag(t, 'confirm');
    t = c.flag(t, 'seen_by_admin');
    t = c.createdAt(t);
    return c.text(t, 'confirmed_at');
  });
  await index('cancellation_requests_order_idx', 'cancellation_requests', ['order_id'], true);

  await create('payments', (t) => {
    t = c.ref(slugged(t), 'order_id', 'orders', { cascade: true });
    t = c.text(t, 'provider', (x) => x.notNull());
    t = c.text(t, 'provider_ref');
    t = c.money(t, 'amount');
    t = c.text(t, 'status', (x) => x.notNull().defaultTo('pending'));
    t = c.text(t, 'next_recurring_date');
    t = c.createdAt(t);
    return c.text(t, 'paid_at');
  });
  await index('payments_order_idx', 'payments', ['order_id']);
  await create('payment_callbacks', (t) => {
    t = c.ref(c.id(t), 'payment_id', 'payments', { cascade: true });
    t = c.text(t, 'provider', (x) => x.notNull());
    t = c.text(t, 'event_key', (x) => x.notNull());
    t = c.text(t, 'payload', (x) => x.notNull());
    t = c.flag(t, 'verified');
    return c.createdAt(t);
  });
  await index('payment_callbacks_event_idx', 'payment_callbacks', ['provider', 'event_key'], true);

  await create('carts', (t) => {
    t = c.text(c.id(t), 'owner_key', (x) => x.notNull());
    t = c.ref(t, 'user_id', 'users', { nullable: true, cascade: true });
    t = c.text(t, 'type', (x) => x.notNull());
    t = c.flag(t, 'edit_address');
    t = c.createdAt(t);
    return c.createdAt(t, 'updated_at');
  });
  await index('carts_owner_idx', 'carts', ['owner_key', 'type'], true);
  await create('cart_items', (t) => {
    t = c.ref(c.id(t), 'cart_id', 'carts', { cascade: true });
    t = c.text(t, 'row_id', (x) => x.notNull());
    t = c.text(t, 'item_type', (x) => x.notNull());
    t = c.int(t, 'item_id', (x) => x.notNull());
    t = c.text(t, 'name', (x) => x.notNull());
    t = c.money(t, 'price');
    t = c.int(t, 'quantity', (x) => x.notNull().defaultTo(1));
    t = c.money(t, 'discount');
    return c.text(t, 'options');
  });
  await index('cart_items_cart_idx', 'cart_items', ['cart_id', 'row_id'], true);

  await create('events', (t) => {
    t = c.text(slugged(t), 'name', (x) => x.notNull());
    t = c.text(t, 'description', (x) => x.notNull().defaultTo(''));
    t = c.ref(t, 'image_media_id', 'media_files', { nullable: true });
    t = c.money(t, 'price');
    t = c.text(t, 'date', (x) => x.notNull());
    t = c.text(t, 'time', (x) => x.notNull());
    t = c.text(t, 'speaker', (x) => x.notNull());
    t = c.text(t, 'location');
    t = c.int(t, 'type_id', (x) => x.notNull().defaultTo(1));
    t = c.text(t, 'meeting_link');
    t = c.text(t, 'allowed_roles', (x) => x.notNull().defaultTo('student'));
    return c.flag(t, 'is_active', 1);
  });
  await create('event_registrations', (t) => {
    t = c.ref(c.id(t), 'event_id', 'events', { cascade: true });
    t = c.ref(t, 'user_id', 'users', { cascade: true });
    t = c.ref(t, 'order_id', 'orders', { nullable: true });
    return c.createdAt(t);
  });
  await index('event_registrations_idx', 'event_registrations', ['event_id', 'user_id'], true);
  await create('merchandise', (t) => {
    t = c.text(slugged(t), 'name', (x) => x.notNull());
    t = c.text(t, 'description', (x) => x.notNull().defaultTo(''));
    t = c.money(t, 'price');
    t = c.text(t, 'color', (x) => x.notNull());
    t = c.text(t, 'size', (x) => x.notNull());
    t = c.int(t, 'status_id', (x) => x.notNull().defaultTo(1));
    return c.createdAt(t);
  });
  await create('merchandise_galleries', (t) => {
    t = c.ref(slugged(t), 'merchandise_id', 'merchandise', { cascade: true });
    t = c.ref(t, 'media_id', 'media_files');
    return c.int(t, 'position', (x) => x.notNull().defaultTo(0));
  });
  await create('banners', (t) => {
    t = c.text(slugged(t), 'headline', (x) => x.notNull());
    t = c.text(t, 'sub_headline');
    t = c.flag(t, 'is_button');
    t = c.text(t, 'button_label');
    t = c.text(t, 'button_link');
    t = c.int(t, 'is_active', (x) => x.notNull().defaultTo(1));
    t = c.ref(t, 'media_id', 'media_files', { nullable: true });
    return c.int(t, 'position', (x) => x.notNull().defaultTo(0));
  });

  await create('coin_packages', (t) => {
    t = c.text(c.id(t), 'name', (x) => x.notNull());
    t = c.money(t, 'coins');
    t = c.money(t, 'price');
    return c.flag(t, 'is_active', 1);
  });
  // The balance row is the lock target; CHECKs make a negative balance impossible under any interleaving.
  await create('wallets', (t) => {
    t = c.ref(t, 'user_id', 'users', { cascade: true });
    t = t.addPrimaryKeyConstraint('wallets_pk', ['user_id']);
    t = c.int(t, 'coins', (x) => x.notNull().defaultTo(0).check(sql`coins >= 0`));
    return c.int(t, 'points', (x) => x.notNull().defaultTo(0).check(sql`points >= 0`));
  });
  await create('ledger_entries', (t) => {
    t = c.ref(c.id(t), 'user_id', 'users', { cascade: true });
    t = c.text(t, 'currency', (x) => x.notNull());
    t = c.int(t, 'amount', (x) => x.notNull());
    t = c.int(t, 'balance_after', (x) => x.notNull().check(sql`balance_after >= 0`));
    t = c.text(t, 'reason', (x) => x.notNull());
    t = c.text(t, 'ref_type');
    t = c.int(t, 'ref_id');
    return c.createdAt(t);
  });
  await index('ledger_entries_user_idx', 'ledger_entries', ['user_id', 'currency', 'id']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'ledger_entries',
    'wallets',
    'coin_packages',
    'banners',
    'merchandise_galleries',
    'merchandise',
    'event_registrations',
    'events',
    'cart_items',
    'carts',
    'payment_callbacks',
    'payments',
    'cancellation_requests',
    'wishlists',
    'feedbacks',
    'module_watches',
    'subscriptions',
    'order_package_courses',
    'order_packages',
    'order_items',
    'orders',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
