/** A rendition's keyframe instants (seconds, presentation order) and its length. */
export interface RenditionKeyframes {
  height: number;
  keyframes: readonly number[];
  duration: number;
}

export type KeyframeVerdict = { aligned: true; maxGap: number } | { aligned: false; reason: string };

/** Two keyframes this close (a fraction of a frame at any common rate) are the same instant. */
const SAME_INSTANT = 0.005;

/**
 * A keyframe this much later than a segment after the one before still makes a segment of about the target
 * length: forced keyframes fall on the first frame at or after each instant (2.002 s at 29.97 fps), and the
 * audio may run a few frames past the last picture.
 */
const GAP_SLACK = 0.1;

/** A first keyframe this late is not the start (a B-frame delay shifts it by a few frames at most). */
const START_SLACK = 0.5;

const s = (t: number) => `${Math.round(t * 1000) / 1000} s`;

/**
 * Whether renditions can be cut into HLS segments by copying: every rendition starts on a keyframe, all of them
 * have their keyframes at the same instants (so the segments of every variant start and end together and a
 * player switches without a glitch), and no two keyframes are further apart than a segment (so segments stay
 * near the target length). When not, `reason` says which rule failed where: that rendition must be re-encoded
 * with fixed keyframes (`renditionArgs`).
 */
export function keyframeVerdict(
  renditions: readonly RenditionKeyframes[],
  segmentSeconds: number,
): KeyframeVerdict {
  const [first] = renditions;
  if (!first) return { aligned: false, reason: 'there are no renditions' };
  let maxGap = 0;
  for (const r of renditions) {
    const [start] = r.keyframes;
    if (start === undefined) return { aligned: false, reason: `${r.height}p has no keyframe` };
    if (start > START_SLACK)
      return { aligned: false, reason: `${r.height}p does not start on a keyframe (first at ${s(start)})` };
    const ends = [...r.keyframes, Math.max(r.duration, r.keyframes.at(-1) ?? 0)];
    for (let i = 1; i < ends.length; i++) {
      const gap = (ends[i] ?? 0) - (ends[i - 1] ?? 0);
      if (gap > segmentSeconds + GAP_SLACK)
        return {
          aligned: false,
          reason: `${r.height}p has ${s(gap)} between keyframes at ${s(ends[i - 1] ?? 0)}, longer than a ${segmentSeconds} s segment`,
        };
      maxGap = Math.max(maxGap, gap);
    }
    if (r === first) continue;
    const count = Math.max(r.keyframes.length, first.keyframes.length);
    for (let i = 0; i < count; i++) {
      const a = first.keyframes[i];
      const b = r.keyframes[i];
      if (a === undefined || b === undefined || Math.abs(a - b) > SAME_INSTANT)
        return {
          aligned: false,
          reason: `${r.height}p's keyframes differ from ${first.height}p's at ${s(Math.min(a ?? b ?? 0, b ?? a ?? 0))}`,
        };
    }
  }
  return { aligned: true, maxGap };
}
