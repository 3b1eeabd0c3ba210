import { describe, expect, it } from 'vitest';
import { packagePaymentChoice } from './package-payment';
import { renewsByLink } from './renewal-link';

describe('packagePaymentChoice', () => {
  it('defaults to the card plan when the package has one, else a one-off payment', () => {
    expect(packagePaymentChoice('PLAN-1', undefined)).toEqual({
      method: 'senangpay_recurring',
      recurringId: 'PLAN-1',
    });
    expect(packagePaymentChoice(null, null)).toEqual({ method: 'senangpay', recurringId: null });
  });

  it('pays a package with a plan once by FPX/DuitNow when chosen, without the plan, renewing by pay link', () => {
    const choice = packagePaymentChoice('PLAN-1', 'senangpay');
    expect(choice).toEqual({ method: 'senangpay', recurringId: null });
    expect('method' in choice && renewsByLink(choice.method)).toBe(true);
    expect(renewsByLink('senangpay_recurring')).toBe(false);
  });

  it('refuses the card for a package without a plan', () => {
    expect(packagePaymentChoice(null, 'senangpay_recurring')).toEqual({ refusal: 'card_unavailable' });
    expect(packagePaymentChoice('', 'senangpay_recurring')).toEqual({ refusal: 'card_unavailable' });
  });
});
