import { readLicence } from '@mahir/shared/offline/offline-licence';
import { describe, expect, it } from 'vitest';
import { signLicence, verifyLicence } from './licence-token';

const licence = { u: 4, c: 7, m: 12, e: 1_800_000_000 };

describe('offline licence tokens', () => {
  it('are read by the app and verified by the server that signed them', () => {
    const token = signLicence('secret-a', licence);
    expect(readLicence(token)).toEqual(licence);
    expect(verifyLicence('secret-a', token)).toEqual(licence);
  });
  it('are refused with another secret, a changed payload or a cut signature', () => {
    const token = signLicence('secret-a', licence);
    expect(verifyLicence('secret-b', token)).toBeNull();
    const [, sig] = token.split('.');
    const other = signLicence('secret-a', { ...licence, e: licence.e + 1 }).split('.')[0];
    expect(verifyLicence('secret-a', `${other}.${sig}`)).toBeNull();
    expect(verifyLicence('secret-a', token.slice(0, -2))).toBeNull();
    expect(verifyLicence('secret-a', 'garbage')).toBeNull();
  });
});
