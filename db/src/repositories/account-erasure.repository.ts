import type { Transaction } from 'kysely';
import type { Database } from '../schema';

/** What an erased account is called wherever its name still shows (its old reviews, an admin's lists). */
export const ERASED_NAME = 'Deleted user';

/** The address an erased account gets: unique, and in a domain that can never receive mail (RFC 2606). */
export const erasedEmail = (userId: number) => `deleted-${userId}@deleted.invalid`;

/**
 * Removes or anonymises everything that identifies an account (PDPA 2010, issue 20), in the caller's
 * transaction. Kept, as the law requires, with the buyer anonymised: orders and their lines, payments,
 * invoices, commissions and payouts (amounts and references). Kept without identity: learning records and
 * posts, which belong to the anonymous account. Running it twice changes nothing more.
 */
export async function eraseAccount(
  trx: Transaction<Database>,
  userId: number,
  opts: { unusablePasswordHash: string; now: string },
): Promise<void> {
  await trx
    .updateTable('users')
    .set({
      email: erasedEmail(userId),
      password_hash: opts.unusablePasswordHash,
      name: ERASED_NAME,
      username: `deleted-${userId}`,
      first_name: null,
      last_name: null,
      phone_no: null,
      gender: null,
      dob: null,
      icno: null,
      race: null,
      religion: null,
      profile_detail: null,
      avatar_media_id: null,
      address1: null,
      address2: null,
      postcode: null,
      city: null,
      state_id: null,
      school_id: null,
      name_institution: null,
      can_wishlist: 0,
      is_active: 0,
      email_verified_at: null,
      updated_at: opts.now,
    })
    .where('id', '=', userId)
    .execute();
  // Ways in and the secrets behind them.
  await trx.deleteFrom('sessions').where('user_id', '=', userId).execute();
  await trx.deleteFrom('one_time_tokens').where('user_id', '=', userId).execute();
  await trx.deleteFrom('user_second_factors').where('user_id', '=', userId).execute();
  await trx.deleteFrom('user_recovery_codes').where('user_id', '=', userId).execute();
  await trx.deleteFrom('login_statistics').where('user_id', '=', userId).execute();
  // Personal details kept apart from the account row.
  await trx.deleteFrom('guardians').where('user_id', '=', userId).execute();
  // Family links either way, and the consent asked for this pupil (it names the guardian's address).
  await trx
    .deleteFrom('guardianships')
    .where((eb) => eb.or([eb('guardian_id', '=', userId), eb('child_id', '=', userId)]))
    .execute();
  await trx.deleteFrom('guardian_consents').where('child_id', '=', userId).execute();
  // A certificate's public check prints the learner's name: it goes with the account.
  await trx.deleteFrom('certificates').where('user_id', '=', userId).execute();
  await trx.deleteFrom('mail_opt_outs').where('user_id', '=', userId).execute();
  await trx.deleteFrom('wishlists').where('user_id', '=', userId).execute();
  const carts = trx.selectFrom('carts').select('id').where('user_id', '=', userId);
  await trx.deleteFrom('cart_items').where('cart_id', 'in', carts).execute();
  await trx.deleteFrom('carts').where('user_id', '=', userId).execute();
  // The mail sent to them holds their name and address; none of it is a record the law asks for.
  await trx.deleteFrom('mails').where('user_id', '=', userId).execute();
  // Orders stay for tax and accounting, their buyer anonymised.
  const orders = trx.selectFrom('orders').select('id').where('user_id', '=', userId);
  await trx
    .updateTable('shipments')
    .set({
      name: ERASED_NAME,
      email: erasedEmail(userId),
      phone_no: '-',
      address1: '-',
      address2: null,
      postcode: '-',
      city: '-',
    })
    .where('order_id', 'in', orders)
    .execute();
  await trx
    .updateTable('orders')
    .set({
      name: ERASED_NAME,
      email: null,
      phone_no: null,
      address1: null,
      address2: null,
      postcode: null,
      city: null,
    })
    .where('user_id', '=', userId)
    .execute();
  // A reseller's bank details: the payouts already made keep their amounts and references.
  await trx
    .updateTable('resellers')
    .set({ bank_name: null, account_no: null, account_holder: null, swift_code: null })
    .where('user_id', '=', userId)
    .execute();
}
