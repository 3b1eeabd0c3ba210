import { z } from 'zod';
import { COUNTRY_MALAYSIA } from '../constants';
import { FIELD_MSG } from '../messages';
import { PACKAGE_PAYMENT_METHODS } from '../renewals/package-payment';
import { RENEWAL_MSG } from '../renewals/renewal-messages';
import { Id, PageQuery, requiredText } from './fields';
import {
  confirmingCredentials,
  NEW_ACCOUNT_FIELDS,
  OptionalChoice,
  optionalText,
  requiredChoice,
  requiredEmail,
} from './form-fields';
import { type Access, defineRoute } from './route';

/** Where the account step sends the browser: the billing step of the package checkout (our path). */
export const PACKAGE_BILLING_URL = '/subscription/checkout/billing';

/** Relations a guardian may have (spec 000 §3). */
export const GUARDIAN_RELATIONS = ['father', 'mother', 'guardian', 'others'] as const;
export const RACES = ['malay', 'chinese', 'indian', 'pribumi', 'others'] as const;
export const RELIGIONS = ['islam', 'buddha', 'hindu', 'christian', 'others'] as const;
export const INCOME_RANGES = [
  'Below 1899',
  'Between 1900-4999',
  'Between 5000-6999',
  'Between 7000-10999',
  'Between 11000-15999',
  'More than 15999',
] as const;

export { PACKAGE_CHECKOUT_TEXT } from './package-checkout-text';

const optionalEnum = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess((v) => (v === '' || v === undefined ? null : v), z.enum(values).nullable());

/** Package billing data (spec 000 §3, validation §5 "Package billing"). */
export const BillingBody = z.object({
  type: z.coerce.number().int().min(1).max(2).default(2),
  name: requiredText(FIELD_MSG.fullNameRequired, 255),
  email: requiredEmail(FIELD_MSG.emailRequired, 50),
  phone_no: requiredText(FIELD_MSG.phoneRequired, 50),
  address1: requiredText(FIELD_MSG.address1Required, 255),
  address2: optionalText(255),
  country: requiredChoice(FIELD_MSG.countryRequired).refine(
    (v) => v === COUNTRY_MALAYSIA,
    FIELD_MSG.countryRequired,
  ),
  postcode: requiredText(FIELD_MSG.postcodeRequired, 10),
  state: requiredChoice(FIELD_MSG.stateRequired),
  city: requiredText(FIELD_MSG.cityRequired, 255),
  recurring_id: optionalText(100),
  /**
   * How the package is paid (issue 21): `senangpay_recurring`, the card with automatic renewal (the default for
   * a package with a plan), or `senangpay`, FPX/DuitNow once, renewed each month by a pay link.
   */
  payment_method: z.enum(PACKAGE_PAYMENT_METHODS, { error: RENEWAL_MSG.en.checkoutMethodInvalid }).nullish(),
  /** A parent's purchase: the child the package is for (issue 20); a pupil buying for themselves leaves it out. */
  child_id: OptionalChoice.optional(),
});
export type BillingBody = z.input<typeof BillingBody>;

/** Guest-only account fields of the subscription account step (spec 000 §5 "guests only"). */
export const GuestAccountFields = confirmingCredentials(z.object(NEW_ACCOUNT_FIELDS));

/** Fields everyone fills on the subscription account step (spec 000 §5 "everyone"). */
export const PersonalAccountFields = z.object({
  first_name: requiredText(FIELD_MSG.firstNameRequired, 100),
  last_name: requiredText(FIELD_MSG.lastNameRequired, 20),
  icno: optionalText(20),
  dob: optionalText(10),
  gender: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.enum(['F', 'M'], { error: FIELD_MSG.genderRequired }),
  ),
  phone_no: requiredText(FIELD_MSG.phoneRequired, 20),
  race: optionalEnum(RACES),
  religion: optionalEnum(RELIGIONS),
  name_institution: requiredText(FIELD_MSG.schoolRequired, 255),
  school_id: OptionalChoice,
  reseller_code: optionalText(20),
  g_name: requiredText(FIELD_MSG.guardianNameRequired, 255),
  g_relation: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.enum(GUARDIAN_RELATIONS, { error: FIELD_MSG.relationRequired }),
  ),
  g_email: requiredEmail(FIELD_MSG.emailRequired, 50),
  g_phone_no: requiredText(FIELD_MSG.phoneRequired, 20),
  g_address1: requiredText(FIELD_MSG.address1Required, 255),
  g_address2: optionalText(255),
  g_country: requiredChoice(FIELD_MSG.countryRequired),
  g_postcode: requiredText(FIELD_MSG.postcodeRequired, 5),
  g_state: requiredChoice(FIELD_MSG.stateRequired),
  g_city: requiredText(FIELD_MSG.cityRequired, 255),
  g_occupation: optionalText(255),
  g_income_range: optionalEnum(INCOME_RANGES),
});

