import { userRepository } from '@mahir/db';
import { accountRepository } from '@mahir/db/repositories/account.repository';
import { courseLibraryRepository } from '@mahir/db/repositories/course-library.repository';
import { familyRepository, type WeekActivity } from '@mahir/db/repositories/family.repository';
import { COUNTRY_MALAYSIA, MSG } from '@mahir/shared';
import { ACCOUNT_MSG } from '@mahir/shared/accounts/account-messages';
import { GUARDIAN_CONSENT_VERSION, GUARDIAN_CONSENT_WORDING } from '@mahir/shared/accounts/privacy-notice';
import type { AddChildBody, FamilyChild, WeekFigures } from '@mahir/shared/contract/family.contract';
import { mailLanguageOf } from '@mahir/shared/mail';
import { learningWeek } from '@mahir/shared/rules/learning-week';
import type { z } from 'zod';
import type { Actor } from '../access/actor';
import { tokenMails } from '../accounts/account.service';
import { freeUsername } from '../accounts/free-username';
import { guardianFieldsOf } from '../accounts/guardian-fields';
import { chosenSchool, pupilFieldsOf } from '../accounts/pupil-fields';
import { hashPassword } from '../auth/password';
import { AppError } from '../http/app-error';
import type { FamilyServiceDeps } from './family.service';
import { guardianOf } from './family-roles';

const A = ACCOUNT_MSG.en;
const QUIZ_RESULTS = 10;

type AddChildInput = z.output<typeof AddChildBody>;

function figures(week: WeekActivity): WeekFigures {
  return {
    modules: week.modules,
    minutes: Math.round(week.seconds / 60),
    quizzes: week.quizzes,
    quiz_average: week.quizAverage === null ? null : Math.round(week.quizAverage * 10) / 10,
    sign_ins: week.signIns,
  };
}

/**
 * A guardian's children (issue 20): what `/family` shows of each (subscriptions, courses, quizzes, this
 * week and the last), and a child's account created by the guardian.
 */
export function createFamilyChildren(deps: FamilyServiceDeps) {
  const { db, clock, tokens, mailer } = deps;
  const { mailVerification } = tokenMails({ tokens, mailer });

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

  return {
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
      const school = await chosenSchool(db, input.school_id);
      const passwordHash = await hashPassword(input.password);
      const now = clock().toISOString();
      const pupil = pupilFieldsOf(input, school);
      const { name } = pupil;
      try {
        return await db.transaction().execute(async (trx) => {
          const username = await freeUsername(trx, input.email);
          const childId = await accountRepository.createUser(
            trx,
            {
              email: input.email.toLowerCase(),
              password_hash: passwordHash,
              username,
              ...pupil,
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
  };
}
