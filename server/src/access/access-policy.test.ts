import { COURSE_STATUS } from '@mahir/shared';
import { describe, expect, it } from 'vitest';
import { accessPolicy, type CourseState, courseStateOf, type Decision } from './access-policy';
import { type Actor, actorOf, VISITOR } from './actor';
import { refusalError, statusOf } from './enforce';

const OWNER = 10;
const visitor = VISITOR;
const owner: Actor = { kind: 'user', id: OWNER, roles: ['tutor'] };
const otherTutor: Actor = { kind: 'user', id: 11, roles: ['tutor'] };
const admin: Actor = { kind: 'user', id: 1, roles: ['admin'] };
const student: Actor = { kind: 'user', id: 20, roles: ['student'] };
const hr: Actor = { kind: 'user', id: 30, roles: ['hr'] };

type Who = 'visitor' | 'owner' | 'other tutor' | 'admin' | 'student' | 'subscriber';
const actors: Record<Who, Actor> = {
  visitor,
  owner,
  'other tutor': otherTutor,
  admin,
  student,
  subscriber: student,
};
const STATES: CourseState[] = ['published', 'pending_review', 'rejected', 'draft'];

function course(who: Who, state: CourseState, extra: { isTutorCourse?: boolean; isActive?: boolean } = {}) {
  return { ownerId: OWNER, state, subscribed: who === 'subscriber', ...extra };
}

/** Expected answers per actor, in the order of STATES. */
type Row = [Who, Decision, Decision, Decision, Decision];

describe('access policy: courses (role x ownership x state)', () => {
  const see: Row[] = [
    ['visitor', 'allow', 'hidden', 'hidden', 'hidden'],
    ['student', 'allow', 'hidden', 'hidden', 'hidden'],
    ['other tutor', 'allow', 'hidden', 'hidden', 'hidden'],
    ['owner', 'allow', 'allow', 'allow', 'allow'],
    ['admin', 'allow', 'allow', 'allow', 'allow'],
    ['subscriber', 'allow', 'allow', 'allow', 'allow'],
  ];
  it.each(see)('seeCourse as %s', (who, ...expected) => {
    expect(STATES.map((s) => accessPolicy.seeCourse(actors[who], course(who, s)))).toEqual(expected);
  });

  const change: Row[] = [
    ['visitor', 'unauthenticated', 'hidden', 'hidden', 'hidden'],
    ['student', 'not_owner', 'hidden', 'hidden', 'hidden'],
    ['other tutor', 'not_owner', 'hidden', 'hidden', 'hidden'],
    ['subscriber', 'not_owner', 'hidden', 'hidden', 'hidden'],
    ['owner', 'allow', 'allow', 'allow', 'allow'],
    ['admin', 'allow', 'allow', 'allow', 'allow'],
  ];
  it.each(change)('changeCourse as %s', (who, ...expected) => {
    expect(STATES.map((s) => accessPolicy.changeCourse(actors[who], course(who, s)))).toEqual(expected);
  });

  const author: Row[] = [
    ['visitor', 'unauthenticated', 'unauthenticated', 'unauthenticated', 'unauthenticated'],
    ['student', 'not_owner', 'not_owner', 'not_owner', 'not_owner'],
    ['other tutor', 'not_owner', 'not_owner', 'not_owner', 'not_owner'],
    ['subscriber', 'not_owner', 'not_owner', 'not_owner', 'not_owner'],
    ['admin', 'not_owner', 'not_owner', 'not_owner', 'not_owner'],
    ['owner', 'allow', 'allow', 'allow', 'allow'],
  ];
  it.each(author)('authorCourse (tutor authoring) as %s', (who, ...expected) => {
    expect(STATES.map((s) => accessPolicy.authorCourse(actors[who], course(who, s)))).toEqual(expected);
  });

  it('authorCourse hides a course that does not exist, from everyone', () => {
    for (const who of Object.keys(actors) as Who[])
      expect(accessPolicy.authorCourse(actors[who], undefined)).toBe('hidden');
  });

  const enrol: Row[] = [
    ['visitor', 'unauthenticated', 'hidden', 'hidden', 'hidden'],
    ['student', 'allow', 'hidden', 'hidden', 'hidden'],
    ['owner', 'allow', 'hidden', 'hidden', 'hidden'],
    ['admin', 'allow', 'hidden', 'hidden', 'hidden'],
  ];
  it.each(enrol)('enrolInCourse as %s', (who, ...expected) => {
    expect(STATES.map((s) => accessPolicy.enrolInCourse(actors[who], course(who, s)))).toEqual(expected);
  });

  const takePart: Row[] = [
    ['visitor', 'unauthenticated', 'hidden', 'hidden', 'hidden'],
    ['student', 'not_subscribed', 'hidden', 'hidden', 'hidden'],
    ['other tutor', 'not_subscribed', 'hidden', 'hidden', 'hidden'],
    ['owner', 'not_subscribed', 'not_subscribed', 'not_subscribed', 'not_subscribed'],
    ['admin', 'not_subscribed', 'not_subscribed', 'not_subscribed', 'not_subscribed'],
    ['subscriber', 'allow', 'allow', 'allow', 'allow'],
  ];
  it.each(takePart)('takePartInCourse as %s', (who, ...expected) => {
    expect(STATES.map((s) => accessPolicy.takePartInCourse(actors[who], course(who, s)))).toEqual(expected);
  });

  it.each([
    // who, preview, tutor course, active, expected
    ['visitor', true, false, true, 'allow'],
    ['visitor', false, false, true, 'not_subscribed'],
    ['student', false, false, true, 'not_subscribed'],
    ['subscriber', false, false, false, 'allow'],
    ['subscriber', false, true, true, 'allow'],
    ['subscriber', false, true, false, 'course_inactive'],
    ['owner', false, false, true, 'not_subscribed'],
  ] as const)('useCourseContent of a published course as %s (preview %s, tutor %s, active %s)', (who, isPreview, isTutorCourse, isActive, expected) => {
    const facts = course(who, 'published', { isTutorCourse, isActive });
    expect(accessPolicy.useCourseContent(actors[who], facts, { isPreview })).toBe(expected);
  });

  it('hides even the preview of an unpublished course from the public', () => {
    expect(
      accessPolicy.useCourseContent(visitor, course('visitor', 'pending_review'), { isPreview: true }),
    ).toBe('hidden');
    expect(accessPolicy.useCourseContent(owner, course('owner', 'rejected'), { isPreview: true })).toBe(
      'allow',
    );
  });

  it('reads every courses.status_id, unknown ones as draft', () => {
    expect(
      [COURSE_STATUS.published, COURSE_STATUS.pending, COURSE_STATUS.rejected, 7].map(courseStateOf),
    ).toEqual(['published', 'pending_review', 'rejected', 'draft']);
  });
});

