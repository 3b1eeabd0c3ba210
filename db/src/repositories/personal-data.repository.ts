import type { Db } from '../connection';

/** Rows as the export writes them: plain column values. */
export type DataRows = Record<string, unknown>[];

/**
 * Everything held about one account, by area, for its personal data export (PDPA 2010, issue 20). Credentials
 * never leave: no password hash, session id or CSRF token, one-time token, second-factor secret or recovery
 * code hash. One query per table; `orderIds` and the reseller and affiliate ids scope the tables that hang
 * off them.
 */
export const personalDataRepository = {
  async profile(db: Db, userId: number) {
    const user = await db
      .selectFrom('users')
      .leftJoin('media_files', 'media_files.id', 'users.avatar_media_id')
      .selectAll('users')
      .select(['media_files.hashslug as avatar_hashslug', 'media_files.original_name as avatar_file_name'])
      .where('users.id', '=', userId)
      .executeTakeFirst();
    if (!user) return null;
    const { password_hash: _secret, ...rest } = user;
    const roles = await db.selectFrom('user_roles').select('role').where('user_id', '=', userId).execute();
    return { ...rest, roles: roles.map((r) => r.role) };
  },

  guardians: (db: Db, userId: number): Promise<DataRows> =>
    db.selectFrom('guardians').selectAll().where('user_id', '=', userId).orderBy('id').execute(),

  async orders(db: Db, userId: number) {
    const orders = await db
      .selectFrom('orders')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute();
    const ids = orders.map((o) => o.id);
    if (ids.length === 0) return { orders, items: [], packages: [], shipments: [], ids };
    const [items, packages, shipments] = await Promise.all([
      db.selectFrom('order_items').selectAll().where('order_id', 'in', ids).orderBy('id').execute(),
      db.selectFrom('order_packages').selectAll().where('order_id', 'in', ids).orderBy('id').execute(),
      db.selectFrom('shipments').selectAll().where('order_id', 'in', ids).orderBy('id').execute(),
    ]);
    return { orders, items, packages, shipments, ids };
  },

  async payments(db: Db, orderIds: readonly number[]) {
    if (orderIds.length === 0) return { payments: [], transactions: [] };
    const [payments, transactions] = await Promise.all([
      db.selectFrom('payments').selectAll().where('order_id', 'in', orderIds).orderBy('id').execute(),
      db
        .selectFrom('payment_transactions')
        .selectAll()
        .where('order_id', 'in', orderIds)
        .orderBy('id')
        .execute(),
    ]);
    return { payments, transactions };
  },

  async subscriptions(db: Db, userId: number) {
    const [subscriptions, cancellations] = await Promise.all([
      db.selectFrom('subscriptions').selectAll().where('user_id', '=', userId).orderBy('id').execute(),
      db
        .selectFrom('cancellation_requests')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('id')
        .execute(),
    ]);
    return { subscriptions, cancellation_requests: cancellations };
  },

  async learning(db: Db, userId: number) {
    const [watches, positions, audio, certificates, events] = await Promise.all([
      db.selectFrom('module_watches').selectAll().where('user_id', '=', userId).orderBy('id').execute(),
      db.selectFrom('module_positions').selectAll().where('user_id', '=', userId).execute(),
      db.selectFrom('audio_positions').selectAll().where('user_id', '=', userId).execute(),
      db.selectFrom('certificates').selectAll().where('user_id', '=', userId).execute(),
      db.selectFrom('event_registrations').selectAll().where('user_id', '=', userId).execute(),
    ]);
    return {
      module_watches: watches,
      module_positions: positions,
      audio_positions: audio,
      certificates,
      event_registrations: events,
    };
  },

  quizAttempts: (db: Db, userId: number): Promise<DataRows> =>
    db.selectFrom('quiz_submissions').selectAll().where('user_id', '=', userId).orderBy('id').execute(),

  async reviewsAndQuestions(db: Db, userId: number) {
    const [reviews, questions] = await Promise.all([
      db.selectFrom('feedbacks').selectAll().where('user_id', '=', userId).orderBy('id').execute(),
      db.selectFrom('discussions').selectAll().where('user_id', '=', userId).orderBy('id').execute(),
    ]);
    return { reviews, questions_and_answers: questions };
  },

  wishlist: (db: Db, userId: number): Promise<DataRows> =>
    db
      .selectFrom('wishlists')
      .innerJoin('courses', 'courses.id', 'wishlists.course_id')
      .select(['wishlists.course_id', 'courses.title', 'wishlists.created_at'])
      .where('wishlists.user_id', '=', userId)
      .orderBy('wishlists.id')
      .execute(),

  async coins(db: Db, userId: number) {
    const [wallet, ledger] = await Promise.all([
      db.selectFrom('wallets').selectAll().where('user_id', '=', userId).executeTakeFirst(),
      db.selectFrom('ledger_entries').selectAll().where('user_id', '=', userId).orderBy('id').execute(),
    ]);
    return { wallet: wallet ?? null, ledger };
  },

  async commissions(db: Db, userId: number) {
    const [resellers, affiliates] = await Promise.all([
      db.selectFrom('resellers').selectAll().where('user_id', '=', userId).execute(),
      db.selectFrom('affiliates').selectAll().where('user_id', '=', userId).execute(),
    ]);
    const resellerIds = resellers.map((r) => r.id);
    const affiliateIds = affiliates.map((a) => a.id);
    const [commissions, affiliateCommissions] = await Promise.all([
      resellerIds.length
        ? db
            .selectFrom('commissions')
            .selectAll()
            .where('reseller_id', 'in', resellerIds)
            .orderBy('id')
            .execute()
        : [],
      affiliateIds.length
        ? db
            .selectFrom('affiliate_commissions')
            .selectAll()
            .where('affiliate_id', 'in', affiliateIds)
            .orderBy('id')
            .execute()
        : [],
    ]);
    return { resellers, affiliates, commissions, affiliate_commissions: affiliateCommissions };
  },

  async signIns(db: Db, userId: number) {
    const [sessions, logins, secondFactor, recoveryCodes] = await Promise.all([
      db
        .selectFrom('sessions')
        .select(['ip', 'user_agent', 'created_at', 'last_seen_at', 'expires_at'])
        .where('user_id', '=', userId)
        .orderBy('created_at')
        .execute(),
      db
        .selectFrom('login_statistics')
        .select(['ip', 'created_at'])
        .where('user_id', '=', userId)
        .orderBy('id')
        .execute(),
      db
        .selectFrom('user_second_factors')
        .select(['enabled_at', 'created_at'])
        .where('user_id', '=', userId)
        .executeTakeFirst(),
      db
        .selectFrom('user_recovery_codes')
        .select(['used_at', 'created_at'])
        .where('user_id', '=', userId)
        .orderBy('id')
        .execute(),
    ]);
    return {
      sessions,
      sign_ins: logins,
      second_factor: secondFactor ?? null,
      recovery_codes: recoveryCodes,
    };
  },

  mails: (db: Db, userId: number) =>
    db
      .selectFrom('mails')
      .select([
        'to_address',
        'to_name',
        'language',
        'template',
        'data',
        'subject',
        'text',
        'html',
        'status',
        'sent_at',
        'created_at',
      ])
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute(),

  async consents(db: Db, userId: number) {
    const [privacy, optOuts, guardianConsents, family] = await Promise.all([
      db
        .selectFrom('privacy_acceptances')
        .select(['notice_version', 'context', 'ip', 'accepted_at'])
        .where('user_id', '=', userId)
        .orderBy('id')
        .execute(),
      db
        .selectFrom('mail_opt_outs')
        .select(['category', 'created_at'])
        .where('user_id', '=', userId)
        .execute(),
      db
        .selectFrom('guardian_consents')
        .select(['guardian_email', 'requested_at', 'given_at', 'version', 'language', 'wording'])
        .where('child_id', '=', userId)
        .orderBy('id')
        .execute(),
      db
        .selectFrom('guardianships')
        .select(['guardian_id', 'child_id', 'origin', 'created_at'])
        .where((eb) => eb.or([eb('guardian_id', '=', userId), eb('child_id', '=', userId)]))
        .orderBy('id')
        .execute(),
    ]);
    return {
      privacy_notice_acceptances: privacy,
      mail_opt_outs: optOuts,
      guardian_consents: guardianConsents,
      family_links: family,
    };
  },
};
