import { describe, expect, it } from 'vitest';
import { MSG } from '../messages';
import { isPaymentMethodAllowed, payButtonOf, paymentChoice } from './cart-payment';

describe('checkout payment method choice', () => {
  it('names the pay button the label says, for every kind of cart', () => {
    for (const cart of [
      { grandTotalSen: 100, isFreeMahir: false, isRecurring: false },
      { grandTotalSen: 100, isFreeMahir: false, isRecurring: true },
      { grandTotalSen: 0, isFreeMahir: true, isRecurring: false },
      { grandTotalSen: 0, isFreeMahir: false, isRecurring: false },
    ]) {
      const choice = paymentChoice(cart);
      expect(MSG[payButtonOf(choice)], JSON.stringify(cart)).toBe(choice.buttonLabel);
    }
  });

  it('offers senangpay by default and paypal beside it, with Buat Pembayaran', () => {
    const c = paymentChoice({ grandTotalSen: 100, isFreeMahir: false, isRecurring: false });
    expect(c).toEqual({
      methods: ['senangpay', 'paypal'],
      defaultMethod: 'senangpay',
      buttonLabel: MSG.makePayment,
    });
    expect(isPaymentMethodAllowed(c, 'paypal')).toBe(true);
    expect(isPaymentMethodAllowed(c, 'free')).toBe(false);
    expect(isPaymentMethodAllowed(c, 'mahir-coins')).toBe(false);
  });

  it('offers only the provider methods the server offers', () => {
    const onlySenangPay = paymentChoice({ grandTotalSen: 100, isFreeMahir: false, isRecurring: false }, [
      'senangpay',
      'senangpay_recurring',
    ]);
    expect(onlySenangPay.methods).toEqual(['senangpay']);
    const onlyPayPal = paymentChoice({ grandTotalSen: 100, isFreeMahir: false, isRecurring: false }, [
      'paypal',
    ]);
    expect(onlyPayPal).toMatchObject({ methods: ['paypal'], defaultMethod: 'paypal' });
    // Zero totals need no provider, whatever is offered.
    expect(paymentChoice({ grandTotalSen: 0, isFreeMahir: true, isRecurring: false }, []).methods).toEqual([
      'free',
    ]);
  });

  it('uses senangpay_recurring for a recurring cart', () => {
    const c = paymentChoice({ grandTotalSen: 5000, isFreeMahir: false, isRecurring: true });
    expect(c.defaultMethod).toBe('senangpay_recurring');
    expect(isPaymentMethodAllowed(c, 'senangpay')).toBe(false);
  });

  it('switches a zero total to mahir-coins, or to free access when the items are free', () => {
    expect(paymentChoice({ grandTotalSen: 0, isFreeMahir: false, isRecurring: false })).toEqual({
      methods: ['mahir-coins'],
      defaultMethod: 'mahir-coins',
      buttonLabel: 'Guna Mahir Coin',
    });
    expect(paymentChoice({ grandTotalSen: 0, isFreeMahir: true, isRecurring: false })).toEqual({
      methods: ['free'],
      defaultMethod: 'free',
      buttonLabel: 'AKSES SEKARANG',
    });
  });
});
