/** One segment of a media playlist: its duration in seconds and its URI as written (relative). */
export interface HlsSegment {
  duration: number;
  uri: string;
}

/** What the packager and its tests read back from a media playlist. */
export interface MediaPlaylist {
  targetDuration: number;
  /** The fMP4 initialisation segment (`#EXT-X-MAP:URI`), null for MPEG-TS. */
  map: string | null;
  segments: HlsSegment[];
  /** `#EXT-X-ENDLIST` is there: a complete video-on-demand playlist. */
  ended: boolean;
}

/** A variant of the master playlist: one rendition. */
export interface HlsVariant {
  /** Peak segment bit rate, bits per second (RFC 8216 §4.3.4.2: BANDWIDTH). */
  bandwidth: number;
  /** Whole-playlist bit rate, bits per second. */
  averageBandwidth: number;
  width: number;
  height: number;
  /** RFC 6381 codec strings, `avc1.64001f,mp4a.40.2`. */
  codecs: string;
  frameRate: number | null;
  /** The media playlist, relative to the master. */
  uri: string;
}

/** The value of `NAME=value` or `NAME="value"` in a tag's attribute list. */
export function attribute(line: string, name: string): string | null {
  const match = new RegExp(`(?:^|[:,])${name}=("([^"]*)"|[^,]*)`).exec(line);
  if (!match) return null;
  return match[2] ?? match[1] ?? null;
}

/** Reads a media playlist (the subset ffmpeg's HLS muxer writes). Throws on text that is not one. */
export function parseMediaPlaylist(text: string): MediaPlaylist {
  const lines = text.split(/\r?\n/).map((l) => l.trim());
  if (lines[0] !== '#EXTM3U') throw new Error('not an HLS playlist');
  let targetDuration = 0;
  let map: string | null = null;
  let ended = false;
  let pending: number | null = null;
  const segments: HlsSegment[] = [];
  for (const line of lines.slice(1)) {
    if (line === '') continue;
    if (line.startsWith('#EXT-X-TARGETDURATION:')) targetDuration = Number(line.slice(22));
    else if (line.startsWith('#EXT-X-MAP:')) map = attribute(line, 'URI');
    else if (line === '#EXT-X-ENDLIST') ended = true;
    else if (line.startsWith('#EXTINF:')) pending = Number.parseFloat(line.slice(8));
    else if (!line.startsWith('#')) {
      if (pending === null || !Number.isFinite(pending)) throw new Error(`segment without duration: ${line}`);
      segments.push({ duration: pending, uri: line });
      pending = null;
    }
  }
  return { targetDuration, map, segments, ended };
}

/** Peak and average bit rates of a variant from its segments' sizes (bytes) and durations. */
export function variantBitrates(segments: ReadonlyArray<{ duration: number; bytes: number }>): {
  bandwidth: number;
  averageBandwidth: number;
} {
  let peak = 0;
  let bytes = 0;
  let seconds = 0;
  for (const s of segments) {
    if (s.duration > 0) peak = Math.max(peak, (s.bytes * 8) / s.duration);
    bytes += s.bytes;
    seconds += s.duration;
  }
  return { bandwidth: Math.ceil(peak), averageBandwidth: seconds > 0 ? Math.ceil((bytes * 8) / seconds) : 0 };
}

/**
 * The master playlist. The first variant listed is where a player starts (hls.js takes the manifest's first
 * level, Safari the first entry), so the caller orders them: the start quality first, then the others.
 */
export function masterPlaylist(variants: readonly HlsVariant[]): string {
  const lines = ['#EXTM3U', '#EXT-X-VERSION:7', '#EXT-X-INDEPENDENT-SEGMENTS'];
  for (const v of variants) {
    const attrs = [
      `BANDWIDTH=${v.bandwidth}`,
      `AVERAGE-BANDWIDTH=${v.averageBandwidth}`,
      `RESOLUTION=${v.width}x${v.height}`,
      `CODECS="${v.codecs}"`,
      ...(v.frameRate ? [`FRAME-RATE=${v.frameRate.toFixed(3)}`] : []),
    ];
    lines.push(`#EXT-X-STREAM-INF:${attrs.join(',')}`, v.uri);
  }
  return `${lines.join('\n')}\n`;
}
