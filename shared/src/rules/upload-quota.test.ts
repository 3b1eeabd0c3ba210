import { describe, expect, it } from 'vitest';
import { fitsUploadQuota, TUS_MAX_BYTES, UPLOAD_QUOTA_TEXT, uploadQuotaOf } from './upload-quota';

describe('upload quota', () => {
  it('gives tutors and admins an allowance and everyone else none; the largest role wins', () => {
    expect(uploadQuotaOf(['student'])).toBe(0);
    expect(uploadQuotaOf([])).toBe(0);
    expect(uploadQuotaOf(['tutor'])).toBe(5 * TUS_MAX_BYTES);
    expect(uploadQuotaOf(['admin'])).toBe(10 * TUS_MAX_BYTES);
    expect(uploadQuotaOf(['tutor', 'admin', 'student'])).toBe(10 * TUS_MAX_BYTES);
  });

  it('counts an upload of unknown length as the largest allowed', () => {
    const quota = 5 * TUS_MAX_BYTES;
    expect(fitsUploadQuota(4 * TUS_MAX_BYTES, TUS_MAX_BYTES, quota)).toBe(true);
    expect(fitsUploadQuota(4 * TUS_MAX_BYTES + 1, TUS_MAX_BYTES, quota)).toBe(false);
    expect(fitsUploadQuota(4 * TUS_MAX_BYTES, null, quota)).toBe(true);
    expect(fitsUploadQuota(4 * TUS_MAX_BYTES + 1, null, quota)).toBe(false);
    expect(fitsUploadQuota(0, 1, 0)).toBe(false);
  });

  it('says what the allowance is', () => {
    expect(UPLOAD_QUOTA_TEXT.exceeded(10 * TUS_MAX_BYTES)).toMatch(/20(\.0)? GB/);
  });
});
