// The media tool runner: a small helper process that starts ffmpeg and ffprobe for the server. Forking from
// the server itself copies its large address space and stalls its event loop for tens of milliseconds per
// tool; from this process it costs the server nothing. Each tool runs at the lowest CPU priority.
import { execFile } from 'node:child_process';
import { setPriority } from 'node:os';

const LOWEST = 19;
/** Tools running now: they end with the server, so none outlives a shutdown. */
const running = new Set();

process.on('message', (job) => {
  const child = execFile(
    job.file,
    job.args,
    { timeout: job.timeout, maxBuffer: job.maxBuffer, encoding: 'utf8' },
    (err, stdout, stderr) => {
      running.delete(child);
      process.send?.({
        id: job.id,
        ok: !err,
        stdout,
        stderr,
        message: err ? err.message : null,
        code: err && typeof err.code === 'number' ? err.code : null,
        killed: err ? Boolean(err.killed) : false,
      });
    },
  );
  if (child.pid === undefined) return;
  running.add(child);
  try {
    setPriority(child.pid, LOWEST);
  } catch {
    // The tool may already have exited; one that ran at normal priority is still correct.
  }
});
process.on('disconnect', () => {
  for (const child of running) child.kill('SIGKILL');
  process.exit(0);
});
// Messages that arrive before the listener above exists are lost, so the server waits for this first.
process.send?.({ ready: true });
