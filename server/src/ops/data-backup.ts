import { createHash } from 'node:crypto';
import {
  chmodSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { backupSqlite, checkSqlite } from '@mahir/db';

/** The file a running server keeps in its data folder (its pid), so a restore can refuse to overwrite it. */
export const PID_FILE = 'server.pid';
const MANIFEST = 'manifest.json';
const DATABASE_COPY = 'database.sqlite';

/** What a backup holds: the SQLite copy (or null on PostgreSQL) and every other file with its hash. */
export interface BackupManifest {
  createdAt: string;
  database: string | null;
  files: Array<{ path: string; size: number; sha256: string }>;
}

function sha256(file: string): string {
  return createHash('sha256').update(readFileSync(file)).digest('hex');
}

/** Files of a folder, relative paths, skipping what `skip` names. */
function filesOf(dir: string, skip: (rel: string) => boolean, base = dir): string[] {
  if (!existsSync(dir)) return [];
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    const rel = relative(base, path);
    if (skip(rel)) continue;
    if (entry.isDirectory()) out.push(...filesOf(path, skip, base));
    else if (entry.isFile()) out.push(rel);
  }
  return out;
}

function copyInto(from: string, to: string): void {
  mkdirSync(dirname(to), { recursive: true, mode: 0o700 });
  copyFileSync(from, to);
  chmodSync(to, 0o600);
}

function isEmptyOrMissing(dir: string): boolean {
  return !existsSync(dir) || readdirSync(dir).length === 0;
}

/** True when the pid in the data folder belongs to a live process. */
export function runningServerPid(dataDir: string): number | null {
  const file = join(dataDir, PID_FILE);
  if (!existsSync(file)) return null;
  const pid = Number.parseInt(readFileSync(file, 'utf8'), 10);
  if (!Number.isInteger(pid) || pid <= 0) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    return null;
  }
}

/**
 * Backs up a data folder into `dest` (which must be empty or missing) while the server keeps running:
 * the SQLite database through SQLite's online backup (a consistent copy even while writes happen), then
 * media, uploads and the app secret. The manifest is written last, so a backup without one is incomplete.
 */
export async function backupDataDir(
  options: { dataDir: string; databaseFile: string | null },
  dest: string,
): Promise<BackupManifest> {
  if (!isEmptyOrMissing(dest)) throw new Error(`The backup folder ${dest} is not empty.`);
  mkdirSync(dest, { recursive: true, mode: 0o700 });
  let database: string | null = null;
  if (options.databaseFile) {
    await backupSqlite(options.databaseFile, join(dest, DATABASE_COPY));
    chmodSync(join(dest, DATABASE_COPY), 0o600);
    database = DATABASE_COPY;
  }
  const dbName = options.databaseFile ? basename(options.databaseFile) : null;
  const skip = (rel: string) =>
    rel === PID_FILE ||
    (dbName !== null && (rel === dbName || rel.startsWith(`${dbName}-`))) ||
    /\.restore-|\.before-restore-/.test(rel);
  const files = filesOf(options.dataDir, skip).map((rel) => {
    copyInto(join(options.dataDir, rel), join(dest, 'files', rel));
    return {
      path: rel,
      size: statSync(join(dest, 'files', rel)).size,
      sha256: sha256(join(dest, 'files', rel)),
    };
  });
  const manifest: BackupManifest = { createdAt: new Date().toISOString(), database, files };
  writeFileSync(join(dest, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
  return manifest;
}

/** Reads and checks a backup: manifest present, every file there with its hash, the database intact. */
export function verifyBackup(source: string): BackupManifest {
  const file = join(source, MANIFEST);
  if (!existsSync(file)) throw new Error(`${source} is not a complete backup (no ${MANIFEST}).`);
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as BackupManifest;
  for (const entry of manifest.files) {
    const path = join(source, 'files', entry.path);
    if (!existsSync(path) || sha256(path) !== entry.sha256)
      throw new Error(`Backup file ${entry.path} is damaged.`);
  }
  if (manifest.database) {
    const { integrity } = checkSqlite(join(source, manifest.database));
    if (integrity !== 'ok') throw new Error(`The backed-up database fails its integrity check: ${integrity}`);
  }
  return manifest;
}

/**
 * Restores a backup into a data folder. Refuses a folder that already holds data, or whose server is
 * running, unless `force`; the old folder is then kept beside it as `<dir>.before-restore-<time>`.
 * The new folder is assembled next to the target and renamed into place.
 */
export function restoreDataDir(
  source: string,
  options: { dataDir: string; databaseName: string; force?: boolean },
): { replaced: string | null } {
  const manifest = verifyBackup(source);
  const pid = runningServerPid(options.dataDir);
  if (pid !== null && !options.force)
    throw new Error(`A server (pid ${pid}) is running on ${options.dataDir}; stop it or pass --force.`);
  if (!isEmptyOrMissing(options.dataDir) && !options.force)
    throw new Error(`${options.dataDir} already holds data; pass --force to replace it (it is kept aside).`);
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const staging = `${options.dataDir}.restore-${stamp}`;
  mkdirSync(staging, { recursive: true, mode: 0o700 });
  if (manifest.database) copyInto(join(source, manifest.database), join(staging, options.databaseName));
  for (const entry of manifest.files) copyInto(join(source, 'files', entry.path), join(staging, entry.path));
  let replaced: string | null = null;
  if (existsSync(options.dataDir)) {
    if (isEmptyOrMissing(options.dataDir)) rmSync(options.dataDir, { recursive: true, force: true });
    else {
      replaced = `${options.dataDir}.before-restore-${stamp}`;
      renameSync(options.dataDir, replaced);
    }
  }
  renameSync(staging, options.dataDir);
  chmodSync(options.dataDir, 0o700);
  return { replaced };
}
