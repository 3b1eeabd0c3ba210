import { sanitiseCueText, visibleCueText } from './caption-markup';
import { CAPTION_LIMITS, CAPTION_MSG } from './caption-text';
import { formatCueTime, parseCueTime } from './caption-timestamp';

export type CaptionFormat = 'vtt' | 'srt';

/** One cue after checking: times in milliseconds, WebVTT settings and sanitised text. */
export interface CaptionCue {
  start: number;
  end: number;
  /** Only the WebVTT settings players agree on, with checked values (`align:start line:10%`). */
  settings: string;
  text: string;
}

export type ParsedCaptions =
  | { ok: true; format: CaptionFormat; cues: CaptionCue[]; notes: string[] }
  | { ok: false; errors: string[] };

const SETTING =
  /^(?:align:(?:start|center|end|left|right)|line:(?:-?\d{1,3}|\d{1,3}(?:\.\d+)?%)(?:,(?:start|center|end))?|position:\d{1,3}(?:\.\d+)?%(?:,(?:line-left|center|line-right))?|size:\d{1,3}(?:\.\d+)?%|vertical:(?:rl|lr))$/;

/** A block of lines between blank lines, with the (1-based) line number of its first line. */
interface Block {
  line: number;
  lines: string[];
}

function blocks(text: string): Block[] {
  const out: Block[] = [];
  let current: Block | null = null;
  text.split('\n').forEach((line, i) => {
    if (line.trim() === '') current = null;
    else if (current) current.lines.push(line);
    else {
      current = { line: i + 1, lines: [line] };
      out.push(current);
    }
  });
  return out;
}

/** Which format the text is in: WebVTT by its signature line, SRT by a time line among its first lines. */
export function captionFormat(text: string): CaptionFormat | null {
  if (/^WEBVTT(?:[ \t].*)?(?:\n|$)/.test(text)) return 'vtt';
  const head = text.split('\n').slice(0, 4);
  return head.some((l) => /^\s*\d{1,2}:\d{2}:\d{2}[,.]\d{1,3}\s*-->/.test(l)) ? 'srt' : null;
}

/**
 * Reads an SRT or WebVTT text (already decoded: `decodeCaptionBytes`) into checked cues: every time valid,
 * each cue ending after it starts, cues in start order, at most CAPTION_LIMITS.maxCues, no cue text longer than
 * CAPTION_LIMITS.maxCueChars after sanitising, and (given the video's length) no cue starting after its end.
 * WebVTT's NOTE, STYLE and REGION blocks and cue identifiers are left out. Errors name their line.
 */
export function parseCaptions(text: string, opts: { durationSeconds?: number } = {}): ParsedCaptions {
  const format = captionFormat(text);
  if (!format) return { ok: false, errors: [CAPTION_MSG.unknownFormat] };
  const errors: string[] = [];
  const cues: CaptionCue[] = [];
  let empty = 0;
  let stripped = false;
  const list = blocks(text);
  for (const [index, block] of list.entries()) {
    if (format === 'vtt' && index === 0) continue; // the WEBVTT header block
    const first = block.lines[0] ?? '';
    if (format === 'vtt' && /^(?:NOTE|STYLE|REGION)(?:[ \t]|$)/.test(first)) continue;
    const timingAt = block.lines.findIndex((l) => l.includes('-->'));
    // An identifier (WebVTT) or a cue number (SRT) may stand above the time line, nothing else.
    if (timingAt === -1 || timingAt > 1) {
      errors.push(CAPTION_MSG.missingTiming(block.line));
      continue;
    }
    const line = block.line + timingAt;
    const [startText = '', rest = ''] = (block.lines[timingAt] ?? '').split('-->').map((s) => s.trim());
    const [endText = '', ...settingTokens] = rest.split(/[ \t]+/);
    const start = parseCueTime(startText, format);
    const end = parseCueTime(endText, format);
    if (start === null || end === null) {
      errors.push(CAPTION_MSG.badTimestamp(line, start === null ? startText : endText));
      continue;
    }
    if (end <= start) {
      errors.push(CAPTION_MSG.endNotAfterStart(line));
      continue;
    }
    const previous = cues.at(-1);
    if (previous && start < previous.start) {
      errors.push(CAPTION_MSG.outOfOrder(line));
      continue;
    }
    if (opts.durationSeconds !== undefined && start >= Math.ceil(opts.durationSeconds * 1000)) {
      errors.push(CAPTION_MSG.beyondVideo(line, formatCueTime(Math.round(opts.durationSeconds * 1000))));
      continue;
    }
    const settings = format === 'vtt' ? settingTokens.filter((s) => SETTING.test(s)).join(' ') : '';
    const clean = sanitiseCueText(block.lines.slice(timingAt + 1).join('\n'), { start, end });
    stripped ||= clean.stripped;
    if (clean.text.length > CAPTION_LIMITS.maxCueChars) {
      errors.push(CAPTION_MSG.cueTooLong(line));
      continue;
    }
    if (visibleCueText(clean.text) === '') {
      empty += 1;
      continue;
    }
    cues.push({ start, end, settings, text: clean.text });
    if (cues.length > CAPTION_LIMITS.maxCues) return { ok: false, errors: [CAPTION_MSG.tooManyCues] };
  }
  if (errors.length > 0) {
    const shown = errors.slice(0, CAPTION_LIMITS.maxErrors);
    const more = errors.length - shown.length;
    return { ok: false, errors: more > 0 ? [...shown, CAPTION_MSG.moreErrors(more)] : shown };
  }
  if (cues.length === 0) return { ok: false, errors: [CAPTION_MSG.noCues] };
  const notes = [
    ...(empty > 0 ? [CAPTION_MSG.droppedEmpty(empty)] : []),
    ...(stripped ? [CAPTION_MSG.droppedMarkup] : []),
  ];
  return { ok: true, format, cues, notes };
}

/** The cues as a WebVTT file: what is stored and served, whatever was uploaded. */
export function toWebVtt(cues: readonly CaptionCue[]): string {
  const body = cues.map(
    (c) =>
      `${formatCueTime(c.start)} --> ${formatCueTime(c.end)}${c.settings ? ` ${c.settings}` : ''}\n${c.text}`,
  );
  return `WEBVTT\n\n${body.join('\n\n')}\n`;
}
