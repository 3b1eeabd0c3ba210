import { describe, expect, it } from 'vitest';
import { FIELD_MSG } from '../messages';
import { MerchandiseQuantity } from './merchandise.contract';
import { BillingBody, GuestAccountFields } from './package-checkout.contract';
import { ProfileSaveBody } from './profile.contract';
import { RESELLER_TEXT, ResellerRegistrationBody } from './reseller.contract';

const messagesOf = (result: {
  success: boolean;
  error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
}) => Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('purchase-side form rules (spec 000 §5), shared by the forms and the server', () => {
  it('billing: every required field with its message, email and phone at most 50', () => {
    const empty = messagesOf(BillingBody.safeParse({ country: '', state: '' }));
    expect(empty).toMatchObject({
      name: FIELD_MSG.fullNameRequired,
      email: FIELD_MSG.emailRequired,
      phone_no: FIELD_MSG.phoneRequired,
      address1: FIELD_MSG.address1Required,
      country: FIELD_MSG.countryRequired,
      postcode: FIELD_MSG.postcodeRequired,
      state: FIELD_MSG.stateRequired,
      city: FIELD_MSG.cityRequired,
    });
    const ok = {
      name: 'A',
      email: 'a@b.my',
      phone_no: '1',
      address1: 'x',
      country: '1',
      postcode: '1',
      state: '3',
      city: 'c',
    };
    expect(BillingBody.safeParse(ok).success).toBe(true);
    expect(BillingBody.safeParse({ ...ok, country: '2' }).success).toBe(false);
    expect(BillingBody.safeParse({ ...ok, phone_no: '1'.repeat(51) }).success).toBe(false);
    expect(BillingBody.parse(ok)).toMatchObject({ type: 2, state: 3, address2: null });
  });

  it('guest account: the message rule for short passwords and both confirmations', () => {
    const errors = messagesOf(
      GuestAccountFields.safeParse({
        email: 'x@y.my',
        confirm_email: 'z@y.my',
        password: '12345',
        confirm_password: '1234',
      }),
    );
    expect(errors).toEqual({
      password: FIELD_MSG.passwordMin,
      confirm_email: FIELD_MSG.confirmEmailMismatch,
      confirm_password: FIELD_MSG.confirmPasswordMismatch,
    });
    expect(messagesOf(GuestAccountFields.safeParse({ email: 'bad' })).email).toBe(FIELD_MSG.emailInvalid);
  });

  it('reseller: numeric phone and account number, terms ticked', () => {
    const errors = messagesOf(
      ResellerRegistrationBody.safeParse({ phone_no: '01-2', account_no: 'abc', terms: false }),
    );
    expect(errors).toMatchObject({
      phone_no: FIELD_MSG.phoneNumeric,
      account_no: RESELLER_TEXT.accountNoNumeric,
      terms: RESELLER_TEXT.termsRequired,
    });
  });

  it('merchandise quantity: whole numbers 1 to 1000 only', () => {
    for (const ok of [1, '2', 1000]) expect(MerchandiseQuantity.safeParse(ok).success).toBe(true);
    for (const bad of [0, 1001, 1.5, '', 'x', -3])
      expect(MerchandiseQuantity.safeParse(bad).success).toBe(false);
  });

  it('profile: name and phone required', () => {
    expect(messagesOf(ProfileSaveBody.safeParse({ name: ' ', phone_no: '' }))).toMatchObject({
      name: FIELD_MSG.nameRequired,
      phone_no: FIELD_MSG.phoneRequired,
    });
  });
});