/** The whole account step as a guest sends it: both sets of rules, every message at once (form and server). */
export const GuestAccountBody = z.intersection(GuestAccountFields, PersonalAccountFields);

/**
 * What the server accepts: the personal fields always, the guest fields as loose text; the service
 * applies {@link GuestAccountFields} when nobody is logged in.
 */
export const AccountSaveBody = PersonalAccountFields.extend({
  /** A parent's account step saves the details of the child the package is for (issue 20). */
  child_id: OptionalChoice.optional(),
  email: z.string().optional(),
  confirm_email: z.string().optional(),
  password: z.string().optional(),
  confirm_password: z.string().optional(),
});
export type AccountSaveBody = z.input<typeof AccountSaveBody>;

export const StateRow = z.object({ id: z.number().int(), name: z.string() });
export const DistrictRow = z.object({ id: z.number().int(), name: z.string() });
export const SchoolRow = z.object({
  id: z.number().int(),
  name: z.string(),
  state: z.string(),
  district: z.string(),
  postcode: z.string(),
});

/** One page of schools as the picker reads it (`data.schools`: total, from, per_page, data). */
export const SchoolPage = z.object({
  data: z.array(SchoolRow),
  total: z.number().int(),
  from: z.number().int().nullable(),
  to: z.number().int().nullable(),
  per_page: z.number().int(),
  current_page: z.number().int(),
  last_page: z.number().int(),
});
export type SchoolPage = z.infer<typeof SchoolPage>;

export const SchoolSearchBody = z.object({
  state: OptionalChoice,
  district: OptionalChoice,
  name: optionalText(100),
});
export const DistrictsBody = z.object({ state: Id });
export const SelectSchoolBody = z.object({ id: Id });

