import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresAvailable } from '../support/databases';
import { TestClient } from '../support/http-client';
import { groupAlive } from '../support/process-group';

const ROOT = join(import.meta.dirname, '..', '..');
const PORT = 9470;
const LB = `http://127.0.0.1:${PORT}`;
const INSTANCES = { a: `http://127.0.0.1:${PORT + 1}`, b: `http://127.0.0.1:${PORT + 2}` };
const TOKEN = 'deploy-example-metrics-token';

/** haproxy on the PATH or in /usr/sbin, where Debian puts it. */
const haproxy = [
  '/usr/sbin/haproxy',
  ...(process.env.PATH ?? '').split(delimiter).map((d) => join(d, 'haproxy')),
].find((p) => existsSync(p));
const postgres = await postgresAvailable();
const missing = !haproxy
  ? 'haproxy is not installed (apt-get install haproxy)'
  : !postgres
    ? 'PostgreSQL is not reachable'
    : null;
if (missing) console.warn(`deploy-example.test.ts: SKIPPED, ${missing}`);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(missing !== null)(
  'the deploy example: two built instances behind haproxy, S3 store, PostgreSQL',
  () => {
    let run: ChildProcess;
    let output = '';
    const empty = mkdtempSync(join(tmpdir(), 'mahir-nodist-'));

    beforeAll(async () => {
      const env: NodeJS.ProcessEnv = {
        ...process.env,
        EXAMPLE_PORT: String(PORT),
        HAPROXY: haproxy,
        METRICS_TOKEN: TOKEN,
        LOG_LEVEL: 'info',
        // The clients are not needed to show the instances work together; the built server is.
        STOREFRONT_DIST: empty,
        BACKOFFICE_DIST: empty,
      };
      delete env.NODE_ENV;
      run = spawn(process.execPath, ['deploy/example/run.mjs'], {
        cwd: ROOT,
        env,
        detached: true,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      run.stdout?.on('data', (d: Buffer) => {
        output += d.toString();
      });
      run.stderr?.on('data', (d: Buffer) => {
        output += d.toString();
      });
      for (let i = 0; i < 480 && !output.includes('[example] ready'); i++) {
        if (run.exitCode !== null) throw new Error(`the example exited early:\n${output}`);
        await sleep(500);
      }
      if (!output.includes('[example] ready')) throw new Error(`the example did not come up:\n${output}`);
    }, 300_000);

    afterAll(() => {
      // Whatever a failed run left behind is ended by its process group.
      if (run?.pid && groupAlive(run.pid)) process.kill(-run.pid, 'SIGKILL');
      rmSync(empty, { recursive: true, force: true });
    });

    it('a login through haproxy continues on both instances', async () => {
      const client = await new TestClient(LB).login('student@demo.my');
      const servedBy = new Set<string | null>();
      for (let i = 0; i < 6; i++) {
        const me = await client.get<{ data: { user: { email: string } } }>('/ajax/v2/auth/me');
        expect(me.status).toBe(200);
        expect(me.body.data.user.email).toBe('student@demo.my');
        servedBy.add(me.headers.get('x-served-by'));
      }
      expect([...servedBy].sort()).toEqual(['a', 'b']);
      // A state-changing request with the session's CSRF token, on whichever instance: the session ends everywhere.
      expect((await client.post('/ajax/v2/auth/logout')).status).toBe(200);
      for (let i = 0; i < 2; i++) expect((await client.get('/ajax/v2/auth/me')).status).toBe(401);
    });

    it('haproxy gives each request an id that the answering instance echoes and logs', async () => {
      const res = await fetch(`${LB}/ajax/v2/auth/csrf`, { headers: { 'X-Request-Id': 'client-chosen' } });
      const id = res.headers.get('x-request-id') ?? '';
      expect(id).toMatch(/^lb-[0-9a-f-]{36}$/);
      const servedBy = res.headers.get('x-served-by');
      await sleep(200);
      const logged = output.split('\n').find((line) => line.includes(id));
      expect(logged, output.slice(-2000)).toMatch(new RegExp(`^\\[${servedBy}\\] \\{`));
    });

    it('/readyz answers through haproxy; /metrics is refused there and answers on each instance with the token', async () => {
      const ready = await fetch(`${LB}/readyz`);
      expect(ready.status).toBe(200);
      expect(await ready.json()).toEqual({ status: 'ready' });
      expect((await fetch(`${LB}/metrics`)).status).toBe(403);
      for (const url of Object.values(INSTANCES)) {
        expect((await fetch(`${url}/metrics`)).status).toBe(401);
        const res = await fetch(`${url}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } });
        expect(res.status).toBe(200);
        // Each instance answered some of the logins and lookups above.
        expect(await res.text()).toMatch(/^http_requests_total\{.*route="\/ajax\/v2\/auth\/me".*\} \d+/m);
      }
    });

    it('stops cleanly on SIGTERM: every process ends, exit 0', async () => {
      const pgid = run.pid ?? 0;
      const exited = new Promise<number | null>((resolve) => run.once('exit', (code) => resolve(code)));
      process.kill(pgid, 'SIGTERM');
      expect(await exited).toBe(0);
      for (let i = 0; i < 20 && groupAlive(pgid); i++) await sleep(100);
      expect(groupAlive(pgid)).toBe(false);
      expect(output).toContain('[example] stopped');
      for (const url of [LB, ...Object.values(INSTANCES)])
        await expect(fetch(`${url}/healthz`)).rejects.toThrow();
    }, 60_000);
  },
);
