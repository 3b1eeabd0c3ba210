/**
 * Every rendition gets a keyframe (an IDR: x264 closes GOPs by default) at each multiple of this many seconds
 * of the source's timeline, and nowhere else: the same instants in every rendition of a module, so HLS can cut
 * all of them into the same segments by copying (no re-encode) and a player switches quality cleanly at any
 * segment boundary. Time-based rather than `-g <frames>`, so it holds at any frame rate.
 */
export const KEYFRAME_INTERVAL_SECONDS = 2;

/**
 * The ffmpeg arguments that make one H.264/AAC MP4 rendition `height` pixels high from `input`.
 * `-force_key_frames` places the keyframes; `-sc_threshold 0` stops x264 adding its own at scene cuts (which
 * fall differently at each size and would misalign the renditions); x264's own maximum interval (250 frames)
 * is longer than the forced one at any frame rate up to 125 fps, so it adds none either.
 */
export function renditionArgs(input: string, height: number, target: string): string[] {
  return [
    '-i',
    input,
    '-vf',
    `scale=-2:${height}`,
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-crf',
    '23',
    '-pix_fmt',
    'yuv420p',
    '-force_key_frames',
    `expr:gte(t,n_forced*${KEYFRAME_INTERVAL_SECONDS})`,
    '-sc_threshold',
    '0',
    '-c:a',
    'aac',
    '-b:a',
    '128k',
    '-movflags',
    '+faststart',
    target,
  ];
}
