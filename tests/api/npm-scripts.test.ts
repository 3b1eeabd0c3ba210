import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { createDb } from '@mahir/db';
import { afterAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase, dropPostgresDatabase } from '../support/databases';
import { dialects } from '../support/test-server';

const ROOT = join(import.meta.dirname, '..', '..');
const run = promisify(execFile);

/** The root package's scripts. */
function scripts(): Record<string, string> {
  const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  return pkg.scripts;
}

/** `npm run <script>` at the root with the database the variables name; answers the exit code and output. */
async function npmRun(script: string, env: NodeJS.ProcessEnv): Promise<{ code: number; output: string }> {
  const merged: NodeJS.ProcessEnv = { ...process.env, ...env };
  delete merged.NODE_ENV;
  try {
    const { stdout, stderr } = await run('npm', ['run', '--silent', script], {
      cwd: ROOT,
      env: merged,
      maxBuffer: 16 * 1024 * 1024,
    });
    return { code: 0, output: stdout + stderr };
  } catch (err) {
    const failed = err as { code?: number; stdout?: string; stderr?: string };
    return {
      code: typeof failed.code === 'number' ? failed.code : 1,
      output: `${failed.stdout}${failed.stderr}`,
    };
  }
}

describe('npm scripts', () => {
  it('name only files that exist', () => {
    const named: string[] = [];
    for (const [name, command] of Object.entries(scripts()))
      for (const file of command.match(/[\w./-]+\.(?:ts|mts|mjs|js)\b/g) ?? [])
        named.push(`${name}: ${file}`);
    expect(named.length).toBeGreaterThan(0);
    const missing = named.filter((entry) => !existsSync(join(ROOT, entry.slice(entry.indexOf(': ') + 2))));
    expect(missing).toEqual([]);
  });
});

describe.each(dialects())('npm run migrate and npm run seed on %s', (dialect) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'mahir-cli-'));
  let pgName: string | null = null;

  afterAll(async () => {
    if (pgName) await dropPostgresDatabase(pgName);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('migrate prepares an empty database, seed fills it once and then says it is done', async () => {
    let databaseUrl = join(dataDir, 'mahir.sqlite');
    if (dialect === 'postgres') {
      const created = await createPostgresDatabase('mahir_cli');
      pgName = created.name;
      databaseUrl = created.url;
    }
    const env = { DATA_DIR: dataDir, DATABASE_URL: databaseUrl };

    const migrated = await npmRun('migrate', env);
    expect(migrated.code, migrated.output).toBe(0);
    expect(migrated.output).toMatch(/is now at the newest migration/);
    const again = await npmRun('migrate', env);
    expect(again.code, again.output).toBe(0);
    expect(again.output).toMatch(/is already at the newest migration/);

    const seeded = await npmRun('seed', env);
    expect(seeded.code, seeded.output).toBe(0);
    expect(seeded.output).toMatch(/Demo seeded in/);
    const db = createDb({ url: databaseUrl });
    try {
      const admin = await db
        .selectFrom('users')
        .select('email')
        .where('email', '=', 'admin@demo.my')
        .executeTakeFirst();
      expect(admin?.email).toBe('admin@demo.my');
    } finally {
      await db.destroy();
    }
    const reseeded = await npmRun('seed', env);
    expect(reseeded.code, reseeded.output).toBe(0);
    expect(reseeded.output).toMatch(/already seeded/);
  }, 300_000);
});
