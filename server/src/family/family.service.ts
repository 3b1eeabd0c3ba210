import { type Database, type Db, userRepository } from '@mahir/db';
import { accountRepository } from '@mahir/db/repositories/account.repository';
import { courseLibraryRepository } from '@mahir/db/repositories/course-library.repository';
import { familyRepository, type WeekActivity } from '@mahir/db/repositories/family.repository';
import { geographyRepository } from '@mahir/db/repositories/geography.repository';
import { COUNTRY_MALAYSIA, FIELD_MSG, MSG } from '@mahir/shared';
import { ACCOUNT_MSG } from '@mahir/shared/accounts/account-messages';
import { isMinor } from '@mahir/shared/accounts/minor';
import { ONE_TIME_TOKEN_LIFETIME_MS } from '@mahir/shared/accounts/one-time-tokens';
import {
  GUARDIAN_CONSENT_VERSION,
  GUARDIAN_CONSENT_WORDING,
  PRIVACY_NOTICE_VERSION,
} from '@mahir/shared/accounts/privacy-notice';
import type { AddChildBody, FamilyChild, WeekFigures } from '@mahir/shared/contract/family.contract';
import { type MailLanguage, mailLanguageOf } from '@mahir/shared/mail';
import { learningWeek } from '@mahir/shared/rules/learning-week';
import { addDays } from '@mahir/shared/rules/malaysia-time';
import type { Transaction } from 'kysely';
import type { z } from 'zod';
import { type Actor, hasRole, type UserActor } from '../access/actor';
import { tokenMails } from '../accounts/account.service';
import { freeUsername } from '../accounts/free-username';
import { guardianFieldsOf } from '../accounts/guardian-fields';
import { tokenRefused } from '../accounts/token-refusal';
import type { ServiceDeps } from '../app-context';
import { childLinkKeys, guardianAddressKeys, guardianConsentKeys } from '../auth/account-throttles';
import { createAttemptLimiter } from '../auth/attempt-limiter';
import type { OneTimeTokens } from '../auth/one-time-token.service';
import { hashPassword } from '../auth/password';
import { AppError } from '../http/app-error';
import type { Mailer } from '../mail';

const A = ACCOUNT_MSG.en;
const DAY_MS = 86_400_000;
const QUIZ_RESULTS = 10;

export interface FamilyServiceDeps extends ServiceDeps {
  tokens: OneTimeTokens;
  mailer: Mailer;
}

type AddChildInput = z.output<typeof AddChildBody>;

/** Only a parent account holds children. */
function guardianOf(actor: Actor): UserActor {
  if (actor.kind !== 'user') throw AppError.unauthenticated();
  if (!hasRole(actor, 'parent')) throw AppError.forbidden();
  return actor;
}

/** Only a pupil confirms or ends a link to a guardian. */
function pupilOf(actor: Actor): UserActor {
  if (actor.kind !== 'user') throw AppError.unauthenticated();
  if (!hasRole(actor, 'student')) throw AppError.forbidden();
  return actor;
}

function figures(week: WeekActivity): WeekFigures {
  return {
    modules: week.modules,
    minutes: Math.round(week.seconds / 60),
    quizzes: week.quizzes,
    quiz_average: week.quizAverage === null ? null : Math.round(week.quizAverage * 10) / 10,
    sign_ins: week.signIns,
  };
}

/** Whether a pupil waits for a guardian's consent: a request made, none given, and still under 18. */
export async function consentNeeded(
  db: Db,
  user: { id: number; dob: string | null },
  at: Date,
): Promise<boolean> {
  if (!isMinor(user.dob, at)) return false;
  const consent = await familyRepository.consentOf(db, user.id);
  return consent !== undefined && consent.given_at === null;
}

/**
 * Families (issue 20): a guardian's children (added or linked with the pupil's confirmation), what the
 * guardian sees of them, and the consent a pupil under 18 who signed up alone waits for.
 * docs/families.md.
 */
