import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

let ffprobe: string | undefined;
let ffmpeg: string | undefined;

/** The ffprobe binary that `npm ci` installs (@ffprobe-installer/ffprobe); resolved on first use. */
export function ffprobePath(): string {
  ffprobe ??= process.env.FFPROBE_PATH || (require('@ffprobe-installer/ffprobe') as { path: string }).path;
  return ffprobe;
}

/** The ffmpeg binary that `npm ci` installs (@ffmpeg-installer/ffmpeg); resolved on first use. */
export function ffmpegPath(): string {
  ffmpeg ??= process.env.FFMPEG_PATH || (require('@ffmpeg-installer/ffmpeg') as { path: string }).path;
  return ffmpeg;
}
