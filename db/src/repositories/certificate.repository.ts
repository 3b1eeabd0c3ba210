import type { Selectable } from 'kysely';
import type { Db } from '../connection';
import type { CertificateTable } from './certificate.table';

export type Certificate = Selectable<CertificateTable>;

export interface NewCertificate {
  userId: number;
  courseId: number;
  code: string;
  learnerName: string;
  courseTitle: string;
  tutorName: string;
  issuedAt: string;
}

/** Certificates of finished courses (certificates). */
export const certificateRepository = {
  /**
   * Issues the learner's certificate for a course once: a second call, or two at the same moment, gives back the
   * first one with `created: false`. A code already taken by another certificate throws (the unique index); the
   * caller draws another code and tries again.
   */
  async issue(db: Db, input: NewCertificate): Promise<{ certificate: Certificate; created: boolean }> {
    const inserted = await db
      .insertInto('certificates')
      .values({
        user_id: input.userId,
        course_id: input.courseId,
        code: input.code,
        learner_name: input.learnerName,
        course_title: input.courseTitle,
        tutor_name: input.tutorName,
        issued_at: input.issuedAt,
      })
      .onConflict((oc) => oc.columns(['user_id', 'course_id']).doNothing())
      .returningAll()
      .executeTakeFirst();
    if (inserted) return { certificate: inserted, created: true };
    const existing = await certificateRepository.forUserCourse(db, input.userId, input.courseId);
    if (!existing) throw new Error('certificate neither inserted nor found');
    return { certificate: existing, created: false };
  },

  forUserCourse(db: Db, userId: number, courseId: number): Promise<Certificate | undefined> {
    return db
      .selectFrom('certificates')
      .selectAll()
      .where('user_id', '=', userId)
      .where('course_id', '=', courseId)
      .executeTakeFirst();
  },

  /** The public check: a certificate by its canonical code. */
  byCode(db: Db, code: string): Promise<Certificate | undefined> {
    return db.selectFrom('certificates').selectAll().where('code', '=', code).executeTakeFirst();
  },

  /** A learner's certificates, newest first, with the course's page slug for links. */
  listForUser(db: Db, userId: number): Promise<Array<Certificate & { course_hashslug: string }>> {
    return db
      .selectFrom('certificates as c')
      .innerJoin('courses as k', 'k.id', 'c.course_id')
      .selectAll('c')
      .select('k.hashslug as course_hashslug')
      .where('c.user_id', '=', userId)
      .orderBy('c.issued_at', 'desc')
      .orderBy('c.id', 'desc')
      .execute();
  },

  /** The names a certificate prints, as they are now: the learner's, the course's and its tutor's. */
  printedNames(
    db: Db,
    userId: number,
    courseId: number,
  ): Promise<{ learner_name: string; course_title: string; tutor_name: string } | undefined> {
    return db
      .selectFrom('courses as k')
      .innerJoin('users as t', 't.id', 'k.user_id')
      .innerJoin('users as u', (join) => join.on('u.id', '=', userId))
      .select(['u.name as learner_name', 'k.title as course_title', 't.name as tutor_name'])
      .where('k.id', '=', courseId)
      .executeTakeFirst();
  },

  /** Records the rendered PDF's key. */
  async setFileKey(db: Db, id: number, key: string): Promise<void> {
    await db.updateTable('certificates').set({ file_key: key }).where('id', '=', id).execute();
  },
};
