import { describe, expect, it } from 'vitest';
import {
  encodeLicencePayload,
  licenceExpiry,
  licenceVerdict,
  OFFLINE_GRACE_DAYS,
  OFFLINE_MAX_DAYS,
  type OfflineLicence,
  readLicence,
} from './offline-licence';

const now = new Date('2026-11-29T00:00:00Z');
const day = 86_400_000;
const token = (l: OfflineLicence) => `${encodeLicencePayload(l)}.sig`;

describe('licenceExpiry', () => {
  it('runs to the end of the paid period plus the grace', () => {
    expect(licenceExpiry('2026-12-05T00:00:00Z', now).toISOString()).toBe(
      new Date(Date.parse('2026-12-05T00:00:00Z') + OFFLINE_GRACE_DAYS * day).toISOString(),
    );
  });
  it('never runs more than the longest licence, and one with no end gets the longest', () => {
    const longest = new Date(now.getTime() + OFFLINE_MAX_DAYS * day).toISOString();
    expect(licenceExpiry('2027-06-01', now).toISOString()).toBe(longest);
    expect(licenceExpiry(null, now).toISOString()).toBe(longest);
    expect(licenceExpiry('not a date', now).toISOString()).toBe(longest);
  });
  it('counts the grace from now when the paid period ended (a renewal being collected)', () => {
    expect(licenceExpiry('2026-11-01', now).toISOString()).toBe(
      new Date(now.getTime() + OFFLINE_GRACE_DAYS * day).toISOString(),
    );
  });
});

describe('readLicence', () => {
  it('reads what was encoded', () => {
    expect(readLicence(token({ u: 4, c: 7, m: 12, e: 1_800_000_000 }))).toEqual({
      u: 4,
      c: 7,
      m: 12,
      e: 1_800_000_000,
    });
  });
  it('refuses malformed tokens', () => {
    for (const bad of ['', 'abc', 'abc.def.ghi', '!!.sig', `${btoa('{"u":1}')}.sig`, `${btoa('[1]')}.s`]) {
      expect(readLicence(bad), bad).toBeNull();
    }
    expect(readLicence(token({ u: 0, c: 7, m: 12, e: 1 }))).toBeNull();
    expect(readLicence(token({ u: 1.5, c: 7, m: 12, e: 1 }))).toBeNull();
    expect(readLicence(`${btoa('{"u":1,"c":2,"m":3,"e":4,"k":"photo"}')}.sig`)).toBeNull();
  });
  it('reads the kind of an audio part or an ebook, and none for a video', () => {
    expect(readLicence(token({ u: 4, c: 7, m: 12, e: 9, k: 'ebook' }))?.k).toBe('ebook');
    expect(readLicence(token({ u: 4, c: 7, m: 12, e: 9 }))).not.toHaveProperty('k');
  });
});

describe('licenceVerdict', () => {
  const end = Math.floor(now.getTime() / 1000) + 3600;
  const t = token({ u: 4, c: 7, m: 12, e: end });
  it('lets the account it was given to play the module until its end', () => {
    expect(licenceVerdict(t, { userId: 4, moduleId: 12 }, now)).toBe('ok');
    expect(licenceVerdict(t, { userId: 4, moduleId: 12 }, new Date((end - 1) * 1000))).toBe('ok');
  });
  it('refuses after the end, for another account or nobody, and for another module', () => {
    expect(licenceVerdict(t, { userId: 4, moduleId: 12 }, new Date(end * 1000))).toBe('expired');
    expect(licenceVerdict(t, { userId: 5, moduleId: 12 }, now)).toBe('other_account');
    expect(licenceVerdict(t, { userId: null, moduleId: 12 }, now)).toBe('other_account');
    expect(licenceVerdict(t, { userId: 4, moduleId: 13 }, now)).toBe('invalid');
    expect(licenceVerdict(null, { userId: 4, moduleId: 12 }, now)).toBe('invalid');
  });
  it('holds a licence to its kind: the licence of an audio part never plays a module or an ebook of the same id', () => {
    const audio = token({ u: 4, c: 7, m: 12, e: end, k: 'audio' });
    expect(licenceVerdict(audio, { userId: 4, moduleId: 12, kind: 'audio' }, now)).toBe('ok');
    expect(licenceVerdict(audio, { userId: 4, moduleId: 12 }, now)).toBe('invalid');
    expect(licenceVerdict(audio, { userId: 4, moduleId: 12, kind: 'ebook' }, now)).toBe('invalid');
    expect(licenceVerdict(t, { userId: 4, moduleId: 12, kind: 'audio' }, now)).toBe('invalid');
  });
});
