#!/usr/bin/env node
// `npm run deploy:example`: Mahir as it runs on several machines, on this one. A fresh PostgreSQL database, an
// S3-protocol store (s3rver), two instances of the built server and haproxy in front of them, health-checking
// /readyz. Prints the address once haproxy sends traffic to both instances; SIGINT or SIGTERM (Ctrl-C) stops
// everything in order (haproxy, the instances, the store), drops the database and removes the scratch folder.
//
// Environment: EXAMPLE_PORT (haproxy; the instances take the next two ports, the store the one after; 8080),
// EXAMPLE_POSTGRES_URL (the server the database is created on; postgres://postgres@127.0.0.1:5432/test),
// HAPROXY (the binary; haproxy on the PATH or /usr/sbin/haproxy), METRICS_TOKEN (generated when unset),
// EXAMPLE_KEEP=1 keeps the database and the folder. Anything else (LOG_LEVEL, STOREFRONT_DIST...) reaches the
// instances unchanged.
import { fork, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

const root = new URL('../..', import.meta.url).pathname;
const base = Number(process.env.EXAMPLE_PORT ?? 8080);
const ports = { lb: base, a: base + 1, b: base + 2, s3: base + 3 };
const adminUrl = process.env.EXAMPLE_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const keep = process.env.EXAMPLE_KEEP === '1';
const metricsToken = process.env.METRICS_TOKEN || randomBytes(16).toString('hex');
const work = mkdtempSync(join(tmpdir(), 'mahir-deploy-'));
const children = new Map();
let database = null;
let stopping = false;

const say = (line) => console.log(`[example] ${line}`);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function haproxyBinary() {
  if (process.env.HAPROXY) return process.env.HAPROXY;
  return existsSync('/usr/sbin/haproxy') ? '/usr/sbin/haproxy' : 'haproxy';
}

async function admin(query) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

function databaseUrl(name) {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs a child whose output is passed on, each line prefixed with its name; its unexpected end stops all. */
function track(name, child) {
  children.set(name, child);
  for (const stream of [child.stdout, child.stderr])
    stream?.on('data', (chunk) => {
      for (const line of chunk.toString().split('\n')) if (line) process.stdout.write(`[${name}] ${line}\n`);
    });
  child.once('exit', (code, signal) => {
    children.delete(name);
    if (!stopping) {
      say(`${name} exited (${signal ?? code}); stopping the example`);
      void stop(1);
    }
  });
  return child;
}

async function waitFor(what, check, seconds = 120) {
  for (let i = 0; i < seconds * 4; i++) {
    if (stopping) throw new Error('stopped');
    if (await check().catch(() => false)) return;
    await sleep(250);
  }
  throw new Error(`${what} did not come up within ${seconds} s`);
}

const answers =
  (url, status = 200) =>
  async () =>
    (await fetch(url)).status === status;

async function startStore() {
  const child = fork(join(root, 'server/src/storage/testing/s3rver-process.mjs'), [], {
    env: {
      ...process.env,
      S3_TEST_DIR: join(work, 's3'),
      S3_TEST_PORT: String(ports.s3),
      S3_TEST_BUCKETS: 'mahir',
    },
    execArgv: [],
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  track('s3', child);
  await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', () => reject(new Error('s3rver did not start')));
  });
}

/** One instance: the built server through `npm start`'s script, with its own data folder and port. */
function startInstance(name, env) {
  const dataDir = join(work, name);
  mkdirSync(dataDir, { recursive: true });
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(ports[name]), HOST: '127.0.0.1', DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return track(name, child);
}

async function stopChild(name, signal, graceMs) {
  const child = children.get(name);
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  if (name === 's3') child.disconnect();
  else child.kill(signal);
  if (await Promise.race([exited.then(() => true), sleep(graceMs).then(() => false)])) return;
  child.kill('SIGKILL');
  await exited;
}

async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  say('stopping');
  // The load balancer first, so no request reaches an instance on its way out; then the instances (each
  // finishes its requests and its job tick), the store, and the database.
  await stopChild('haproxy', 'SIGTERM', 5_000);
  await Promise.all([stopChild('a', 'SIGTERM', 12_000), stopChild('b', 'SIGTERM', 12_000)]);
  await stopChild('s3', 'SIGTERM', 5_000);
  if (database && !keep)
    await admin(`drop database if exists "${database}" with (force)`).catch(() => undefined);
  if (!keep) rmSync(work, { recursive: true, force: true });
  say(`stopped${keep ? ` (kept ${work} and database ${database})` : ''}`);
  process.exit(code);
}

async function main() {
  database = `mahir_example_${randomBytes(4).toString('hex')}`;
  await admin(`create database "${database}"`);
  say(`database ${database}`);
  await startStore();
  say(`S3 store (s3rver) on http://127.0.0.1:${ports.s3}, bucket mahir`);

  const shared = {
    DATABASE_URL: databaseUrl(database),
    // Every instance signs and checks with one secret (media URLs, CSRF tokens, payment sandbox).
    APP_SECRET: process.env.APP_SECRET ?? randomBytes(32).toString('hex'),
    S3_BUCKET: 'mahir',
    S3_ENDPOINT: `http://127.0.0.1:${ports.s3}`,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: '1',
    PUBLIC_URL: `http://127.0.0.1:${ports.lb}`,
    TRUST_PROXY: '1',
    METRICS_TOKEN: metricsToken,
  };
  // The first instance migrates and seeds the empty database; the second starts once that is done.
  startInstance('a', shared);
  await waitFor('instance a', answers(`http://127.0.0.1:${ports.a}/readyz`), 600);
  startInstance('b', { ...shared, SEED: '0' });
  await waitFor('instance b', answers(`http://127.0.0.1:${ports.b}/readyz`), 600);

  const haproxy = spawn(haproxyBinary(), ['-db', '-f', join(root, 'deploy/example/haproxy.cfg')], {
    env: {
      ...process.env,
      MAHIR_LB_PORT: String(ports.lb),
      MAHIR_A_PORT: String(ports.a),
      MAHIR_B_PORT: String(ports.b),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  track('haproxy', haproxy);
  // Ready once requests through haproxy have reached both instances.
  const seen = new Set();
  await waitFor('haproxy', async () => {
    const res = await fetch(`http://127.0.0.1:${ports.lb}/readyz`);
    if (res.status === 200) seen.add(res.headers.get('x-served-by'));
    return seen.has('a') && seen.has('b');
  });
  say(
    `Mahir is running at http://127.0.0.1:${ports.lb} (haproxy over instances a :${ports.a} and b :${ports.b})`,
  );
  say(`metrics: curl -H 'Authorization: Bearer ${metricsToken}' http://127.0.0.1:${ports.a}/metrics`);
  say('ready; Ctrl-C stops everything');
}

process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));
main().catch((err) => {
  if (stopping) return;
  console.error(err);
  void stop(1);
});
