import type { Db } from '@mahir/db';
import { afterAll, beforeAll } from 'vitest';
import { startTestDatabase, type TestDatabase } from '../support/test-database';
import type { DialectName } from '../support/test-server';
import { userIdOf } from './learning-fixtures';

/** Ids from the seeded demo that the learning-reach repository tests write against. */
export interface ReachIds {
  student: number;
  tutor: number;
  course: { id: number; title: string; hashslug: string };
  otherCourse: number;
  modules: number[];
  subtopic: number;
}

async function reachIds(db: Db): Promise<ReachIds> {
  const user = async (email: string) => await userIdOf(db, email);
  const courses = await db
    .selectFrom('courses')
    .innerJoin('modules', 'modules.course_id', 'courses.id')
    .select(['courses.id', 'courses.title', 'courses.hashslug'])
    .groupBy(['courses.id', 'courses.title', 'courses.hashslug'])
    .orderBy('courses.id')
    .limit(2)
    .execute();
  const [course, other] = courses;
  if (!course || !other) throw new Error('the demo seed has fewer than two courses with modules');
  const modules = await db
    .selectFrom('modules')
    .select('id')
    .where('course_id', '=', course.id)
    .orderBy('id')
    .execute();
  const subtopic = await db
    .selectFrom('audio_subtopics')
    .select('id')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return {
    student: await user('student@demo.my'),
    tutor: await user('tutor@demo.my'),
    course,
    otherCourse: other.id,
    modules: modules.map((m) => m.id),
    subtopic: subtopic.id,
  };
}

/** A private copy of the demo database for one describe block, with the ids its tests use. */
export function useReachDatabase(dialect: DialectName) {
  const h = {} as { server: TestDatabase; db: Db; ids: ReachIds };
  beforeAll(async () => {
    h.server = await startTestDatabase(dialect);
    h.db = h.server.db;
    h.ids = await reachIds(h.db);
  }, 120_000);
  afterAll(async () => {
    await h.server?.close();
  });
  return h;
}
