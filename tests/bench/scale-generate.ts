import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { createDb, migrateToLatest } from '@mahir/db';
import { seedDemo } from '@mahir/seed';
import { createPostgresDatabase } from '../support/databases';
import { generateScaleData } from './scale-data';

// Generates one scale database and keeps it, for `scale.ts --database <url>` (measuring a change before and after on
// the same data without generating it again): `npx tsx tests/bench/scale-generate.ts --db sqlite|postgres
// --size 1000000 [--dir /tmp/scale]`. Prints the database's URL (a SQLite file in its own data folder, or a new
// PostgreSQL database named mahir_scale_<size>_<random>); dropping it afterwards is up to the caller.
const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'sqlite' },
    size: { type: 'string', default: '10000' },
    dir: { type: 'string', default: '/tmp/mahir-scale' },
  },
});
const size = Number(values.size);
const dataDir = resolve(values.dir, `${values.db}-${size}`);
mkdirSync(dataDir, { recursive: true });
const url =
  values.db === 'postgres'
    ? (await createPostgresDatabase(`mahir_scale_${size}`)).url
    : join(dataDir, 'mahir.sqlite');
const db = createDb({ url });
try {
  await migrateToLatest(db);
  await seedDemo(db, { dataDir });
  const data = await generateScaleData(db, size);
  console.log(`generated ${data.courses} courses in ${(data.ms / 1000).toFixed(1)} s`);
  console.log(`DATABASE=${url}`);
} finally {
  await db.destroy();
}
