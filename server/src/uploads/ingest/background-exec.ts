import { type ChildProcess, fork } from 'node:child_process';
import { constants } from 'node:os';
import { fileURLToPath } from 'node:url';

/** The niceness media tools run at: the kernel gives the server's own requests the CPU first. */
export const BACKGROUND_NICENESS = constants.priority.PRIORITY_LOW;

interface Reply {
  id: number;
  ok: boolean;
  stdout: string;
  stderr: string;
  message: string | null;
  code: number | null;
  killed: boolean;
}
interface Pending {
  resolve: (out: { stdout: string; stderr: string }) => void;
  reject: (err: Error) => void;
}

const RUNNER = fileURLToPath(new URL('./media-tool-runner.mjs', import.meta.url));
let runner: ChildProcess | null = null;
/** Resolves once the current runner listens for jobs. */
let runnerReady: Promise<void> = Promise.resolve();
let nextId = 1;
const pending = new Map<number, Pending>();

/** The shared runner process, started on first use and again if it died. */
function runnerProcess(): ChildProcess {
  if (runner?.connected) return runner;
  const child = fork(RUNNER, [], { execArgv: [], stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  let ready: () => void = () => undefined;
  runnerReady = new Promise((resolve) => {
    ready = resolve;
  });
  child.on('message', (m) => {
    if ((m as { ready?: boolean }).ready) return ready();
    const reply = m as Reply;
    const job = pending.get(reply.id);
    if (!job) return;
    pending.delete(reply.id);
    settle();
    if (reply.ok) job.resolve({ stdout: reply.stdout, stderr: reply.stderr });
    else
      job.reject(
        Object.assign(new Error(reply.message ?? 'media tool failed'), {
          code: reply.code,
          killed: reply.killed,
          stdout: reply.stdout,
          stderr: reply.stderr,
        }),
      );
  });
  child.on('exit', () => {
    ready();
    if (runner === child) runner = null;
    for (const [id, job] of pending) {
      pending.delete(id);
      job.reject(new Error('The media tool runner stopped.'));
    }
  });
  runner = child;
  return child;
}

/** The runner keeps the server alive only while a tool runs (tests and shutdowns are not held up). */
function settle(): void {
  if (!runner) return;
  if (pending.size === 0) {
    runner.unref();
    runner.channel?.unref();
  } else {
    runner.ref();
    runner.channel?.ref();
  }
}

/**
 * Runs a media tool (ffmpeg, ffprobe) at the lowest CPU priority and answers its output. The tool is
 * started by a small runner process, not by the server: forking the server's large process would stall
 * its event loop for every tool, and at the lowest priority the API's requests get the CPU first.
 */
export function execInBackground(
  file: string,
  args: string[],
  options: { timeout: number; maxBuffer: number },
): Promise<{ stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const id = nextId++;
    pending.set(id, { resolve, reject });
    const child = runnerProcess();
    settle();
    void runnerReady.then(() => {
      if (!pending.has(id)) return; // the runner stopped before it was ready: already rejected
      child.send({ id, file, args, timeout: options.timeout, maxBuffer: options.maxBuffer }, (err) => {
        if (!err || !pending.has(id)) return;
        pending.delete(id);
        settle();
        reject(err);
      });
    });
  });
}
