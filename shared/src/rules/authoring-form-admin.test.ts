import { describe, expect, it } from 'vitest';
import {
  bannerErrors,
  bannerFileError,
  canAddMerchandiseImage,
  canSubmitPackage,
  canSubmitSponsorship,
  isWholeNumber,
  PACKAGE_FREQUENCIES,
  pageCount,
  subjectOptions,
} from './authoring-form-admin';

describe('package limits', () => {
  const pkg = {
    name: 'Pakej Emas',
    price: '120',
    total_mahir_tutor: 3,
    mahir_tutor_category_id: 5,
    coin: '10',
    submitting: false,
  };
  it('offers the four frequencies and subjects up to the category total', () => {
    expect(PACKAGE_FREQUENCIES.map((f) => f.value)).toEqual([1, 3, 6, 12]);
    expect(subjectOptions(4)).toEqual([1, 2, 3, 4]);
    expect(subjectOptions(0)).toEqual([]);
  });

  it('needs every field, a name of at most 22 and whole numbers', () => {
    expect(canSubmitPackage(pkg)).toBe(true);
    expect(canSubmitPackage({ ...pkg, name: 'x'.repeat(23) })).toBe(false);
    expect(canSubmitPackage({ ...pkg, name: 'x'.repeat(22) })).toBe(true);
    expect(canSubmitPackage({ ...pkg, price: '12.50' })).toBe(false);
    expect(canSubmitPackage({ ...pkg, coin: '' })).toBe(false);
    expect(canSubmitPackage({ ...pkg, total_mahir_tutor: null })).toBe(false);
    expect(canSubmitPackage({ ...pkg, submitting: true })).toBe(false);
    expect(isWholeNumber(5)).toBe(true);
    expect(isWholeNumber('-1')).toBe(false);
  });
});

describe('merchandise, banner, sponsorship, paging', () => {
  it('hides Add Image at five', () => {
    expect(canAddMerchandiseImage(4)).toBe(true);
    expect(canAddMerchandiseImage(5)).toBe(false);
  });

  it('checks banner fields and files', () => {
    const b = { headline: 'H', sub_headline: '', is_button: false, button_label: '', button_link: '' };
    expect(bannerErrors(b)).toEqual({});
    expect(Object.keys(bannerErrors({ ...b, headline: ' ', sub_headline: 'x'.repeat(81) }))).toEqual([
      'headline',
      'sub_headline',
    ]);
    expect(Object.keys(bannerErrors({ ...b, is_button: true }))).toEqual(['button_label', 'button_link']);
    expect(bannerFileError({ type: 'image/png', size: 1000 })).toBeNull();
    expect(bannerFileError({ type: 'image/gif', size: 1000 })).toMatch(/jpeg/);
    expect(bannerFileError({ type: 'image/jpeg', size: 10 * 1024 * 1024 + 1 })).toMatch(/10 MB/);
  });

  it('submits a sponsorship only with a found reseller', () => {
    const s = {
      name: 'Org',
      start_date: '2026-01-01',
      end_date: '2026-12-31',
      reseller_code: 'RS0001',
      payment_date: '2026-01-01',
      payment_amount: '100',
      resellerValid: true,
      submitting: false,
    };
    expect(canSubmitSponsorship(s)).toBe(true);
    expect(canSubmitSponsorship({ ...s, resellerValid: false })).toBe(false);
    expect(canSubmitSponsorship({ ...s, reseller_code: 'RS00012' })).toBe(false);
    expect(canSubmitSponsorship({ ...s, payment_amount: '' })).toBe(false);
  });

  it('counts pages', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(41, 20)).toBe(3);
  });
});
