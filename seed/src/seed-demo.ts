import type { Database, Db } from '@mahir/db';
import { commissionRepository } from '@mahir/db/repositories/commission.repository';
import { salesSummaryRepository } from '@mahir/db/repositories/sales-summary.repository';
import { userRepository } from '@mahir/db/repositories/user.repository';
import { hash } from '@node-rs/argon2';
import type { Transaction } from 'kysely';
import { seedActivity } from './activity.seed';
import { bumpSequences } from './batch';
import { seedCatalogue } from './catalogue.seed';
import { Clock } from './clock';
import { seedCommerce } from './commerce.seed';
import { refreshCourseCounters } from './counters';
import { seedCourses } from './courses.seed';
import { DEMO_ACCESS_CODE, DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_SLUGS } from './demo-keys';
import { seedGeography } from './geography.seed';
import { seedLearning } from './learning.seed';
import { copyIntoDataDir, type StoreSeedFile, seedMedia } from './media.seed';
import { seedPartners } from './partners.seed';
import { seedDemoPlayback } from './playback.seed';
import { rngFor } from './random';
import { seedSchoolCalendars } from './school-calendar.seed';
import { seedUsers } from './users.seed';

/** Where and how much to seed. */
export interface SeedOptions {
  /** The server's data directory; media files are copied into `${dataDir}/media/` unless `storeFile` is given. */
  dataDir: string;
  /** Where the sample media go instead (the server passes its file store, so a bucket gets them). */
  storeFile?: StoreSeedFile;
  /** Number of generated schools (default 4000). */
  schools?: number;
  /** The instant demo timestamps are relative to (default: now). Login statistics cover its month and the six before. */
  now?: Date;
}

/** What was seeded, with the fixed identifiers of the demo items tests use. */
export interface SeedSummary {
  users: number;
  courses: number;
  schools: number;
  subscriptions: number;
  paidOrders: number;
  sample: {
    videoCourse: string;
    audioCourse: string;
    ebookCourse: string;
    photoCourse: string;
    tutorCourse: string;
    closedCourse: string;
    lockedCourse: string;
    freeSubscriptionCourse: string;
    reviewCourse: string;
    package: string;
    order: string;
    accessCode: string;
  };
}

/** True once the demo has been seeded (the admin demo account exists). */
export async function isSeeded(db: Db): Promise<boolean> {
  return (await userRepository.findByEmail(db, DEMO_ACCOUNTS.admin)) !== undefined;
}

/** What `seedIfEmpty` found: an empty database it seeded, the demo already there, or other accounts it left alone. */
export type SeedOutcome =
  | { state: 'seeded-now'; summary: SeedSummary }
  | { state: 'already-seeded' }
  | { state: 'not-empty' };

/**
 * Seeds the demo into a migrated database that has no accounts yet. A database with the demo, or with
 * accounts of its own, is left as it is: the seed writes fixed ids and would collide with existing rows.
 */
export async function seedIfEmpty(db: Db, options: SeedOptions): Promise<SeedOutcome> {
  if (await isSeeded(db)) return { state: 'already-seeded' };
  const anyUser = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (anyUser) return { state: 'not-empty' };
  return { state: 'seeded-now', summary: await seedDemo(db, options) };
}

/**
 * Seeds an empty, migrated database with the deterministic demo. Stores media through `storeFile` (by default into
 * `${dataDir}/media/`) and records their keys in media_files.storage_path. Runs in one transaction per area.
 */
export async function seedDemo(db: Db, options: SeedOptions): Promise<SeedSummary> {
  const clock = new Clock(options.now ?? new Date());
  const area = <T>(run: (trx: Transaction<Database>) => Promise<T>): Promise<T> =>
    db.transaction().execute(run);
  const passwordHash = await hash(DEMO_PASSWORD);

  const geography = await area((trx) => seedGeography(trx, options.schools ?? 4000));
  const media = await area((trx) =>
    seedMedia(trx, options.storeFile ?? copyIntoDataDir(options.dataDir), rngFor('media'), clock),
  );
  const { users, partners } = await area(async (trx) => {
    const users = await seedUsers(trx, rngFor('users'), clock, passwordHash, media);
    const partners = await seedPartners(trx, rngFor('partners'), clock, users);
    return { users, partners };
  });
  const courses = await area(async (trx) => {
    const catalogue = await seedCatalogue(trx, clock, media);
    return seedCourses(trx, rngFor('courses'), clock, catalogue, users, media);
  });
  // HLS packages and a caption track for the demo course's modules.
  await area((trx) => seedDemoPlayback(trx, options.storeFile ?? copyIntoDataDir(options.dataDir), clock));
  const commerce = await area((trx) =>
    seedCommerce(trx, rngFor('commerce'), clock, users, partners, courses, media),
  );
  await area((trx) => seedLearning(trx, rngFor('learning'), clock, users, courses, commerce));
  await area((trx) => seedSchoolCalendars(trx, clock, courses));
  await area((trx) => seedActivity(trx, rngFor('activity'), clock, users, partners, courses, commerce));
  await area(async (trx) => {
    await refreshCourseCounters(trx);
    await bumpSequences(trx);
    // Seeded commissions appear in the commission ledger as earned (and released) entries.
    await commissionRepository.backfillEntries(trx);
    // The dashboards read their sales from the summaries the order.paid handler keeps.
    await salesSummaryRepository.rebuild(trx);
  });

  return {
    users: users.count,
    courses: courses.list.length,
    schools: geography.schoolCount,
    subscriptions: commerce.subscriptions.length,
    paidOrders: commerce.paidOrders.length,
    sample: {
      videoCourse: DEMO_SLUGS.videoCourse,
      audioCourse: DEMO_SLUGS.audioCourse,
      ebookCourse: DEMO_SLUGS.ebookCourse,
      photoCourse: DEMO_SLUGS.photoCourse,
      tutorCourse: DEMO_SLUGS.tutorCourse,
      closedCourse: DEMO_SLUGS.closedCourse,
      lockedCourse: DEMO_SLUGS.lockedCourse,
      freeSubscriptionCourse: DEMO_SLUGS.freeCourse,
      reviewCourse: DEMO_SLUGS.reviewCourse,
      package: DEMO_SLUGS.package,
      order: DEMO_SLUGS.order,
      accessCode: DEMO_ACCESS_CODE,
    },
  };
}