export function createFamilyService(deps: FamilyServiceDeps) {
  const { db, clock, tokens, mailer } = deps;
  const limiter = createAttemptLimiter({ db, clock });
  const { mailTokenLink, mailVerification } = tokenMails({ tokens, mailer });

  async function childView(child: Awaited<ReturnType<typeof familyRepository.children>>[number]) {
    const at = clock();
    const [packages, courses, quizzes, lastSignIn, thisWeek, lastWeek] = await Promise.all([
      familyRepository.packages(db, child.id),
      courseLibraryRepository.subscribedCourses(db, child.id),
      familyRepository.quizResults(db, child.id, QUIZ_RESULTS),
      familyRepository.lastSignIn(db, child.id),
      weekOf(child.id, at, 0),
      weekOf(child.id, at, 1),
    ]);
    const ids = [...new Set(courses.map((c) => c.course_id))];
    const [moduleCounts, watchedCounts] = await Promise.all([
      courseLibraryRepository.moduleCounts(db, ids),
      courseLibraryRepository.watchedCounts(db, child.id, ids),
    ]);
    const seen = new Set<number>();
    const view: FamilyChild = {
      id: child.id,
      name: child.name,
      email: child.email,
      origin: child.origin,
      linked_at: child.linked_at,
      last_sign_in: lastSignIn,
      subscriptions: packages.map((p) => ({
        order_package_id: p.order_package_id,
        package: p.package,
        status: p.status,
        next_payment_date: p.next_payment_date ?? null,
      })),
      courses: courses
        .filter((c) => {
          if (seen.has(c.course_id)) return false;
          seen.add(c.course_id);
          return true;
        })
        .map((c) => {
          const modules = moduleCounts.get(c.course_id) ?? 0;
          const watched = Math.min(watchedCounts.get(c.course_id) ?? 0, modules);
          return {
            hashslug: c.hashslug,
            title: c.title,
            modules,
            watched,
            percent: modules ? Math.round((watched / modules) * 100) : 0,
            next_payment_date: c.next_payment_date,
          };
        }),
      quizzes: quizzes.map((q) => ({
        quiz: q.quiz,
        course: q.course,
        correct: q.correct,
        total: q.total,
        score: q.score,
        at: q.created_at,
      })),
      this_week: figures(thisWeek),
      last_week: figures(lastWeek),
    };
    return view;
  }

  function weekOf(childId: number, at: Date, back: number) {
    const week = learningWeek(at, back);
    return familyRepository.weekActivity(db, childId, week.from, week.to);
  }

  async function requireChild(guardianId: number, childId: number) {
    if (!(await familyRepository.isGuardianOf(db, guardianId, childId)))
      throw AppError.notFound(A.childNotFound, 'child_not_found');
  }

  const service = {
    /** The guardian's children with what `/family` shows of each; nobody else's. */
    async children(actor: Actor) {
      const guardian = guardianOf(actor);
      const rows = await familyRepository.children(db, guardian.id);
      const children: FamilyChild[] = [];
      for (const row of rows) children.push(await childView(row));
      const at = clock();
      return { children, week: { start: learningWeek(at).start, last_start: learningWeek(at, 1).start } };
    },

    /** One child's view (the guardian's own child only). */
    async child(actor: Actor, childId: number): Promise<FamilyChild> {
      const guardian = guardianOf(actor);
      await requireChild(guardian.id, childId);
      const row = (await familyRepository.children(db, guardian.id)).find((c) => c.id === childId);
      if (!row) throw AppError.notFound(A.childNotFound, 'child_not_found');
      return childView(row);
    },

    /**
     * Creates a pupil account held by the guardian with the subscription account step's fields; the
     * guardian's creating it is their consent, recorded like one given from a mail. The pupil's address is
     * verified by the link mailed to it.
     */
    async addChild(actor: Actor, input: AddChildInput, meta: { ip: string }) {
      const guardian = guardianOf(actor);
      if (await accountRepository.emailTaken(db, input.email))
        throw new AppError(409, MSG.emailTaken, { email: [MSG.emailTaken] });
      const school = input.school_id ? await geographyRepository.school(db, input.school_id) : undefined;
      if (input.school_id && !school)
        throw AppError.invalid({ name_institution: [FIELD_MSG.schoolRequired] });
      const passwordHash = await hashPassword(input.password);
      const now = clock().toISOString();
      const name = `${input.first_name} ${input.last_name}`.slice(0, 255);
      try {
        return await db.transaction().execute(async (trx) => {
          const username = await freeUsername(trx, input.email);
          const childId = await accountRepository.createUser(
            trx,
            {
              email: input.email.toLowerCase(),
              password_hash: passwordHash,
              username,
              name,
              first_name: input.first_name,
              last_name: input.last_name,
              icno: input.icno,
              dob: input.dob,
              gender: input.gender,
              phone_no: input.phone_no,
              race: input.race,
              religion: input.religion,
              name_institution: school?.name ?? input.name_institution,
              school_id: school?.id ?? null,
              country_id: COUNTRY_MALAYSIA,
              can_wishlist: 1,
              is_active: 1,
              created_at: now,
              updated_at: now,
            },
            ['student'],
          );
          await accountRepository.saveGuardian(trx, childId, guardianFieldsOf(input));
          await familyRepository.link(trx, guardian.id, childId, 'added', now);
          const self = await userRepository.findById(trx, guardian.id);
          const language = mailLanguageOf(self?.language);
          await familyRepository.requestConsent(trx, {
            child_id: childId,
            guardian_email: self?.email ?? input.g_email,
            guardian_id: guardian.id,
            requested_at: now,
          });
          await familyRepository.giveConsent(trx, childId, {
            guardian_id: guardian.id,
            given_at: now,
            version: GUARDIAN_CONSENT_VERSION,
            language,
            wording: GUARDIAN_CONSENT_WORDING[language].consent(name),
            ip: meta.ip,
          });
          await mailVerification(
            trx,
            { id: childId, name, email: input.email.toLowerCase() },
            `verify:user:${childId}:added`,
          );
          return { child: { id: childId, name, email: input.email.toLowerCase() } };
        });
      } catch (err) {
        if (await accountRepository.emailTaken(db, input.email))
          throw new AppError(409, MSG.emailTaken, { email: [MSG.emailTaken] });
        throw err;
      }
    },

    /**
     * Asks an existing pupil to confirm the link: a `child_link` token for the pupil, mailed to them. An
     * address without a pupil's account gets the same refusal as a non-pupil's, and both count.
     */
    async linkChild(actor: Actor, email: string): Promise<void> {
      const guardian = guardianOf(actor);
      await limiter.attempt(childLinkKeys(guardian.id), A.childLinkThrottled);
      const pupil = await userRepository.findByEmail(db, email);
      const roles = pupil ? await userRepository.rolesOf(db, pupil.id) : [];
      if (!pupil || !pupil.is_active || pupil.id === guardian.id || !roles.includes('student'))
        throw AppError.invalid({ email: [A.childLinkNotPupil] }, A.childLinkNotPupil, 'not_a_pupil');
      if (await familyRepository.isGuardianOf(db, guardian.id, pupil.id))
        throw AppError.conflict(A.childAlreadyLinked, 'already_linked');
      const self = await userRepository.findById(db, guardian.id);
      const guardianName = self?.name ?? '';
      await db.transaction().execute((trx) =>
        mailTokenLink(
          trx,
          pupil,
          { purpose: 'child_link', payload: { guardianId: guardian.id } },
          {
            template: 'child-link',
            data: (token) => ({
              name: pupil.name,
              guardianName,
              token,
              expiresInDays: Math.round(ONE_TIME_TOKEN_LIFETIME_MS.child_link / DAY_MS),
            }),
            idempotencyKey: `child-link:${guardian.id}:${pupil.id}:${clock().getTime()}`,
          },
        ),
      );
    },

    /** The pupil confirms a guardian's request, signed in as the pupil the link was sent to. */
    async confirmLink(actor: Actor, token: string) {
      const pupil = pupilOf(actor);
      return db.transaction().execute(async (trx) => {
        const used = await tokens.consume('child_link', token, { db: trx, userId: pupil.id });
        if (!used.ok) throw tokenRefused(used.reason);
        const guardian = await userRepository.findById(trx, used.payload.guardianId);
        const roles = guardian ? await userRepository.rolesOf(trx, guardian.id) : [];
        if (!guardian || !guardian.is_active || !roles.includes('parent')) throw tokenRefused('invalid');
        await familyRepository.link(trx, guardian.id, pupil.id, 'linked', clock().toISOString());
        return { guardian: { id: guardian.id, name: guardian.name, email: guardian.email } };
      });
    },

    async unlinkChild(actor: Actor, childId: number): Promise<void> {
      const guardian = guardianOf(actor);
      if (!(await familyRepository.unlink(db, guardian.id, childId)))
        throw AppError.notFound(A.childNotFound, 'child_not_found');
    },

    async guardians(actor: Actor) {
      const pupil = pupilOf(actor);
      const [rows, user, consent] = await Promise.all([
        familyRepository.guardiansOf(db, pupil.id),
        userRepository.findById(db, pupil.id),
        familyRepository.consentOf(db, pupil.id),
      ]);
      const needed = user ? await consentNeeded(db, user, clock()) : false;
      return {
        guardians: rows.map((g) => ({ id: g.id, name: g.name, email: g.email })),
        consent_needed: needed,
        consent_asked:
          needed && consent ? { email: consent.guardian_email, requested_at: consent.requested_at } : null,
      };
    },

    /**
     * A pupil still waiting asks again (the mail was lost, or the link expired): a new link to the same
     * address, which revokes the old one. Throttled per pupil and per address.
     */
    async resendConsent(actor: Actor): Promise<{ sent: true; email: string }> {
      const pupil = pupilOf(actor);
      const [user, consent] = await Promise.all([
        userRepository.findById(db, pupil.id),
        familyRepository.consentOf(db, pupil.id),
      ]);
      if (!user || !consent || !(await consentNeeded(db, user, clock())))
        throw AppError.conflict(A.guardianConsentNotAwaited, 'consent_not_awaited');
      await limiter.attempt(guardianConsentKeys(user.id, consent.guardian_email), A.guardianConsentThrottled);
      await db
        .transaction()
        .execute((trx) =>
          service.requestConsent(
            trx,
            { id: user.id, name: user.name },
            consent.guardian_email,
            PRIVACY_NOTICE_VERSION,
          ),
        );
      return { sent: true, email: consent.guardian_email };
    },

    async unlinkGuardian(actor: Actor, guardianId: number): Promise<void> {
      const pupil = pupilOf(actor);
      if (!(await familyRepository.unlink(db, guardianId, pupil.id)))
        throw AppError.notFound(A.guardianNotFound, 'guardian_not_found');
    },

    /**
     * At a pupil's sign-up, in its transaction: a minor names a guardian, who is mailed a consent link. The
     * guardian's address is throttled before (`guardianAddressKeys`), as the pupil has no id yet.
     */
    async requestConsent(
      trx: Transaction<Database>,
      child: { id: number; name: string },
      guardianEmail: string,
      noticeVersion: string,
    ): Promise<void> {
      const now = clock().toISOString();
      await familyRepository.requestConsent(trx, {
        child_id: child.id,
        guardian_email: guardianEmail,
        requested_at: now,
      });
      const issued = await tokens.issue(
        { purpose: 'guardian_consent', userId: child.id, payload: { guardianEmail, noticeVersion } },
        trx,
      );
      const guardian = await userRepository.findByEmail(trx, guardianEmail);
      await mailer.enqueue(trx, {
        template: 'guardian-consent',
        data: {
          guardianName: guardian?.name ?? guardianEmail,
          childName: child.name,
          token: issued.token,
          expiresInDays: Math.round(ONE_TIME_TOKEN_LIFETIME_MS.guardian_consent / DAY_MS),
        },
        to: { email: guardianEmail, name: guardian?.name ?? guardianEmail },
        language: mailLanguageOf(guardian?.language),
        userId: guardian?.id ?? null,
        idempotencyKey: `guardian-consent:${child.id}:${now}`,
      });
    },

    /**
     * The weekly summary of the week before `now` (Monday to Sunday, Malaysia time) to every guardian, in
     * their language: once per guardian and week (the idempotency key), so the hourly schedule may run it
     * again. A guardian who turned off the `progress` category gets none (checked when sending).
     */
    async sendWeeklySummaries(now: Date): Promise<number> {
      const week = learningWeek(now, 1);
      let queued = 0;
      for (const guardian of await familyRepository.guardiansWithChildren(db)) {
        const rows = await familyRepository.children(db, guardian.id);
        const children: {
          name: string;
          figures: { metric: 'minutes' | 'modules' | 'quizzes' | 'quiz-average'; value: number }[];
        }[] = [];
        for (const child of rows.slice(0, 20)) {
          const w = await familyRepository.weekActivity(db, child.id, week.from, week.to);
          const figures: { metric: 'minutes' | 'modules' | 'quizzes' | 'quiz-average'; value: number }[] = [];
          if (w.seconds > 0) figures.push({ metric: 'minutes', value: Math.round(w.seconds / 60) });
          if (w.modules > 0) figures.push({ metric: 'modules', value: w.modules });
          if (w.quizzes > 0) figures.push({ metric: 'quizzes', value: w.quizzes });
          if (w.quizAverage !== null) figures.push({ metric: 'quiz-average', value: w.quizAverage });
          children.push({ name: child.name, figures });
        }
        if (children.length === 0) continue;
        await db.transaction().execute((trx) =>
          mailer.enqueue(trx, {
            template: 'progress-summary',
            data: { name: guardian.name, weekStart: week.start, weekEnd: addDays(week.start, 6), children },
            to: { email: guardian.email, name: guardian.name },
            language: mailLanguageOf(guardian.language),
            userId: guardian.id,
            idempotencyKey: `progress-summary:guardian:${guardian.id}:${week.start}`,
          }),
        );
        queued += 1;
      }
      return queued;
    },

    throttleConsentRequest(guardianEmail: string) {
      return limiter.attempt(guardianAddressKeys(guardianEmail), A.guardianConsentThrottled);
    },

    /** What a consent link asks, without using it. */
    async consentCheck(token: string) {
      const found = await tokens.check('guardian_consent', token);
      if (!found.ok) throw tokenRefused(found.reason);
      const child = await userRepository.findById(db, found.userId);
      if (!child) throw tokenRefused('invalid');
      const consent = await familyRepository.consentOf(db, child.id);
      return {
        child_name: child.name,
        version: GUARDIAN_CONSENT_VERSION,
        wording: {
          en: GUARDIAN_CONSENT_WORDING.en.consent(child.name),
          ms: GUARDIAN_CONSENT_WORDING.ms.consent(child.name),
        },
        given: Boolean(consent?.given_at),
      };
    },

    /**
     * The guardian consents with the mailed link (signed in or not): once, recording the time, the version
     * and the words shown in the language they read. A signed-in parent account with the address the link
     * was sent to is recorded as the guardian and holds the pupil as their child from then on.
     */
    async consent(actor: Actor, token: string, language: MailLanguage, meta: { ip: string }) {
      await db.transaction().execute(async (trx) => {
        const used = await tokens.consume('guardian_consent', token, { db: trx });
        if (!used.ok) throw tokenRefused(used.reason);
        const child = await userRepository.findById(trx, used.userId);
        if (!child) throw tokenRefused('invalid');
        const now = clock().toISOString();
        let guardianId: number | null = null;
        if (actor.kind === 'user') {
          const me = await userRepository.findById(trx, actor.id);
          if (me && me.email.toLowerCase() === used.payload.guardianEmail.toLowerCase()) guardianId = me.id;
        }
        const given = await familyRepository.giveConsent(trx, child.id, {
          guardian_id: guardianId,
          given_at: now,
          version: GUARDIAN_CONSENT_VERSION,
          language,
          wording: GUARDIAN_CONSENT_WORDING[language].consent(child.name),
          ip: meta.ip,
        });
        if (!given) throw AppError.conflict(A.guardianConsentAlreadyGiven, 'consent_given');
        if (guardianId !== null && hasRole(actor, 'parent'))
          await familyRepository.link(trx, guardianId, child.id, 'linked', now);
      });
    },
  };
  return service;
}

export type FamilyService = ReturnType<typeof createFamilyService>;
