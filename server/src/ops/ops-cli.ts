import { relative, resolve } from 'node:path';
import { dataLocation } from '@mahir/db';
import { s3SettingsFromEnv } from '../storage/s3-settings';
import { bucketNotice } from './bucket-notice';
import { backupDataDir, restoreDataDir } from './data-backup';

// `npm run backup -- <dir>` and `npm run restore -- <dir> [--force]`, on DATA_DIR (default ./data).
const [command, target, ...flags] = process.argv.slice(2);
const { dataDir, databaseUrl: url } = dataLocation();
const onPostgres = /^postgres(ql)?:\/\//.test(url);
const bucket = s3SettingsFromEnv(process.env)?.bucket ?? null;

async function main(): Promise<void> {
  if (!target || (command !== 'backup' && command !== 'restore')) {
    console.error('usage: npm run backup -- <dir>   |   npm run restore -- <dir> [--force]');
    process.exit(2);
  }
  if (onPostgres)
    console.warn(
      'DATABASE_URL is PostgreSQL: only files are handled here; back the database up with pg_dump.',
    );
  if (bucket) console.warn(bucketNotice(command, bucket));
  if (command === 'backup') {
    const manifest = await backupDataDir({ dataDir, databaseFile: onPostgres ? null : url }, resolve(target));
    console.log(
      `Backed up ${dataDir} to ${resolve(target)}: database ${manifest.database ? 'yes' : 'no'}, ${manifest.files.length} files.`,
    );
    return;
  }
  const databaseName = relative(dataDir, resolve(url));
  if (!onPostgres && databaseName.startsWith('..')) {
    console.error('restore puts the database inside DATA_DIR; DATABASE_URL points outside it.');
    process.exit(2);
  }
  const { replaced } = restoreDataDir(resolve(target), {
    dataDir,
    databaseName: onPostgres ? 'mahir.sqlite' : databaseName,
    force: flags.includes('--force'),
  });
  console.log(
    `Restored ${resolve(target)} into ${dataDir}.${replaced ? ` The previous data is kept at ${replaced}.` : ''}`,
  );
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
