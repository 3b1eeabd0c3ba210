import { describe, expect, it } from 'vitest';
import { checkIdentity, checkTin, identityForDocument } from './identity';

describe('checkTin', () => {
  it.each([
    'C2584563200',
    'C20880050010',
    'IG12345678090',
    'IG115002000',
    'CS12345670',
    'PT1234560',
    'EI00000000010',
    'EI00000000020',
    ' c2584563200 ',
  ])('accepts %s', (tin) => {
    expect(checkTin(tin)).toBeNull();
  });

  it.each([
    ['C02584563200', 'a leading zero after the prefix'],
    ['C2584563201', 'no trailing zero'],
    ['IG123', 'too few digits'],
    ['X1234567890', 'an unknown prefix'],
    ['C12345678901230', 'longer than 14 characters'],
    ['EI00000000050', 'a general TIN that does not exist'],
    ['', 'nothing'],
    ['IG12345678A90', 'a letter among the digits'],
  ])('refuses %s (%s)', (tin) => {
    expect(checkTin(tin)?.code).toBe('tin_format');
  });
});

describe('checkIdentity', () => {
  it.each([
    ['NRIC', '900101-14-5678'],
    ['NRIC', '900101145678'],
    ['NRIC', '000229 10 1234'],
    ['BRN', '202001234567'],
    ['BRN', '123456-X'],
    ['BRN', 'JM0123456-A'],
    ['PASSPORT', 'A12345678'],
    ['PASSPORT', 'k1234567'],
    ['ARMY', 'T1234567'],
  ] as const)('accepts %s %s', (type, value) => {
    expect(checkIdentity(type, value)).toBeNull();
  });

  it.each([
    ['NRIC', '901301-14-5678', 'month 13'],
    ['NRIC', '900132-14-5678', 'day 32'],
    ['NRIC', '900101-00-5678', 'place code 00'],
    ['NRIC', '900101-70-5678', 'place code 70'],
    ['NRIC', '90010114567', '11 digits'],
    ['BRN', '202091234567', 'entity type 91'],
    ['BRN', 'ABC', 'not a number'],
    ['PASSPORT', 'A1/23', 'a slash'],
    ['ARMY', 'T12', 'too short'],
    ['NRIC', 'NA', 'NA is only for consolidated buyers'],
  ] as const)('refuses %s %s (%s)', (type, value, _why) => {
    expect(checkIdentity(type, value)?.code).toBe('id_format');
  });

  it('writes a MyKad number without dashes or spaces', () => {
    expect(identityForDocument('NRIC', '900101-14-5678')).toBe('900101145678');
    expect(identityForDocument('PASSPORT', ' a1234 567 ')).toBe('A1234567');
  });
});
