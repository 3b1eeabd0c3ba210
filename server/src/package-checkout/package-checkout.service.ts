import type { Db } from '@mahir/db';
import { accountRepository } from '@mahir/db/repositories/account.repository';
import { affiliateRepository } from '@mahir/db/repositories/affiliate.repository';
import { cartLineOptions, cartRepository } from '@mahir/db/repositories/cart.repository';
import { familyRepository } from '@mahir/db/repositories/family.repository';
import { packageRepository } from '@mahir/db/repositories/package.repository';
import { resellerRegistrationRepository } from '@mahir/db/repositories/reseller-registration.repository';
import {
  type AccountSaveBody,
  type BillingBody,
  CheckoutPackage,
  COUNTRY_MALAYSIA,
  GuestAccountFields,
  MSG,
  PACKAGE_BILLING_URL,
  PACKAGE_CHECKOUT_TEXT,
  type PackageUser,
} from '@mahir/shared';
import { ACCOUNT_MSG } from '@mahir/shared/accounts/account-messages';
import { packagePaymentChoice, RENEWAL_MSG } from '@mahir/shared/renewals/index';
import { buysForChild, canSelectPackage } from '@mahir/shared/rules/package-selection';
import type { z } from 'zod';
import { type Actor, actorId, type UserActor } from '../access/actor';
import { addressFieldsOf } from '../accounts/address-fields';
import { freeUsername } from '../accounts/free-username';
import { guardianFieldsOf } from '../accounts/guardian-fields';
import { chosenSchool, pupilFieldsOf } from '../accounts/pupil-fields';
import type { ServiceDeps } from '../app-context';
import { hashPassword } from '../auth/password';
import { requireCartOwner } from '../cart/cart-owner';
import { AppError } from '../http/app-error';
import { fieldErrors } from '../http/contract-router';
import { SUBSCRIPTION_CART } from '../package/package.service';
import type { PlaceOrder } from './order-port';

/** The account step; a guest's body (`GuestAccountBody`) has no `child_id`. */
type AccountInput = Omit<z.output<typeof AccountSaveBody>, 'child_id'> & { child_id?: number | null };
type BillingInput = z.output<typeof BillingBody>;

const RELATION_NAMES: Record<string, string> = {
  father: 'Father',
  mother: 'Mother',
  guardian: 'Guardian',
  others: 'Others',
};

/**
 * Package selection and its checkout are for students (and visitors, who become one) (spec 000 §6), and for
 * parents buying for one of their children (issue 20).
 */
function assertStudent(actor: Actor): void {
  if (actor.kind === 'user' && !canSelectPackage(actor.roles))
    throw AppError.forbidden(MSG.packageStudentOnly);
}

/**
 * The pupil a purchase is for: the buyer themselves, or, for a parent, the child they chose (required, and
 * only one of their own children).
 */
async function pupilOf(db: Db, user: UserActor, childId: number | null | undefined): Promise<number> {
  if (!buysForChild(user.roles)) return user.id;
  if (!childId)
    throw AppError.invalid({ child_id: [ACCOUNT_MSG.en.childRequired] }, ACCOUNT_MSG.en.childRequired);
  if (!(await familyRepository.isGuardianOf(db, user.id, childId)))
    throw AppError.invalid({ child_id: [ACCOUNT_MSG.en.childNotFound] }, ACCOUNT_MSG.en.childNotFound);
  return childId;
}

function packageMissing(): AppError {
  return AppError.invalid({ package: [MSG.packageNotSelected] }, MSG.packageNotSelected);
}

/** The courses a stored package selection chose. */
function packageCourseIds(options: string | null): number[] {
  const ids = cartLineOptions(options).mahir_course_id;
  return Array.isArray(ids) ? ids.filter((v): v is number => typeof v === 'number') : [];
}

/** Refuses a reseller code that is not an approved reseller's: 'Reseller code is invalid'. */
export async function requireResellerCode(db: Db, code: string | null): Promise<string | null> {
  if (!code) return null;
  const reseller = await resellerRegistrationRepository.findApprovedByCode(db, code);
  if (!reseller) throw AppError.invalid({ reseller_code: [MSG.resellerCodeInvalid] });
  return reseller.reseller_code;
}

/** The affiliate remembered by the visitor's cookie, if it exists and is not the buyer's own. */
export async function attributableAffiliate(
  db: Db,
  raw: number | null,
  buyerId: number | null,
): Promise<number | null> {
  if (raw === null) return null;
  const affiliate = await affiliateRepository.byId(db, raw);
  if (!affiliate) return null;
  const own = buyerId === null ? undefined : await affiliateRepository.byUser(db, buyerId);
  return own?.id === affiliate.id ? null : affiliate.id;
}

