import { execFile } from 'node:child_process';
import { constants, setPriority } from 'node:os';

/** The niceness media tools run at: the kernel gives the server's own requests the CPU first. */
export const BACKGROUND_NICENESS = constants.priority.PRIORITY_LOW;

/**
 * Runs a media tool (ffmpeg, ffprobe) at the lowest CPU priority and answers its output. On a busy machine
 * the API's requests then run before transcoding and probing, instead of sharing the cores evenly.
 */
export function execInBackground(
  file: string,
  args: string[],
  options: { timeout: number; maxBuffer: number },
): Promise<{ stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = execFile(file, args, { ...options, encoding: 'utf8' }, (err, stdout, stderr) => {
      if (err) reject(Object.assign(err, { stdout, stderr }));
      else resolve({ stdout, stderr });
    });
    if (child.pid === undefined) return;
    try {
      setPriority(child.pid, BACKGROUND_NICENESS);
    } catch {
      // The process may already have exited; a tool that runs at normal priority is still correct.
    }
  });
}
