import { execInBackground } from './background-exec';
import { ffprobePath } from './binaries';

export interface VideoProbe {
  durationSeconds: number;
  width: number;
  height: number;
}

interface FfprobeJson {
  streams?: Array<{ codec_type?: string; width?: number; height?: number; duration?: string }>;
  format?: { duration?: string; format_name?: string };
}

/** Reads a video's duration and picture size with ffprobe; null when it has no readable picture. */
export async function probeVideo(path: string): Promise<VideoProbe | null> {
  let out: string;
  try {
    const result = await execInBackground(
      ffprobePath(),
      ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', path],
      { timeout: 60_000, maxBuffer: 4 * 1024 * 1024 },
    );
    out = result.stdout;
  } catch {
    return null;
  }
  const json = JSON.parse(out) as FfprobeJson;
  const video = json.streams?.find((s) => s.codec_type === 'video' && s.width && s.height);
  if (!video?.width || !video.height) return null;
  const duration = Number(json.format?.duration ?? video.duration ?? Number.NaN);
  return {
    durationSeconds: Number.isFinite(duration) ? duration : 0,
    width: video.width,
    height: video.height,
  };
}

/** Reads an audio file's duration from its frames; null when the file cannot be parsed. */
export async function probeAudio(path: string): Promise<{ durationSeconds: number } | null> {
  // Loaded by the first upload, not at start (docs/performance.md, memory).
  const { parseFile } = await import('music-metadata');
  try {
    const meta = await parseFile(path, { duration: true, skipCovers: true });
    const duration = meta.format.duration;
    return duration && Number.isFinite(duration) && duration > 0 ? { durationSeconds: duration } : null;
  } catch {
    return null;
  }
}
