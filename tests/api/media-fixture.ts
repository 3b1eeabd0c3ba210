import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from '@mahir/db';
import { beforeAll } from 'vitest';
import type { TestClient } from '../support/http-client';
import { learnerServer } from '../support/learner-server';
import { countRows } from '../support/rows';
import type { DialectName } from '../support/test-server';
import { courseIdOf, subscriptionIdOf, userIdOf } from './learning-fixtures';

export interface Envelope<T> {
  data: T;
  message?: string;
}
export interface Attachment {
  hashslug: string;
  title: string;
  extension: string;
  size_name: string;
  file_url: string | null;
}
export interface Info {
  kind: string;
  course_attachments: Attachment[];
  photo_url_watermark: string | null;
  digital_asset_components: Array<Record<string, unknown>>;
  tags: Array<{ name: string; link: string }>;
  tutor_count: number;
  tutor_rating: number;
  tutor_name: string;
  total_modules: number;
  course_duration: number;
  banner: string | null;
  url: string;
  is_subscriber: boolean;
  can_download: boolean;
}
export interface Chapters {
  chapters: Array<{
    id: number;
    title: string;
    modules: Array<{
      id: number;
      title: string;
      is_watched: boolean;
      module_vid_duration: number;
      is_preview: boolean;
    }>;
    total_modules_duration: number;
    quizs: Array<{ quiz_id: number; chapter_id: number; quiz: { title: string }; submitted: boolean }>;
  }>;
  progress: number;
}
export interface Watch {
  error: boolean;
  url: string | null;
  banner: string | null;
  position: number | null;
}

/** The first stock-photo course (category 9) other than the demo photo pack. */
export function otherPhotoCourse(db: Db) {
  return db
    .selectFrom('courses')
    .select('id')
    .where('category_id', '=', 9)
    .where('hashslug', '!=', 'demo-photos')
    .orderBy('id')
    .executeTakeFirstOrThrow();
}

/** A raw request in the client's session, with extra headers (Range, Accept...). */
export function raw(client: TestClient, path: string, headers: Record<string, string> = {}, method = 'GET') {
  const cookie = (client as unknown as { cookie: string }).cookie;
  return fetch(`${client.baseUrl}${path}`, {
    method,
    headers: { ...headers, ...(cookie ? { Cookie: cookie } : {}) },
    redirect: 'manual',
  });
}

/** The demo courses the media tests use, by hashslug. */
const COURSES = [
  'demo-video-course',
  'demo-audio-course',
  'demo-ebook',
  'demo-photos',
  'demo-inactive-tutor-course',
] as const;

/**
 * The learner server (a visitor, the subscribed student and a logged-in non-subscriber, the parent) for the
 * describe block it is called in, plus the media courses' ids and lookups into the test's own database.
 */
export function mediaFixture(dialect: DialectName) {
  const learners = learnerServer(dialect);
  const db = () => learners.server.db;
  const ids: Record<string, number> = {};
  const mediaOf = (id: number) =>
    db().selectFrom('media_files').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const t = Object.assign(learners, {
    ids,
    courseId: (hashslug: string) => courseIdOf(db(), hashslug),
    subscriptionOf: (user: number, course: number) => subscriptionIdOf(db(), user, course),
    mediaOf,
    /**
     * Gives a stock photo its own copy of its original under `hashslug`, as an upload would (the demo shares
     * sample files between uses).
     */
    ownOriginal: async (photo: { id: number; media_id: number }, hashslug: string) => {
      const shared = await mediaOf(photo.media_id);
      const own = await db()
        .insertInto('media_files')
        .values({ ...shared, id: undefined, hashslug, created_at: new Date().toISOString() })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db().updateTable('stock_photos').set({ media_id: own.id }).where('id', '=', photo.id).execute();
    },
    fileBytes: (storagePath: string) => readFileSync(join(learners.server.dataDir, storagePath)),
    countRows: (table: 'media_files' | 'module_watches') => countRows(db(), table),
    /** The modules of a course a user has marked watched. */
    watchedModules: (userId: number, courseId: number) =>
      db()
        .selectFrom('module_watches')
        .select('module_id')
        .where('user_id', '=', userId)
        .where('course_id', '=', courseId)
        .execute(),
    video: () => ids['demo-video-course'] as number,
  });

  beforeAll(async () => {
    for (const slug of COURSES) t.ids[slug] = await t.courseId(slug);
    for (const [key, email] of [
      ['student', 'student@demo.my'],
      ['parent', 'parent@demo.my'],
    ] as const) {
      t.ids[key] = await userIdOf(t.server.db, email);
    }
    t.ids.videoSub = await t.subscriptionOf(t.ids.student as number, t.video());
  });
  return t;
}
