import { SUBSCRIBER_STATUSES } from '@mahir/shared';
import type { Db } from '../connection';
import { rowById } from './row-lookup';
import { contains } from './text-match';

export interface SubscriberRow {
  user_id: number;
  name: string;
  username: string;
  first_name: string | null;
  last_name: string | null;
  subscribed_courses: number;
  watched: number;
}

/** Deletes one row of a course's tab; false when the course has no such row. */
async function deleteOfCourse(
  db: Db,
  table: 'training_schedules' | 'assignments',
  courseId: number,
  id: number,
): Promise<boolean> {
  const r = await db
    .deleteFrom(table)
    .where('id', '=', id)
    .where('course_id', '=', courseId)
    .executeTakeFirst();
  return Number(r.numDeletedRows) === 1;
}

/** The back office's course tabs: students, live schedules, assignments, quizzes. */
export const authoringTabsRepository = {
  /** Subscribers of a course with how many courses each holds and how many of this course's modules they watched. */
  async subscribers(db: Db, courseId: number): Promise<SubscriberRow[]> {
    const rows = await db
      .selectFrom('subscriptions as s')
      .innerJoin('users as u', 'u.id', 's.user_id')
      .select([
        'u.id as user_id',
        'u.name',
        'u.username',
        'u.first_name',
        'u.last_name',
        (eb) =>
          eb
            .selectFrom('subscriptions as o')
            .select((o) => o.fn.count<number>('o.id').as('n'))
            .whereRef('o.user_id', '=', 'u.id')
            .where('o.status', 'in', SUBSCRIBER_STATUSES)
            .as('subscribed_courses'),
        (eb) =>
          eb
            .selectFrom('module_watches as w')
            .select((w) => w.fn.count<number>('w.id').as('n'))
            .whereRef('w.user_id', '=', 'u.id')
            .where('w.course_id', '=', courseId)
            .as('watched'),
      ])
      .where('s.course_id', '=', courseId)
      .where('s.status', 'in', SUBSCRIBER_STATUSES)
      .groupBy(['u.id', 'u.name', 'u.username', 'u.first_name', 'u.last_name'])
      .orderBy('u.name')
      .execute();
    return rows.map((r) => ({
      ...r,
      subscribed_courses: Number(r.subscribed_courses ?? 0),
      watched: Number(r.watched ?? 0),
    }));
  },

  async moduleCount(db: Db, courseId: number): Promise<number> {
    const row = await db
      .selectFrom('modules')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('course_id', '=', courseId)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  },

  schedules(db: Db, courseId: number) {
    return db
      .selectFrom('training_schedules')
      .select(['id', 'title', 'date_time', 'streaming_url'])
      .where('course_id', '=', courseId)
      .orderBy('date_time')
      .orderBy('id')
      .execute();
  },

  async saveSchedule(
    db: Db,
    courseId: number,
    row: { id?: number | undefined; title: string; date_time: string; streaming_url: string | null },
  ): Promise<boolean> {
    if (row.id) {
      const r = await db
        .updateTable('training_schedules')
        .set({ title: row.title, date_time: row.date_time, streaming_url: row.streaming_url })
        .where('id', '=', row.id)
        .where('course_id', '=', courseId)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    }
    await db
      .insertInto('training_schedules')
      .values({
        course_id: courseId,
        title: row.title,
        date_time: row.date_time,
        streaming_url: row.streaming_url,
      })
      .execute();
    return true;
  },

  deleteSchedule(db: Db, courseId: number, id: number): Promise<boolean> {
    return deleteOfCourse(db, 'training_schedules', courseId, id);
  },

  assignments(db: Db, courseId: number) {
    return db
      .selectFrom('assignments')
      .select(['id', 'title', 'description', 'created_at'])
      .where('course_id', '=', courseId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
  },

  async addAssignment(db: Db, courseId: number, title: string, description: string | null, now: string) {
    await db
      .insertInto('assignments')
      .values({ course_id: courseId, title, description, created_at: now })
      .execute();
  },

  deleteAssignment(db: Db, courseId: number, id: number): Promise<boolean> {
    return deleteOfCourse(db, 'assignments', courseId, id);
  },

  /** A course's quizzes whose title contains `title`, newest first, one page. */
  async searchQuizzes(db: Db, courseId: number, title: string, page: number, perPage: number) {
    let q = db.selectFrom('quizzes').where('course_id', '=', courseId);
    if (title) q = q.where(contains('title', title));
    const [rows, count] = await Promise.all([
      q
        .select(['id', 'hashslug', 'title', 'created_at', 'status'])
        .orderBy('id', 'desc')
        .limit(perPage)
        .offset((page - 1) * perPage)
        .execute(),
      q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
    ]);
    return { rows, total: Number(count?.n ?? 0) };
  },

  findQuiz(db: Db, id: number) {
    return rowById(
      db,
      'quizzes',
      ['id', 'hashslug', 'course_id', 'user_id', 'title', 'status', 'created_at'],
      id,
    );
  },

  async detachQuiz(db: Db, id: number): Promise<void> {
    await db.deleteFrom('chapter_quizzes').where('quiz_id', '=', id).execute();
  },

  async quizInUse(db: Db, id: number): Promise<boolean> {
    const row = await db
      .selectFrom('chapter_quizzes')
      .select('quiz_id')
      .where('quiz_id', '=', id)
      .executeTakeFirst();
    return row !== undefined;
  },

  async deleteQuiz(db: Db, id: number): Promise<void> {
    await db.deleteFrom('quizzes').where('id', '=', id).execute();
  },
};