describe('access policy: rows owned by one user (review, wishlist item, subscription)', () => {
  it.each([
    ['visitor', visitor, { ownerId: 20 }, 'unauthenticated'],
    ['the owner', student, { ownerId: 20 }, 'allow'],
    ['another user', otherTutor, { ownerId: 20 }, 'not_owner'],
    ['an admin', admin, { ownerId: 20 }, 'not_owner'],
    ['anyone, missing row', student, undefined, 'hidden'],
  ] as const)('changeOwnItem by %s', (_who, actor, item, expected) => {
    expect(accessPolicy.changeOwnItem(actor, item)).toBe(expected);
  });

  it.each([
    [visitor, 20, 'unauthenticated'],
    [student, 20, 'allow'],
    [student, 21, 'not_owner'],
  ] as const)('actAsUser %#', (actor, userId, expected) => {
    expect(accessPolicy.actAsUser(actor, userId)).toBe(expected);
  });
});

describe('access policy: orders', () => {
  const order = { ownerId: 20, studentIds: [21] };
  const pupil: Actor = { kind: 'user', id: 21, roles: ['student'] };
  const stranger: Actor = { kind: 'user', id: 22, roles: ['student'] };
  it.each([
    ['visitor', visitor, 'unauthenticated', 'unauthenticated'],
    ['payer', student, 'allow', 'allow'],
    ['pupil of its package', pupil, 'allow', 'not_owner'],
    ['stranger', stranger, 'hidden', 'hidden'],
    ['admin', admin, 'hidden', 'hidden'],
  ] as const)('%s: see, cancel', (_who, actor, see, cancel) => {
    expect([accessPolicy.seeOrder(actor, order), accessPolicy.cancelOrder(actor, order)]).toEqual([
      see,
      cancel,
    ]);
  });
  it('hides a missing order from everyone', () => {
    expect(accessPolicy.seeOrder(student, undefined)).toBe('hidden');
    expect(accessPolicy.cancelOrder(student, undefined)).toBe('hidden');
  });
});