/** Package checkout and the subscription account step (spec 000 §2.1, §2.2). */
export function createPackageCheckoutService({
  db,
  clock,
  placeOrder,
}: ServiceDeps & { placeOrder: PlaceOrder }) {
  /** The package in the asker's subscription cart: the user's, else the visitor session's. */
  async function cartPackage(
    actor: Actor,
    sessionId: string | null,
  ): Promise<(CheckoutPackage & { coins: number }) | null> {
    if (actor.kind !== 'user' && !sessionId) return null;
    const owner = requireCartOwner(actor, sessionId);
    const line = await cartRepository.packageLine(db, owner.key, SUBSCRIPTION_CART);
    if (!line) return null;
    const pkg = await packageRepository.findForCheckout(db, line.item_id);
    if (!pkg) return null;
    return {
      coins: pkg.coin,
      id: pkg.id,
      hashslug: pkg.hashslug,
      name: pkg.name,
      recurring_id: pkg.recurring_id,
      options: { subtotal: pkg.price, mahir_course_id: packageCourseIds(line.options) },
      total: pkg.price,
    };
  }

  return {
    /** The package waiting in the buyer's subscription cart. */
    async summary(actor: Actor, sessionId: string | null) {
      const found = await cartPackage(actor, sessionId);
      const userId = actorId(actor);
      const held =
        found !== null && actor.kind === 'user' && !buysForChild(actor.roles)
          ? await packageRepository.holdsPackage(db, actor.id, found.id)
          : false;
      return { package: found && CheckoutPackage.parse(found), logged_in: userId !== null, held };
    },

    /**
     * The buyer with their guardian and school, for reloading the account and billing forms; for a parent,
     * the chosen child's.
     */
    async user(actor: UserActor, childId: number | null = null): Promise<{ user: PackageUser }> {
      const userId = buysForChild(actor.roles) && childId ? await pupilOf(db, actor, childId) : actor.id;
      const [user, guardian] = await Promise.all([
        accountRepository.user(db, userId),
        accountRepository.guardian(db, userId),
      ]);
      if (!user) throw AppError.unauthenticated();
      return {
        user: {
          email: user.email,
          name: user.name,
          first_name: user.first_name,
          last_name: user.last_name,
          icno: user.icno,
          dob: user.dob,
          gender: user.gender,
          phone_no: user.phone_no,
          race: user.race,
          religion: user.religion,
          address1: user.address1,
          address2: user.address2,
          postcode: user.postcode,
          city: user.city,
          state_id: user.state_id,
          relationship: guardian
            ? {
                name: guardian.name,
                relation_name: RELATION_NAMES[guardian.relation] ?? guardian.relation,
                email: guardian.email,
                phone_no: guardian.phone_no,
                address1: guardian.address1,
                address2: guardian.address2,
                country_id: guardian.country_id,
                postcode: guardian.postcode,
                state_id: guardian.state_id,
                city: guardian.city,
                designation: guardian.occupation,
                income_range: guardian.income_range,
              }
            : null,
          school:
            user.school_id !== null && user.school_name
              ? { id: user.school_id, name: user.school_name }
              : user.name_institution
                ? { id: 0, name: user.name_institution }
                : null,
        },
      };
    },

    /**
     * Saves the account step. A guest gets a student account (refused when the email is taken); the
     * caller logs the returned user in. Answers the billing step.
     */
    async saveAccount(
      actor: Actor,
      sessionId: string | null,
      input: AccountInput,
    ): Promise<{ userId: number; created: boolean }> {
      if (!(await cartPackage(actor, sessionId))) throw packageMissing();
      assertStudent(actor);
      let guest: z.output<typeof GuestAccountFields> | null = null;
      if (actor.kind !== 'user') {
        const parsed = GuestAccountFields.safeParse(input);
        if (!parsed.success) throw AppError.invalid(fieldErrors(parsed.error));
        guest = parsed.data;
        if (await accountRepository.emailTaken(db, guest.email))
          throw new AppError(409, MSG.emailTaken, { email: [MSG.emailTaken] });
      }
      const resellerCode = await requireResellerCode(db, input.reseller_code);
      const school = await chosenSchool(db, input.school_id);
      const now = clock().toISOString();
      const personal = {
        ...pupilFieldsOf(input, school),
        ...(resellerCode ? { reseller_code: resellerCode } : {}),
        updated_at: now,
      };
      const guardian = guardianFieldsOf(input);
      // A parent's account step describes the child the package is for.
      const pupil = actor.kind === 'user' ? await pupilOf(db, actor, input.child_id) : null;
      const passwordHash = guest ? await hashPassword(guest.password) : null;
      const username = guest ? await freeUsername(db, guest.email) : null;
      try {
        return await db.transaction().execute(async (trx) => {
          let userId: number;
          if (guest && passwordHash && username) {
            userId = await accountRepository.createUser(
              trx,
              {
                email: guest.email.toLowerCase(),
                password_hash: passwordHash,
                username,
                country_id: COUNTRY_MALAYSIA,
                can_wishlist: 1,
                is_active: 1,
                created_at: now,
                ...personal,
              },
              ['student'],
            );
          } else if (actor.kind === 'user') {
            userId = pupil ?? actor.id;
            await accountRepository.updateUser(trx, userId, personal);
          } else {
            throw AppError.unauthenticated();
          }
          await accountRepository.saveGuardian(trx, userId, guardian);
          return { userId, created: guest !== null };
        });
      } catch (err) {
        // Two submits of the same new email: the unique index decides, the loser sees the spec's message.
        if (guest && err instanceof Error && /unique|duplicate/i.test(err.message))
          throw new AppError(409, MSG.emailTaken, { email: [MSG.emailTaken] });
        throw err;
      }
    },

    /** Where the account step continues. */
    billingUrl(): string {
      return PACKAGE_BILLING_URL;
    },

    /** Places the package order through the one order service; the browser goes to data.url. */
    async makePayment(
      actor: UserActor,
      sessionId: string | null,
      input: BillingInput,
      rawAffiliateId: number | null,
    ): Promise<{ url: string; reference: string }> {
      const pkg = await cartPackage(actor, sessionId);
      if (!pkg) throw packageMissing();
      const payment = packagePaymentChoice(pkg.recurring_id, input.payment_method);
      if ('refusal' in payment)
        throw AppError.invalid(
          { payment_method: [RENEWAL_MSG.en.checkoutCardUnavailable] },
          RENEWAL_MSG.en.checkoutCardUnavailable,
        );
      // Every rule on who may buy is asked again here: a visitor may have chosen before logging in.
      assertStudent(actor);
      if (actor.guardianConsentNeeded)
        throw AppError.forbidden(ACCOUNT_MSG.en.guardianConsentNeeded, 'guardian_consent_needed');
      const pupil = await pupilOf(db, actor, input.child_id);
      if (await packageRepository.holdsPackage(db, pupil, pkg.id))
        throw AppError.conflict(PACKAGE_CHECKOUT_TEXT.alreadyHeld);
      const account = await accountRepository.user(db, actor.id);
      const affiliateId = await attributableAffiliate(db, rawAffiliateId, actor.id);
      const placed = await placeOrder({
        userId: actor.id,
        type: 'subscription',
        method: payment.method,
        lines: [
          {
            itemType: 'package',
            itemId: pkg.id,
            name: pkg.name,
            unitPriceSen: pkg.options.subtotal,
            quantity: 1,
            details: {
              package_hashslug: pkg.hashslug,
              mahir_course_id: pkg.options.mahir_course_id,
              student_user_id: pupil,
              billing_type: input.type,
              recurring_id: payment.recurringId,
              // The coins the package promises, credited to the pupil when it is paid.
              coins: pkg.coins,
            },
          },
        ],
        buyer: {
          name: input.name,
          email: input.email,
          phone_no: input.phone_no,
          ...addressFieldsOf(input),
        },
        resellerCode: account?.reseller_code ?? null,
        affiliateId,
        recurringId: payment.recurringId,
        fromCart: SUBSCRIPTION_CART,
      });
      return { url: placed.url, reference: placed.reference };
    },

    /** The package selection page to go back to. */
    async back(packageId: number): Promise<{ url: string }> {
      const hashslug = await packageRepository.hashslugOf(db, packageId);
      if (hashslug === undefined) throw AppError.notFound();
      return { url: `/package/${hashslug}` };
    },

    /**
     * The buyer's saved reseller code, to fill the account step; or, given a code, that code looked up among
     * approved resellers (spec 000 §4 "sets a found flag"; 422 'Reseller code is invalid' when unknown).
     */
    async resellerCode(actor: Actor, lookup: string | undefined) {
      if (lookup !== undefined) {
        const found = await requireResellerCode(db, lookup);
        if (!found) throw AppError.invalid({ reseller_code: [MSG.resellerCodeInvalid] });
        return { user: { reseller_code: found } };
      }
      const userId = actorId(actor);
      const saved = userId !== null ? await accountRepository.user(db, userId) : undefined;
      return { user: { reseller_code: saved?.reseller_code ?? null } };
    },
  };
}

export type PackageCheckoutService = ReturnType<typeof createPackageCheckoutService>;
