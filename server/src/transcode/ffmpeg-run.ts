import { execInBackground } from '../uploads/ingest/background-exec';
import { ffmpegPath, ffprobePath } from '../uploads/ingest/binaries';

/** ffmpeg with one thread at low priority, so transcoding never starves the API's requests. */
export async function runFfmpeg(args: string[]): Promise<void> {
  await execInBackground(
    ffmpegPath(),
    ['-hide_banner', '-loglevel', 'error', '-y', '-threads', '1', ...args],
    {
      timeout: 60 * 60_000,
      maxBuffer: 4 * 1024 * 1024,
    },
  );
}

/** ffprobe's output for `args` (the file last), at low priority like ffmpeg. */
export async function runFfprobe(args: string[]): Promise<string> {
  const { stdout } = await execInBackground(ffprobePath(), ['-v', 'error', ...args], {
    timeout: 10 * 60_000,
    maxBuffer: 64 * 1024 * 1024,
  });
  return stdout;
}