describe('access policy: accounts, HR lists and files', () => {
  it.each([
    [visitor, { id: 20 }, 'unauthenticated'],
    [student, { id: 20 }, 'allow'],
    [otherTutor, { id: 20 }, 'hidden'],
    [admin, { id: 20 }, 'allow'],
    [admin, undefined, 'hidden'],
  ] as const)('manageAccount %#', (actor, account, expected) => {
    expect(accessPolicy.manageAccount(actor, account)).toBe(expected);
  });

  it.each([
    [visitor, { hrCompanyId: 5 }, 'unauthenticated'],
    [student, { hrCompanyId: null }, 'no_company'],
    [hr, { hrCompanyId: null }, 'no_company'],
    [hr, { hrCompanyId: 5 }, 'allow'],
    [hr, { hrCompanyId: 5, employeeCompanyId: 5 }, 'allow'],
    [hr, { hrCompanyId: 5, employeeCompanyId: 6 }, 'hidden'],
    [hr, { hrCompanyId: 5, employeeCompanyId: null }, 'hidden'],
  ] as const)('manageEmployees %#', (actor, facts, expected) => {
    expect(accessPolicy.manageEmployees(actor, facts)).toBe(expected);
  });

  it.each([
    [visitor, { id: 1 }, 'unauthenticated'],
    [hr, { id: 1 }, 'not_owner'],
    [student, { id: 1, userIsMember: true }, 'not_owner'],
    [admin, { id: 1 }, 'allow'],
    [admin, { id: 1, userIsMember: true }, 'allow'],
    [admin, { id: 1, userIsMember: false }, 'hidden'],
    [admin, undefined, 'hidden'],
    [hr, undefined, 'not_owner'],
  ] as const)('manageGroupStatistics %#', (actor, group, expected) => {
    expect(accessPolicy.manageGroupStatistics(actor, group)).toBe(expected);
  });

  it.each([
    [visitor, 'unauthenticated'],
    [hr, 'not_owner'],
    [student, 'not_owner'],
    [admin, 'allow'],
  ] as const)('seeGroupStatistics %#', (actor, expected) => {
    expect(accessPolicy.seeGroupStatistics(actor)).toBe(expected);
  });

  const privateFile = { ownerId: 20, visibility: 'private' } as const;
  const publicFile = { ownerId: 20, visibility: 'public' } as const;
  it.each([
    [visitor, publicFile, 'allow', 'unauthenticated'],
    [visitor, privateFile, 'hidden', 'unauthenticated'],
    [student, privateFile, 'allow', 'allow'],
    [otherTutor, privateFile, 'hidden', 'hidden'],
    [admin, privateFile, 'allow', 'hidden'],
    [student, undefined, 'hidden', 'hidden'],
  ] as const)('readFile, changeFile %#', (actor, file, read, change) => {
    expect([accessPolicy.readFile(actor, file), accessPolicy.changeFile(actor, file)]).toEqual([
      read,
      change,
    ]);
  });
});

describe('access policy: back-office requests and sales totals', () => {
  it.each([
    [visitor, 'unauthenticated', 'unauthenticated', 'unauthenticated'],
    [admin, 'allow', 'allow', 'not_owner'],
    [owner, 'not_owner', 'not_owner', 'allow'],
    [otherTutor, 'not_owner', 'not_owner', 'not_owner'],
    [student, 'not_owner', 'not_owner', 'not_owner'],
    [hr, 'not_owner', 'not_owner', 'not_owner'],
  ] as const)('decideRequests, shop totals, own tutor totals %#', (actor, decide, shop, tutor) => {
    expect([
      accessPolicy.decideRequests(actor),
      accessPolicy.seeSalesTotals(actor, 'shop'),
      accessPolicy.seeSalesTotals(actor, { tutorId: OWNER }),
    ]).toEqual([decide, shop, tutor]);
  });

  it.each([
    [visitor, 'unauthenticated'],
    [admin, 'allow'],
    [owner, 'not_owner'],
    [student, 'not_owner'],
    [hr, 'not_owner'],
  ] as const)('manageOrders %#', (actor, decision) => {
    expect(accessPolicy.manageOrders(actor)).toBe(decision);
  });

  it('a student whose id matches is still no tutor', () => {
    expect(accessPolicy.seeSalesTotals(student, { tutorId: 20 })).toBe('not_owner');
  });
});

describe('access policy: actors and refusals', () => {
  it('builds the actor from the request user', () => {
    expect(actorOf(null)).toEqual(VISITOR);
    expect(actorOf({ id: 3, roles: ['tutor'] })).toEqual({ kind: 'user', id: 3, roles: ['tutor'] });
  });

  it('answers 404 for hidden things, 401 for visitors and 403 for the rest', () => {
    expect(statusOf('hidden')).toBe(404);
    expect(statusOf('unauthenticated')).toBe(401);
    expect(statusOf('not_owner')).toBe(403);
    expect(statusOf('not_subscribed')).toBe(403);
    expect(refusalError('not_subscribed', { not_subscribed: 'Subscribe first' }).message).toBe(
      'Subscribe first',
    );
    expect(refusalError('hidden').status).toBe(404);
  });
});
