import { describe, expect, it } from 'vitest';
import { MSG } from '../messages';
import { type AccessViewerFacts, accessMode, buyLabel, canPlayModules } from './access-mode';

const visitor: AccessViewerFacts = { loggedIn: false, subscribed: false, business: null, tutorPlan: null };
const user: AccessViewerFacts = { ...visitor, loggedIn: true };
const plain = { specialInvitation: false, isTutor: false };
const tutor = { specialInvitation: false, isTutor: true };
const closed = { specialInvitation: true, isTutor: false };

describe('accessMode', () => {
  it('opens the course for a subscriber, whatever the course or plan', () => {
    expect(accessMode(plain, { ...user, subscribed: true })).toBe('open');
    expect(accessMode(closed, { ...user, subscribed: true })).toBe('open');
    expect(accessMode(tutor, { ...user, subscribed: true, tutorPlan: 'covers' })).toBe('open');
    expect(accessMode(plain, { ...user, subscribed: true, business: 'hr' })).toBe('open');
  });

  it('asks for the access code on a closed course, before any plan', () => {
    expect(accessMode(closed, visitor)).toBe('access_code');
    expect(accessMode(closed, user)).toBe('access_code');
    expect(accessMode(closed, { ...user, business: 'employee' })).toBe('access_code');
    expect(accessMode({ specialInvitation: true, isTutor: true }, { ...user, tutorPlan: 'includes' })).toBe(
      'access_code',
    );
  });

  it('gives business-plan employees the access button and HR users the disabled one', () => {
    expect(accessMode(plain, { ...user, business: 'employee' })).toBe('business');
    expect(accessMode(plain, { ...user, business: 'hr' })).toBe('business_disabled');
  });

  it('does not apply business plans to Mahir Tutor courses', () => {
    expect(accessMode(tutor, { ...user, business: 'employee' })).toBe('subscribe');
    expect(accessMode(tutor, { ...user, business: 'hr' })).toBe('subscribe');
  });

  it('follows the tutor plan for students on tutor courses', () => {
    expect(accessMode(tutor, { ...user, tutorPlan: 'includes' })).toBe('student_access');
    expect(accessMode(tutor, { ...user, tutorPlan: 'covers' })).toBe('student_buy');
  });

  it('lets other logged-in users subscribe to a tutor course and sends visitors to log in', () => {
    expect(accessMode(tutor, user)).toBe('subscribe');
    expect(accessMode(tutor, visitor)).toBe('login');
  });

  it('sells every other course', () => {
    expect(accessMode(plain, visitor)).toBe('buy');
    expect(accessMode(plain, user)).toBe('buy');
    expect(accessMode(plain, { ...user, tutorPlan: 'includes' })).toBe('buy');
  });

  it('never treats a visitor as subscribed', () => {
    expect(accessMode(plain, { ...visitor, subscribed: true })).toBe('buy');
  });
});

describe('canPlayModules', () => {
  it('needs a subscriber, and an active course for tutor courses', () => {
    expect(canPlayModules(true, false, false)).toBe(true);
    expect(canPlayModules(true, true, true)).toBe(true);
    expect(canPlayModules(true, true, false)).toBe(false);
    expect(canPlayModules(false, false, true)).toBe(false);
    expect(canPlayModules(false, true, true)).toBe(false);
  });
});

describe('buyLabel', () => {
  it('says AKSES SEKARANG for a free course and Beli Sekarang for a priced one', () => {
    expect(buyLabel(0)).toBe(MSG.accessNow);
    expect(buyLabel(1990)).toBe(MSG.buyNow);
  });
});
