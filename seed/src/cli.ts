// `npm run migrate` and `npm run seed`, on the database the server would open (DATA_DIR, DATABASE_URL).
// `npm start` does both by itself; these are for preparing a database without starting the server.
import { createDb, type Db, dataLocation, migrateToLatest, withStartupLock } from '@mahir/db';
import { seedIfEmpty } from './seed-demo';

const USAGE = 'usage: npm run migrate | npm run seed';

/** Runs one command; resolves to the process exit code. */
async function run(command: string | undefined): Promise<number> {
  if (command !== 'migrate' && command !== 'seed') {
    console.error(USAGE);
    return 2;
  }
  // As the server does: the database and the copied media are for their owner only.
  process.umask(0o077);
  const { dataDir, databaseUrl } = dataLocation();
  const where = databaseUrl.replace(/\/\/[^@/]*@/, '//');
  const db = createDb({ url: databaseUrl });
  try {
    // Taken in turn with servers starting on the same database (withStartupLock).
    return await withStartupLock(db, () => prepare(db, command, where, dataDir));
  } finally {
    await db.destroy();
  }
}

async function prepare(db: Db, command: 'migrate' | 'seed', where: string, dataDir: string): Promise<number> {
  const applied = await migrateToLatest(db);
  for (const name of applied) console.log(`migration ${name} applied`);
  console.log(
    applied.length
      ? `${where} is now at the newest migration.`
      : `${where} is already at the newest migration.`,
  );
  if (command === 'migrate') return 0;

  // The seed cannot reach a bucket (the file store is the server's); the server seeds there on first start.
  if (process.env.S3_BUCKET?.trim()) {
    console.error(
      'S3_BUCKET is set: start the server instead (npm start), which seeds the demo with its media in the bucket.',
    );
    return 1;
  }
  const started = Date.now();
  const outcome = await seedIfEmpty(db, { dataDir });
  if (outcome.state === 'already-seeded') {
    console.log('The demo is already seeded there: nothing to do.');
    return 0;
  }
  if (outcome.state === 'not-empty') {
    console.error(
      'The database holds accounts that are not the demo: the seed fills an empty database only.',
    );
    return 1;
  }
  const { summary } = outcome;
  console.log(
    `Demo seeded in ${((Date.now() - started) / 1000).toFixed(1)} s: ${summary.users} users, ` +
      `${summary.courses} courses, ${summary.schools} schools, media in ${dataDir}.`,
  );
  return 0;
}

run(process.argv[2]).then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
