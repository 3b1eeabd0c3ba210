import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { checkSqlite, createDb } from '@mahir/db';
import { backupDataDir, restoreDataDir } from '@mahir/server/ops/data-backup';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { snapshot } from './support/db-snapshot';

const ROOT = resolve(import.meta.dirname, '..', '..', '..');

/** Runs `npm run <backup|restore> -- <dir>` the way an operator does (the same entry, without npm). */
function ops(
  command: 'backup' | 'restore',
  dir: string,
  dataDir: string,
  flags: string[] = [],
  extraEnv: Record<string, string> = {},
) {
  const env: NodeJS.ProcessEnv = { ...process.env, ...extraEnv, DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  return spawnSync(
    process.execPath,
    ['--import', 'tsx', 'server/src/ops/ops-cli.ts', command, dir, ...flags],
    {
      cwd: ROOT,
      env,
      encoding: 'utf8',
    },
  );
}

function fileHashes(dir: string, base = dir): Record<string, string> {
  const out: Record<string, string> = {};
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) Object.assign(out, fileHashes(path, base));
    else out[relative(base, path)] = createHash('sha256').update(readFileSync(path)).digest('hex');
  }
  return out;
}

describe('backup and restore of the embedded database and media', () => {
  const root = mkdtempSync(join(tmpdir(), 'mahir-backup-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('backs up online while writes happen and restores into a fresh folder that compares equal', async () => {
    const dataDir = join(root, 'data');
    cpSync(inject('sqliteTemplate').dataDir, dataDir, { recursive: true });
    const file = join(dataDir, 'mahir.sqlite');
    const live = createDb({ url: file });
    const countRows = async (db = live) =>
      Number(
        (
          await db
            .selectFrom('login_statistics')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const startRows = await countRows();
    let writing = true;
    let written = 0;
    const writer = (async () => {
      while (writing) {
        await live
          .insertInto('login_statistics')
          .values({ user_id: 1, ip: '127.0.0.1', created_at: new Date().toISOString() })
          .execute();
        written += 1;
        await new Promise((r) => setImmediate(r));
      }
    })();
    const backupDir = join(root, 'backup');
    const manifest = await backupDataDir({ dataDir, databaseFile: file }, backupDir);
    writing = false;
    await writer;
    await live.destroy();
    expect(written).toBeGreaterThan(0);
    expect(manifest.database).toBe('database.sqlite');
    expect(manifest.files.some((f) => f.path.startsWith('media/'))).toBe(true);

    const fresh = join(root, 'restored');
    const restored = ops('restore', backupDir, fresh);
    expect(restored.status, restored.stderr).toBe(0);
    const restoredFile = join(fresh, 'mahir.sqlite');
    expect(checkSqlite(restoredFile)).toEqual({ integrity: 'ok', foreignKeyViolations: 0 });
    expect(statSync(fresh).mode & 0o777).toBe(0o700);

    // The restored database is the consistent copy taken mid-stream: equal to the backup, between before and after.
    const copy = createDb({ url: join(backupDir, 'database.sqlite') });
    const back = createDb({ url: restoredFile });
    try {
      expect(await snapshot(back)).toEqual(await snapshot(copy));
      const rows = await countRows(back);
      expect(rows).toBeGreaterThanOrEqual(startRows);
      expect(rows).toBeLessThanOrEqual(startRows + written);
    } finally {
      await copy.destroy();
      await back.destroy();
    }
    // Media and the other files come back byte for byte.
    const source = fileHashes(dataDir);
    const target = fileHashes(fresh);
    for (const [path, hash] of Object.entries(source)) {
      if (path.startsWith('mahir.sqlite')) continue;
      expect(target[path], path).toBe(hash);
    }
  }, 120_000);

  it('refuses to overwrite data or a running server unless told, and never backs up into a full folder', async () => {
    const dataDir = join(root, 'data');
    const backupDir = join(root, 'backup');
    const fresh = join(root, 'restored');
    await expect(
      backupDataDir({ dataDir, databaseFile: join(dataDir, 'mahir.sqlite') }, backupDir),
    ).rejects.toThrow(/not empty/);
    const target = { dataDir: fresh, databaseName: 'mahir.sqlite' };
    expect(() => restoreDataDir(backupDir, target)).toThrow(/already holds data/);
    writeFileSync(join(fresh, 'server.pid'), String(process.pid));
    expect(() => restoreDataDir(backupDir, target)).toThrow(/is running/);
    const { replaced } = restoreDataDir(backupDir, { ...target, force: true });
    expect(replaced).toMatch(/before-restore-/);
    expect(checkSqlite(join(fresh, 'mahir.sqlite')).integrity).toBe('ok');

    const second = join(root, 'backup-cli');
    const cli = ops('backup', second, fresh);
    expect(cli.status, cli.stderr).toBe(0);
    expect(readdirSync(second)).toEqual(
      expect.arrayContaining(['manifest.json', 'database.sqlite', 'files']),
    );
  }, 120_000);

  it('says, with a bucket, that the bucket is not in the backup and what keeps it safe instead', () => {
    const bucketEnv = { S3_BUCKET: 'mahir-media' };
    const backup = ops('backup', join(root, 'backup-bucket'), join(root, 'restored'), [], bucketEnv);
    expect(backup.status, backup.stderr).toBe(0);
    expect(backup.stderr).toMatch(/bucket "mahir-media" and are NOT in this backup/);
    expect(backup.stderr).toContain('aws s3 sync s3://mahir-media <backup>/bucket');
    const restore = ops('restore', join(root, 'backup-bucket'), join(root, 'restored-bucket'), [], bucketEnv);
    expect(restore.status, restore.stderr).toBe(0);
    expect(restore.stderr).toMatch(/NOT the bucket "mahir-media"/);
  }, 120_000);
});