/** The buyer's saved details as the account and billing steps reload them. */
export const PackageUser = z.object({
  email: z.string().nullable(),
  name: z.string().nullable(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  icno: z.string().nullable(),
  dob: z.string().nullable(),
  gender: z.string().nullable(),
  phone_no: z.string().nullable(),
  race: z.string().nullable(),
  religion: z.string().nullable(),
  address1: z.string().nullable(),
  address2: z.string().nullable(),
  postcode: z.string().nullable(),
  city: z.string().nullable(),
  state_id: z.number().int().nullable(),
  relationship: z
    .object({
      name: z.string(),
      relation_name: z.string(),
      email: z.string().nullable(),
      phone_no: z.string().nullable(),
      address1: z.string().nullable(),
      address2: z.string().nullable(),
      country_id: z.number().int().nullable(),
      postcode: z.string().nullable(),
      state_id: z.number().int().nullable(),
      city: z.string().nullable(),
      designation: z.string().nullable(),
      income_range: z.string().nullable(),
    })
    .nullable(),
  school: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type PackageUser = z.infer<typeof PackageUser>;

/** The package in the buyer's subscription cart (spec 000 §3 "Package"), prices in sen. */
export const CheckoutPackage = z.object({
  id: z.number().int(),
  hashslug: z.string(),
  name: z.string(),
  recurring_id: z.string().nullable(),
  options: z.object({ subtotal: z.number().int(), mahir_course_id: z.array(z.number().int()) }),
  total: z.number().int(),
});
export type CheckoutPackage = z.infer<typeof CheckoutPackage>;

/**
 * The school picker's calls (districts of a state, schools by state, district and name, the chosen school),
 * the same under the package checkout (public) and the profile (logged in).
 */
export function schoolPickerRoutes(base: string, tag: string, access: Access) {
  return {
    districts: defineRoute({
      method: 'POST',
      path: `${base}/districts`,
      summary: 'Districts of a state',
      tag,
      access,
      owner: 'none',
      encoding: 'form',
      body: DistrictsBody,
      response: z.object({ districts: z.array(DistrictRow) }),
    }),
    searchSchool: defineRoute({
      method: 'POST',
      path: `${base}/search-school`,
      summary: 'Schools filtered by state, district and name, paged',
      tag,
      access,
      owner: 'none',
      encoding: 'json',
      query: PageQuery,
      body: SchoolSearchBody,
      response: z.object({ schools: SchoolPage }),
    }),
    selectSchool: defineRoute({
      method: 'POST',
      path: `${base}/select-school`,
      summary: 'The chosen school',
      tag,
      access,
      owner: 'none',
      encoding: 'json',
      body: SelectSchoolBody,
      response: z.object({ school: z.object({ id: z.number().int(), name: z.string() }) }),
    }),
  };
}

const tag = 'package-checkout';
const Url = z.object({ url: z.string() });

export const packageCheckoutContract = {
  summary: defineRoute({
    method: 'GET',
    path: '/ajax/v2/package/checkout',
    summary: 'The package in the subscription cart, or null (our path: the page supplied it server-side)',
    tag,
    access: 'public',
    owner: 'self',
    response: z.object({
      package: CheckoutPackage.nullable(),
      logged_in: z.boolean(),
      /** True when the logged-in pupil already holds this package, so it is not paid for again. */
      held: z.boolean(),
    }),
  }),
  states: defineRoute({
    method: 'GET',
    path: '/ajax/v2/package/states',
    summary: 'States for the billing, account and school forms',
    tag,
    access: 'public',
    owner: 'none',
    response: z.object({ states: z.array(StateRow) }),
  }),
  user: defineRoute({
    method: 'GET',
    path: '/ajax/v2/package/user',
    summary: 'The logged-in buyer with guardian (relationship) and school',
    tag,
    access: 'user',
    owner: 'self',
    /** A parent reloads the details of one of their children (issue 20). */
    query: z.object({ child_id: OptionalChoice.optional() }),
    response: z.object({ user: PackageUser }),
  }),
  makePayment: defineRoute({
    method: 'POST',
    path: '/ajax/v2/package/make-payment',
    summary: 'Places the package order from the billing data; data.url is the payment page',
    tag,
    access: 'user',
    owner: 'self',
    encoding: 'json',
    body: BillingBody,
    response: z.object({ url: z.string(), reference: z.string() }),
  }),
  back: defineRoute({
    method: 'GET',
    path: '/ajax/v2/package/back/{packageId}',
    summary: 'Where the back action of the checkout goes: the package selection page',
    tag,
    access: 'public',
    owner: 'none',
    params: z.object({ packageId: Id }),
    response: Url,
  }),
  accountSave: defineRoute({
    method: 'POST',
    path: '/ajax/v2/package/account/save',
    summary:
      'Saves the subscription account step (a guest gets a student account and is logged in); data.url is the billing step',
    tag,
    access: 'public',
    owner: 'self',
    encoding: 'json',
    body: AccountSaveBody,
    response: z.object({ url: z.string(), csrf_token: z.string().optional() }),
  }),
  resellerCode: defineRoute({
    method: 'GET',
    path: '/ajax/v2/package/reseller/code',
    summary:
      "The reseller code the logged-in buyer gave before (null for a visitor); with ?reseller_code= it looks that code up among approved resellers instead: a found code answers as written in the reseller's record, an unknown one 422 'Reseller code is invalid'",
    tag,
    access: 'public',
    owner: 'self',
    query: z.object({ reseller_code: z.string().trim().max(20).optional() }),
    response: z.object({ user: z.object({ reseller_code: z.string().nullable() }) }),
  }),
  ...schoolPickerRoutes('/ajax/v2/package', tag, 'public'),
};
