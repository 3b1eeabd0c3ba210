import { describe, expect, it } from 'vitest';
import { FIELD_MSG } from '../messages';
import { ShippingForm } from './cart.contract';
import { phoneDigits } from './form-fields';
import { MerchandiseQuantity } from './merchandise.contract';
import { BillingBody, GuestAccountBody, GuestAccountFields } from './package-checkout.contract';
import { ProfileSaveBody } from './profile.contract';
import { RESELLER_TEXT, ResellerRegistrationBody } from './reseller.contract';

const messagesOf = (result: {
  success: boolean;
  error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
}) => {
  // The first message of each field, as the forms show it.
  const out: Record<string, string> = {};
  for (const i of result.error?.issues ?? []) out[i.path.join('.')] ??= i.message;
  return out;
};

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

  it('says a confirmation does not match while other fields are still wrong (account step, reseller, server)', () => {
    const guest = messagesOf(
      GuestAccountFields.safeParse({
        email: '',
        confirm_email: 'a@b.my',
        password: '',
        confirm_password: 'x',
      }),
    );
    expect(guest).toMatchObject({
      email: FIELD_MSG.emailRequired,
      password: FIELD_MSG.passwordRequired,
      confirm_email: FIELD_MSG.confirmEmailMismatch,
      confirm_password: FIELD_MSG.confirmPasswordMismatch,
    });
    const reseller = messagesOf(
      ResellerRegistrationBody.safeParse({ email: 'a@b.my', confirm_email: 'c@b.my', password: '123456' }),
    );
    expect(reseller).toMatchObject({
      full_name: RESELLER_TEXT.fullNameRequired,
      confirm_email: FIELD_MSG.confirmEmailMismatch,
      confirm_password: FIELD_MSG.confirmPasswordRequired,
    });
    const server = messagesOf(
      GuestAccountBody.safeParse({
        email: 'a@b.my',
        confirm_email: 'c@b.my',
        password: 'x',
        confirm_password: 'y',
      }),
    );
    expect(server).toMatchObject({
      first_name: FIELD_MSG.firstNameRequired,
      confirm_email: FIELD_MSG.confirmEmailMismatch,
      confirm_password: FIELD_MSG.confirmPasswordMismatch,
    });
  });

  it('phone: the profile keeps numbers as written, and every one it accepts the shipping form accepts', () => {
    const phone = (phone_no: string) =>
      messagesOf(ProfileSaveBody.safeParse({ name: 'A', phone_no })).phone_no;
    for (const ok of ['011-67332258', '013-4943734', '0123456789', '012 345 6789']) {
      expect(phone(ok)).toBeUndefined();
      expect(ShippingForm.shape.phone_no.safeParse(phoneDigits(ok)).success).toBe(true);
    }
    for (const bad of ['abc', '+6012-3456789', '011-673322581', '-0123'])
      expect(phone(bad)).toBe(FIELD_MSG.phoneInvalid);
    expect(messagesOf(ShippingForm.pick({ phone_no: true }).safeParse({ phone_no: '011-67332258' }))).toEqual(
      {
        phone_no: FIELD_MSG.phoneInvalid,
      },
    );
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
