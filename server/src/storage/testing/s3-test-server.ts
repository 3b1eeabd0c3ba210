import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { S3Settings } from '../s3-settings';

/** A running S3 test server and the settings that reach its bucket. */
export interface S3TestServer {
  endpoint: string;
  /** The child process, for resident-memory readings. */
  pid: number;
  settings: S3Settings;
  /** Stops the server and removes its folder. */
  stop(): Promise<void>;
}

/** s3rver's fixed credentials. */
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/**
 * Starts s3rver (see s3rver-process.mjs) in its own Node process on a free port with one empty bucket,
 * its objects in a new temporary folder.
 */
export async function startS3TestServer(bucket = 'mahir'): Promise<S3TestServer> {
  const directory = mkdtempSync(join(tmpdir(), 'mahir-s3-'));
  const child = fork(join(import.meta.dirname, 's3rver-process.mjs'), [], {
    env: { ...process.env, S3_TEST_DIR: directory, S3_TEST_PORT: '0', S3_TEST_BUCKETS: bucket },
    // Plain Node: the parent's loaders (tsx, vitest) stay out of the server's process.
    execArgv: [],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (message) => resolve((message as { port: number }).port));
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`the S3 test server exited (${code}) before listening`)));
  });
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    pid: child.pid ?? 0,
    settings: { bucket, endpoint, region: 'us-east-1', credentials: CREDENTIALS, forcePathStyle: true },
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.disconnect();
        await exited;
      }
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
