import { runFfprobe } from '../transcode/ffmpeg-run';

/** What packaging needs to know about one rendition file. */
export interface RenditionProbe {
  width: number;
  height: number;
  duration: number;
  videoCodec: string;
  /** Frames per second, null when the file does not say. */
  frameRate: number | null;
  audioCodec: string | null;
  audioProfile: string | undefined;
  /** Presentation times (seconds) of the video keyframes, ascending. */
  keyframes: number[];
}

interface StreamsJson {
  streams?: Array<{
    codec_type?: string;
    codec_name?: string;
    profile?: string;
    width?: number;
    height?: number;
    avg_frame_rate?: string;
  }>;
  format?: { duration?: string };
}

function rate(text: string | undefined): number | null {
  const [num, den] = (text ?? '').split('/').map(Number);
  return num && den ? num / den : null;
}

/** Reads a rendition's streams and its keyframe times (from packet flags: nothing is decoded). */
export async function probeRendition(path: string): Promise<RenditionProbe> {
  const json = JSON.parse(
    await runFfprobe(['-print_format', 'json', '-show_format', '-show_streams', path]),
  ) as StreamsJson;
  const video = json.streams?.find((s) => s.codec_type === 'video');
  const audio = json.streams?.find((s) => s.codec_type === 'audio');
  if (!video?.width || !video.height || !video.codec_name) throw new Error(`${path} has no video stream`);
  const packets = await runFfprobe([
    '-select_streams',
    'v:0',
    '-show_entries',
    'packet=pts_time,flags',
    '-of',
    'csv=p=0',
    path,
  ]);
  const keyframes = packets
    .split('\n')
    .map((line) => line.split(','))
    .filter(([pts, flags]) => flags?.startsWith('K') && pts !== 'N/A')
    .map(([pts]) => Number(pts))
    .filter(Number.isFinite)
    .sort((a, b) => a - b);
  return {
    width: video.width,
    height: video.height,
    duration: Number(json.format?.duration ?? 0) || 0,
    videoCodec: video.codec_name,
    frameRate: rate(video.avg_frame_rate),
    audioCodec: audio?.codec_name ?? null,
    audioProfile: audio?.profile,
    keyframes,
  };
}
