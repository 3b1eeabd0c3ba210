import { z } from 'zod';
import { RATE_SUB_MAX, RATE_SUB_MIN } from '../rules/commission';
import { formNumber, requiredText } from './fields';
import { RESELLER_SETTINGS_TEXT } from './reseller-settings-text';
import { defineRoute } from './route';

export { RESELLER_SETTINGS_TEXT } from './reseller-settings-text';

const T = RESELLER_SETTINGS_TEXT;

/** A required bank field of at most 50 characters, with the settings page's messages. */
function bankText(required: string) {
  return requiredText(required).max(50, T.tooLong);
}

/** Bank fields both settings pages update: required, at most 50 characters. */
export const BankFields = z.object({
  bank_name: bankText(T.bankRequired),
  account_no: bankText(T.accountNoRequired),
  account_holder: bankText(T.holderRequired),
  swift_code: bankText(T.swiftRequired),
});

/** The reseller settings form: bank fields plus the sub-reseller share stepper (0..30, steps of 1). */
export const ResellerAccountBody = BankFields.extend({
  rate_sub: formNumber(T.rateSubRange)
    .pipe(z.number().int(T.rateSubRange).min(RATE_SUB_MIN, T.rateSubRange).max(RATE_SUB_MAX, T.rateSubRange))
    .optional(),
});

/** A reseller account as the settings pages read it. */
export const ResellerAccount = z.object({
  user_id: z.number().int(),
  reseller_code: z.string(),
  bank_name: z.string().nullable(),
  account_no: z.string().nullable(),
  account_holder: z.string().nullable(),
  swift_code: z.string().nullable(),
  link: z.string(),
  rate: z.number().int(),
  rate_sub: z.number().int(),
});

const tag = 'reseller-settings';

export const resellerSettingsContract = {
  userInfo: defineRoute({
    method: 'GET',
    path: '/ajax/v2/reseller/user-info',
    summary: "The reseller's link, code, bank details and sub-reseller share",
    tag,
    access: ['reseller'],
    owner: 'self',
    response: ResellerAccount,
  }),
  update: defineRoute({
    method: 'POST',
    path: '/ajax/v2/reseller/account/update',
    summary: "Updates the reseller's bank details and sub-reseller share",
    tag,
    access: ['reseller'],
    owner: 'self',
    encoding: 'form',
    body: ResellerAccountBody,
    response: z.object({ link: z.string() }),
  }),
};
