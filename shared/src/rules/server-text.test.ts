import { describe, expect, it } from 'vitest';
import { ACCOUNT_MSG } from '../accounts/account-messages';
import { API_MSG } from '../api-messages';
import { CART_TEXT } from '../contract/cart.contract';
import { COUPON_MSG } from '../coupons/coupon-messages';
import { FIELD_MSG, MSG } from '../messages';
import { isServerText, serverText } from './server-text';

describe('serverText', () => {
  it('shows the API message as sent with no language chosen, and in English', () => {
    for (const lang of [null, 'en'] as const) {
      expect(serverText(lang, MSG.loginFailed)).toBe(MSG.loginFailed);
      expect(serverText(lang, FIELD_MSG.emailRequired)).toBe('Email is required');
    }
  });

  it('shows the shared messages in Malay when Malay is chosen', () => {
    expect(serverText('ms', MSG.loginFailed)).toBe(API_MSG.ms.msg.loginFailed);
    expect(serverText('ms', FIELD_MSG.passwordMin)).toBe('Kata laluan mestilah sekurang-kurangnya 6 aksara');
    expect(serverText('ms', CART_TEXT.priceChanged)).toBe(API_MSG.ms.cart.priceChanged);
    expect(serverText('ms', ACCOUNT_MSG.en.verifyEmailFirst)).toBe(ACCOUNT_MSG.ms.verifyEmailFirst);
    expect(serverText('ms', COUPON_MSG.en.refusal.expired)).toBe(COUPON_MSG.ms.refusal.expired);
  });

  it('keeps a text it does not know, such as one built with values', () => {
    expect(serverText('ms', 'Bab ini belum dibuka.')).toBe('Bab ini belum dibuka.');
    expect(serverText('ms', COUPON_MSG.en.applied('HEMAT10'))).toBe('Coupon HEMAT10 applied.');
  });

  it('keeps the spec words of the API: every English text is the constant the server sends', () => {
    expect(API_MSG.en.field).toBe(FIELD_MSG);
    expect(API_MSG.en.msg.emailTaken).toBe('Email already taken. Please use other email');
  });

  it('recognises a shared text in either language', () => {
    expect(isServerText('ms', API_MSG.ms.msg.emailTaken, MSG.emailTaken)).toBe(true);
    expect(isServerText(null, MSG.emailTaken, MSG.emailTaken)).toBe(true);
    expect(isServerText('ms', MSG.loginFailed, MSG.emailTaken)).toBe(false);
  });
});
