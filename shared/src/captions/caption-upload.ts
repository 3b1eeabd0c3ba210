import { decodeCaptionBytes } from './caption-decode';
import { parseCaptions, toWebVtt } from './caption-parse';

export type CheckedCaptions =
  | { ok: true; vtt: string; cues: number; format: 'vtt' | 'srt'; notes: string[] }
  | { ok: false; errors: string[] };

/**
 * An uploaded caption file, checked and turned into the WebVTT that is stored: bytes decoded
 * (`decodeCaptionBytes`), cues parsed and sanitised (`parseCaptions`), written back as clean WebVTT. A refusal
 * carries every problem found (up to ten), each naming its line; nothing is stored then.
 */
export function checkCaptionUpload(
  bytes: Uint8Array,
  opts: { durationSeconds?: number } = {},
): CheckedCaptions {
  const decoded = decodeCaptionBytes(bytes);
  if (!decoded.ok) return { ok: false, errors: [decoded.message] };
  const parsed = parseCaptions(decoded.text, opts);
  if (!parsed.ok) return parsed;
  return {
    ok: true,
    vtt: toWebVtt(parsed.cues),
    cues: parsed.cues.length,
    format: parsed.format,
    notes: parsed.notes,
  };
}
