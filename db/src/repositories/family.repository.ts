import type { Insertable } from 'kysely';
import type { Db } from '../connection';
import type { Database } from '../schema';

/** A child as the guardian's list shows them. */
export interface ChildRow {
  id: number;
  name: string;
  email: string;
  dob: string | null;
  origin: 'added' | 'linked';
  linked_at: string;
}

/** One week's learning of a pupil. */
export interface WeekActivity {
  modules: number;
  seconds: number;
  quizzes: number;
  quizAverage: number | null;
  signIns: number;
}

/** Guardians and their children (issue 20): the links, the guardian's consent, and what the dashboard reads. */
export const familyRepository = {
  children(db: Db, guardianId: number): Promise<ChildRow[]> {
    return db
      .selectFrom('guardianships')
      .innerJoin('users', 'users.id', 'guardianships.child_id')
      .select([
        'users.id',
        'users.name',
        'users.email',
        'users.dob',
        'guardianships.origin',
        'guardianships.created_at as linked_at',
      ])
      .where('guardianships.guardian_id', '=', guardianId)
      .orderBy('guardianships.created_at')
      .orderBy('users.id')
      .execute();
  },

  guardiansOf(db: Db, childId: number) {
    return db
      .selectFrom('guardianships')
      .innerJoin('users', 'users.id', 'guardianships.guardian_id')
      .select(['users.id', 'users.name', 'users.email', 'guardianships.origin', 'guardianships.created_at'])
      .where('guardianships.child_id', '=', childId)
      .orderBy('guardianships.created_at')
      .execute();
  },

  async isGuardianOf(db: Db, guardianId: number, childId: number): Promise<boolean> {
    const row = await db
      .selectFrom('guardianships')
      .select('id')
      .where('guardian_id', '=', guardianId)
      .where('child_id', '=', childId)
      .executeTakeFirst();
    return row !== undefined;
  },

  /** Links a child to a guardian; a link that exists already stays as it was. */
  async link(db: Db, guardianId: number, childId: number, origin: 'added' | 'linked', now: string) {
    await db
      .insertInto('guardianships')
      .values({ guardian_id: guardianId, child_id: childId, origin, created_at: now })
      .onConflict((oc) => oc.columns(['guardian_id', 'child_id']).doNothing())
      .execute();
  },

  /** Removes a link; answers whether there was one. */
  async unlink(db: Db, guardianId: number, childId: number): Promise<boolean> {
    const res = await db
      .deleteFrom('guardianships')
      .where('guardian_id', '=', guardianId)
      .where('child_id', '=', childId)
      .executeTakeFirst();
    return Number(res.numDeletedRows) > 0;
  },

  /** Every guardian with at least one child, for the weekly summary. */
  guardiansWithChildren(db: Db) {
    return db
      .selectFrom('users')
      .select(['users.id', 'users.name', 'users.email', 'users.language'])
      .where('users.is_active', '=', 1)
      .where((eb) =>
        eb.exists(eb.selectFrom('guardianships').select('id').whereRef('guardian_id', '=', 'users.id')),
      )
      .orderBy('users.id')
      .execute();
  },

  /** The packages bought for the pupil (by anyone), with the next payment of their subscriptions. */
  packages(db: Db, childId: number) {
    return db
      .selectFrom('order_packages as op')
      .innerJoin('packages as p', 'p.id', 'op.package_id')
      .leftJoin('subscriptions as s', 's.order_package_id', 'op.id')
      .select((eb) => [
        'op.id as order_package_id',
        'p.name as package',
        'op.status',
        eb.fn.max('s.next_payment_date').as('next_payment_date'),
      ])
      .where('op.student_user_id', '=', childId)
      .groupBy(['op.id', 'p.name', 'op.status'])
      .orderBy('op.id', 'desc')
      .execute();
  },

  async lastSignIn(db: Db, userId: number): Promise<string | null> {
    const row = await db
      .selectFrom('login_statistics')
      .select((eb) => eb.fn.max('created_at').as('at'))
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row?.at ?? null;
  },

  /** The pupil's latest quiz results, newest first. */
  quizResults(db: Db, userId: number, limit: number) {
    return db
      .selectFrom('quiz_submissions as s')
      .innerJoin('quizzes as q', 'q.id', 's.quiz_id')
      .innerJoin('courses as c', 'c.id', 's.course_id')
      .select(['q.title as quiz', 'c.title as course', 's.correct', 's.total', 's.score', 's.created_at'])
      .where('s.user_id', '=', userId)
      .orderBy('s.created_at', 'desc')
      .orderBy('s.id', 'desc')
      .limit(limit)
      .execute();
  },

  /**
   * A pupil's learning in [from, to): distinct modules watched and their running time (the time spent, as
   * far as the product can tell), quizzes taken and their average score, sign-ins.
   */
  async weekActivity(db: Db, userId: number, from: string, to: string): Promise<WeekActivity> {
    const watched = await db
      .selectFrom('modules')
      .select(['modules.id', 'modules.duration'])
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('module_watches as w')
            .select('w.id')
            .whereRef('w.module_id', '=', 'modules.id')
            .where('w.user_id', '=', userId)
            .where('w.watched_at', '>=', from)
            .where('w.watched_at', '<', to),
        ),
      )
      .execute();
    const quiz = await db
      .selectFrom('quiz_submissions')
      .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.avg<number>('score').as('avg')])
      .where('user_id', '=', userId)
      .where('created_at', '>=', from)
      .where('created_at', '<', to)
      .executeTakeFirst();
    const logins = await db
      .selectFrom('login_statistics')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .where('created_at', '>=', from)
      .where('created_at', '<', to)
      .executeTakeFirst();
    const quizzes = Number(quiz?.n ?? 0);
    return {
      modules: watched.length,
      seconds: watched.reduce((sum, m) => sum + Number(m.duration || 0), 0),
      quizzes,
      quizAverage: quizzes > 0 && quiz?.avg !== null && quiz?.avg !== undefined ? Number(quiz.avg) : null,
      signIns: Number(logins?.n ?? 0),
    };
  },

  /** Whether the pupil asked a guardian for consent that has not been given. */
  async consentPending(db: Db, childId: number): Promise<boolean> {
    const row = await db
      .selectFrom('guardian_consents')
      .select('id')
      .where('child_id', '=', childId)
      .where('given_at', 'is', null)
      .executeTakeFirst();
    return row !== undefined;
  },

  consentOf(db: Db, childId: number) {
    return db.selectFrom('guardian_consents').selectAll().where('child_id', '=', childId).executeTakeFirst();
  },

  /** Records (or renews) the pupil's request for consent; a consent already given is kept. */
  async requestConsent(db: Db, row: Insertable<Database['guardian_consents']>): Promise<void> {
    await db
      .insertInto('guardian_consents')
      .values(row)
      .onConflict((oc) =>
        oc
          .column('child_id')
          .doUpdateSet({ guardian_email: row.guardian_email, requested_at: row.requested_at })
          .where('guardian_consents.given_at', 'is', null),
      )
      .execute();
  },

  /** Records the consent once; answers false when it was given already (or never asked). */
  async giveConsent(
    db: Db,
    childId: number,
    consent: {
      guardian_id: number | null;
      given_at: string;
      version: string;
      language: string;
      wording: string;
      ip: string | null;
    },
  ): Promise<boolean> {
    const res = await db
      .updateTable('guardian_consents')
      .set(consent)
      .where('child_id', '=', childId)
      .where('given_at', 'is', null)
      .executeTakeFirst();
    return Number(res.numUpdatedRows) > 0;
  },
};
