import { describe, expect, it } from 'vitest';
import type { Role } from '../constants';
import {
  parseRequiredRoles,
  requiredRolesWith,
  secondFactorRequired,
  secondFactorStep,
} from './second-factor-policy';

describe('parseRequiredRoles', () => {
  it('reads a comma list, trimming, lowercasing and dropping repeats', () => {
    expect(parseRequiredRoles('admin,tutor')).toEqual(['admin', 'tutor']);
    expect(parseRequiredRoles(' Admin , tutor,admin,')).toEqual(['admin', 'tutor']);
  });
  it('requires nobody when unset or empty (the demo default)', () => {
    expect(parseRequiredRoles(undefined)).toEqual([]);
    expect(parseRequiredRoles('')).toEqual([]);
    expect(parseRequiredRoles(' , ')).toEqual([]);
  });
  it('refuses unknown role names', () => {
    expect(() => parseRequiredRoles('admin,tutors')).toThrow(/unknown role "tutors"/);
  });
});

describe('secondFactorStep', () => {
  const required: Role[] = ['admin', 'tutor'];
  const cases: Array<[Role[], boolean, Role[], string]> = [
    [['student'], false, required, 'none'],
    [['student'], true, required, 'verify'],
    [['admin'], false, required, 'enrol'],
    [['admin'], true, required, 'verify'],
    [['reseller', 'tutor'], false, required, 'enrol'],
    [['admin'], false, [], 'none'],
    [['admin'], true, [], 'verify'],
    [[], false, required, 'none'],
  ];
  it.each(cases)('roles %j, enabled %s, required %j -> %s', (roles, enabled, requiredRoles, step) => {
    expect(secondFactorStep({ roles, enabled, requiredRoles })).toBe(step);
  });
});

describe('secondFactorRequired', () => {
  it('holds when any role of the user is listed', () => {
    expect(secondFactorRequired(['reseller', 'tutor'], ['admin', 'tutor'])).toBe(true);
    expect(secondFactorRequired(['student'], ['admin', 'tutor'])).toBe(false);
    expect(secondFactorRequired(['admin'], [])).toBe(false);
  });
});

describe('requiredRolesWith', () => {
  it('adds admins and tutors while the setting is on, keeping the server roles', () => {
    expect(requiredRolesWith([], false)).toEqual([]);
    expect(requiredRolesWith([], true)).toEqual(['admin', 'tutor']);
    expect(requiredRolesWith(['reseller'], false)).toEqual(['reseller']);
    expect(requiredRolesWith(['tutor', 'reseller'], true)).toEqual(['tutor', 'reseller', 'admin']);
  });
});
