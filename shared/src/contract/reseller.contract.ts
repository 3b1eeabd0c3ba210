import { z } from 'zod';
import { COUNTRY_MALAYSIA } from '../constants';
import { FIELD_MSG } from '../messages';
import { requiredText } from './fields';
import {
  confirmingCredentials,
  NEW_ACCOUNT_FIELDS,
  optionalText,
  requiredChoice,
  requiredDigits,
} from './form-fields';
import { StateRow } from './package-checkout.contract';
import { RESELLER_TEXT } from './reseller-text';
import { defineRoute } from './route';

export { RESELLER_TEXT } from './reseller-text';

/** Reseller self-registration (spec 000 §3, §5 "Reseller registration"). */
export const ResellerRegistrationBody = confirmingCredentials(
  z.object({
    ...NEW_ACCOUNT_FIELDS,
    full_name: requiredText(RESELLER_TEXT.fullNameRequired, 255),
    phone_no: requiredDigits(FIELD_MSG.phoneRequired, FIELD_MSG.phoneNumeric, 20),
    address1: requiredText(FIELD_MSG.address1Required, 255),
    address2: optionalText(255),
    country: requiredChoice(FIELD_MSG.countryRequired).refine(
      (v) => v === COUNTRY_MALAYSIA,
      FIELD_MSG.countryRequired,
    ),
    postcode: requiredDigits(FIELD_MSG.postcodeRequired, RESELLER_TEXT.postcodeNumeric, 5),
    state: requiredChoice(FIELD_MSG.stateRequired),
    city: requiredText(FIELD_MSG.cityRequired, 255),
    bank_name: requiredText(RESELLER_TEXT.bankRequired, 50),
    account_no: requiredDigits(RESELLER_TEXT.accountNoRequired, RESELLER_TEXT.accountNoNumeric, 50),
    account_holder: requiredText(RESELLER_TEXT.holderRequired, 50),
    swift_code: requiredText(RESELLER_TEXT.swiftRequired, 50),
    terms: z.preprocess(
      (v) => v === true || v === 'true' || v === '1' || v === 1 || v === 'on',
      z.literal(true, { error: RESELLER_TEXT.termsRequired }),
    ),
  }),
);
export type ResellerRegistrationBody = z.input<typeof ResellerRegistrationBody>;

const tag = 'reseller';

export const resellerContract = {
  states: defineRoute({
    method: 'GET',
    path: '/ajax/v2/reseller/states',
    summary: 'States for the reseller registration form',
    tag,
    access: 'public',
    owner: 'none',
    response: z.object({ states: z.array(StateRow) }),
  }),
  banks: defineRoute({
    method: 'GET',
    path: '/ajax/v2/reseller/banks',
    summary: 'Banks for the payout account',
    tag,
    access: 'public',
    owner: 'none',
    response: z.object({ banks: z.array(z.object({ code: z.string(), name: z.string() })) }),
  }),
  checkUser: defineRoute({
    method: 'POST',
    path: '/ajax/v2/reseller/check/user',
    summary: 'Whether an email already belongs to a user',
    tag,
    access: 'public',
    owner: 'none',
    encoding: 'form',
    body: z.object({ email: z.string().trim().max(255) }),
    response: z.object({ is_exist: z.boolean() }),
  }),
  registerSave: defineRoute({
    method: 'POST',
    path: '/ajax/v2/reseller/register/save',
    summary: 'Registers a reseller awaiting approval; refused to logged-in users',
    tag,
    access: 'public',
    owner: 'none',
    encoding: 'json',
    body: ResellerRegistrationBody,
    response: z.object({ url: z.string() }),
  }),
};
