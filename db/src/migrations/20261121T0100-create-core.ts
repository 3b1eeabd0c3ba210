import type { Kysely } from 'kysely';
import { columns, schemaSteps } from './table-builder';

/** Geography, users, roles, sessions, media and catalogue reference tables. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const c = columns(db);
  const { create, index } = schemaSteps(db);

  await create('countries', (t) => c.text(c.id(t), 'name', (x) => x.notNull()));
  await create('states', (t) => c.text(c.id(t), 'name', (x) => x.notNull().unique()));
  await create('districts', (t) => c.text(c.ref(c.id(t), 'state_id', 'states'), 'name', (x) => x.notNull()));
  await index('districts_state_idx', 'districts', ['state_id']);
  await create('schools', (t) => {
    t = c.text(c.id(t), 'name', (x) => x.notNull());
    t = c.ref(t, 'state_id', 'states');
    t = c.ref(t, 'district_id', 'districts');
    return c.text(t, 'postcode', (x) => x.notNull());
  });
  await index('schools_district_idx', 'schools', ['state_id', 'district_id']);
  await index('schools_name_idx', 'schools', ['name']);

  await create('media_files', (t) => {
    t = c.text(c.id(t), 'hashslug', (x) => x.notNull().unique());
    t = c.int(t, 'owner_id');
    t = c.text(t, 'storage_path', (x) => x.notNull());
    t = c.text(t, 'original_name', (x) => x.notNull());
    t = c.text(t, 'mime', (x) => x.notNull());
    t = c.text(t, 'extension', (x) => x.notNull());
    t = c.int(t, 'size', (x) => x.notNull());
    t = c.int(t, 'duration');
    t = c.int(t, 'width');
    t = c.int(t, 'height');
    return c.createdAt(t);
  });

  await create('users', (t) => {
    t = c.text(c.id(t), 'email', (x) => x.notNull().unique());
    t = c.text(t, 'password_hash', (x) => x.notNull());
    t = c.text(t, 'name', (x) => x.notNull());
    t = c.text(t, 'username', (x) => x.notNull().unique());
    for (const col of [
      'first_name',
      'last_name',
      'phone_no',
      'gender',
      'dob',
      'icno',
      'race',
      'religion',
      'language',
      'profile_detail',
    ]) {
      t = c.text(t, col);
    }
    t = c.ref(t, 'avatar_media_id', 'media_files', { nullable: true });
    for (const col of ['address1', 'address2', 'postcode', 'city']) t = c.text(t, col);
    t = c.ref(t, 'state_id', 'states', { nullable: true });
    t = c.ref(t, 'country_id', 'countries', { nullable: true });
    t = c.ref(t, 'school_id', 'schools', { nullable: true });
    t = c.text(t, 'name_institution');
    t = c.flag(t, 'can_wishlist', 1);
    t = c.flag(t, 'is_active', 1);
    t = c.createdAt(t);
    return c.createdAt(t, 'updated_at');
  });
  await create('user_roles', (t) => {
    t = c.ref(t, 'user_id', 'users', { cascade: true });
    t = c.text(t, 'role', (x) => x.notNull());
    return t.addPrimaryKeyConstraint('user_roles_pk', ['user_id', 'role']);
  });
  await index('user_roles_role_idx', 'user_roles', ['role']);
  await create('guardians', (t) => {
    t = c.ref(c.id(t), 'user_id', 'users', { cascade: true });
    t = c.text(t, 'name', (x) => x.notNull());
    t = c.text(t, 'relation', (x) => x.notNull());
    for (const col of ['email', 'phone_no', 'address1', 'address2']) t = c.text(t, col);
    t = c.ref(t, 'country_id', 'countries', { nullable: true });
    t = c.text(t, 'postcode');
    t = c.ref(t, 'state_id', 'states', { nullable: true });
    for (const col of ['city', 'occupation', 'income_range']) t = c.text(t, col);
    return t;
  });
  await index('guardians_user_idx', 'guardians', ['user_id'], true);

  await create('sessions', (t) => {
    t = c.text(t, 'id', (x) => x.primaryKey());
    t = c.ref(t, 'user_id', 'users', { nullable: true, cascade: true });
    t = c.text(t, 'csrf_token', (x) => x.notNull());
    t = c.text(t, 'ip');
    t = c.text(t, 'user_agent');
    t = c.createdAt(t);
    t = c.createdAt(t, 'last_seen_at');
    return c.text(t, 'expires_at', (x) => x.notNull());
  });
  await index('sessions_user_idx', 'sessions', ['user_id']);
  await index('sessions_expires_idx', 'sessions', ['expires_at']);
  await create('login_attempts', (t) => c.createdAt(c.text(c.id(t), 'key', (x) => x.notNull())));
  await index('login_attempts_key_idx', 'login_attempts', ['key', 'created_at']);
  await create('login_statistics', (t) =>
    c.createdAt(c.text(c.ref(c.id(t), 'user_id', 'users', { cascade: true }), 'ip')),
  );
  await index('login_statistics_user_idx', 'login_statistics', ['user_id', 'created_at']);

  await create('uploads', (t) => {
    t = c.text(t, 'id', (x) => x.primaryKey());
    t = c.ref(t, 'user_id', 'users', { nullable: true });
    t = c.text(t, 'filename');
    t = c.int(t, 'size');
    t = c.int(t, 'offset', (x) => x.notNull().defaultTo(0));
    t = c.flag(t, 'completed');
    t = c.ref(t, 'media_id', 'media_files', { nullable: true });
    return c.createdAt(t);
  });

  await create('categories', (t) => {
    t = c.text(c.id(t), 'name', (x) => x.notNull());
    t = c.text(t, 'slug', (x) => x.notNull().unique());
    t = c.flag(t, 'is_tutor');
    t = c.text(t, 'kind', (x) => x.notNull());
    t = c.text(t, 'label');
    return c.int(t, 'position', (x) => x.notNull().defaultTo(0));
  });
  await create('sub_categories', (t) => {
    t = c.ref(c.id(t), 'category_id', 'categories');
    t = c.text(t, 'name', (x) => x.notNull());
    t = c.text(t, 'slug', (x) => x.notNull().unique());
    return c.int(t, 'position', (x) => x.notNull().defaultTo(0));
  });
  await index('sub_categories_category_idx', 'sub_categories', ['category_id']);
  await create('price_list', (t) => {
    t = c.text(c.id(t), 'tier', (x) => x.notNull());
    t = c.money(t, 'price');
    t = c.ref(t, 'country_id', 'countries');
    t = c.flag(t, 'status', 1);
    return c.createdAt(t);
  });
  await create('tags', (t) => c.text(c.id(t), 'name', (x) => x.notNull().unique()));
  await create('banks', (t) =>
    c.text(
      c.text(t, 'code', (x) => x.primaryKey()),
      'name',
      (x) => x.notNull(),
    ),
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'banks',
    'tags',
    'price_list',
    'sub_categories',
    'categories',
    'uploads',
    'login_statistics',
    'login_attempts',
    'sessions',
    'guardians',
    'user_roles',
    'users',
    'media_files',
    'schools',
    'districts',
    'states',
    'countries',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
