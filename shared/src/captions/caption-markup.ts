import { parseCueTime } from './caption-timestamp';

/** The cue text a sanitised cue carries, and whether anything was removed on the way. */
export interface SanitisedCueText {
  text: string;
  /** Markup other than WebVTT's own was dropped (`<font>`, `<img>`, `<script>`...). */
  stripped: boolean;
}

/** WebVTT's cue markup, the only tags kept. `rt` only inside `ruby`. */
const KEPT = new Set(['b', 'i', 'u', 'c', 'v', 'lang', 'ruby', 'rt']);
/** Elements whose content is not caption text: dropped with their tags. */
const DROPPED_WITH_CONTENT = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'iframe',
  'object',
  'svg',
  'math',
]);
const ENTITY = /^&(?:amp|lt|gt|lrm|rlm|nbsp|#\d{1,7}|#x[0-9a-f]{1,6});/i;
const CLASS = /^[A-Za-z0-9_-]{1,40}$/;
const LANG = /^[a-z]{2,3}(?:-[A-Za-z0-9]{2,8}){0,3}$/i;

function escapeText(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text[i] ?? '';
    if (ch === '&') out += ENTITY.test(text.slice(i)) ? '&' : '&amp;';
    else if (ch === '<') out += '&lt;';
    else if (ch === '>') out += '&gt;';
    else out += ch;
  }
  return out;
}

/** A `<v>` annotation (the speaker's name) as plain text: no markup characters, one line, bounded. */
function cleanAnnotation(text: string): string {
  return escapeText(text.replace(/[<>]/g, '').replace(/\s+/g, ' ').trim().slice(0, 100));
}

/**
 * Cue text with only WebVTT's markup left: `<b> <i> <u>`, `<c.class>`, `<v Speaker>`, `<lang xx>`, `<ruby>`
 * with `<rt>`, and cue timestamps inside the cue's own span. Every other tag is removed (keeping its text;
 * `<script>`, `<style>` and the like with their content), `<br>` becomes a line break, SRT's `{\an8}` style
 * codes go, tags are balanced, stray `&`, `<` and `>` are escaped, `-->` cannot appear, and empty lines go
 * (a blank line would end the cue).
 */
export function sanitiseCueText(raw: string, span: { start: number; end: number }): SanitisedCueText {
  let stripped = false;
  const source = raw.replace(/\{\\[^}]*\}/g, () => {
    stripped = true;
    return '';
  });
  const open: string[] = [];
  let out = '';
  let i = 0;
  while (i < source.length) {
    const lt = source.indexOf('<', i);
    const gt = lt === -1 ? -1 : source.indexOf('>', lt + 1);
    if (lt === -1 || gt === -1) {
      out += escapeText(source.slice(i));
      break;
    }
    out += escapeText(source.slice(i, lt));
    // A `<` that starts no tag (`a < b`) is text.
    if (!/[A-Za-z0-9/!]/.test(source[lt + 1] ?? '')) {
      out += '&lt;';
      i = lt + 1;
      continue;
    }
    if (source.startsWith('<!--', lt)) {
      const close = source.indexOf('-->', lt + 4);
      i = close === -1 ? source.length : close + 3;
      stripped = true;
      continue;
    }
    i = gt + 1;
    const inner = source.slice(lt + 1, gt).replace(/\/$/, '');
    const closing = inner.startsWith('/');
    const body = closing ? inner.slice(1).trim() : inner;
    const time = parseCueTime(body.trim(), 'vtt');
    if (!closing && time !== null) {
      if (time > span.start && time < span.end) out += `<${body.trim()}>`;
      else stripped = true;
      continue;
    }
    const [head = '', ...rest] = body.split(/[ \t\n]+/);
    const [name = '', ...classes] = head.split('.');
    const tag = name.toLowerCase();
    if (!closing && DROPPED_WITH_CONTENT.has(tag)) {
      const end = source.toLowerCase().indexOf(`</${tag}`, i);
      i = end === -1 ? source.length : source.indexOf('>', end) + 1 || source.length;
      stripped = true;
      continue;
    }
    if (tag === 'br' && !closing) {
      out += '\n';
      continue;
    }
    if (!KEPT.has(tag) || (tag === 'rt' && !closing && !open.includes('ruby'))) {
      stripped = true;
      continue;
    }
    if (closing) {
      const at = open.lastIndexOf(tag);
      if (at === -1) {
        stripped = true;
        continue;
      }
      while (open.length > at) out += `</${open.pop()}>`;
      continue;
    }
    const keptClasses = classes.filter((c) => CLASS.test(c));
    if (keptClasses.length !== classes.length) stripped = true;
    const annotation = rest.join(' ');
    let opening = `<${[tag, ...keptClasses].join('.')}`;
    if (tag === 'v') opening += annotation ? ` ${cleanAnnotation(annotation)}` : '';
    else if (tag === 'lang') {
      if (!LANG.test(annotation)) {
        stripped = true;
        continue;
      }
      opening += ` ${annotation}`;
    } else if (annotation) stripped = true;
    out += `${opening}>`;
    open.push(tag);
  }
  while (open.length > 0) out += `</${open.pop()}>`;
  const text = out
    .replace(/-->/g, '--&gt;')
    .split('\n')
    .map((line) => line.replace(/[ \t]+$/g, ''))
    .filter((line) => line.trim() !== '')
    .join('\n');
  return { text, stripped };
}

/** The text a viewer reads, without markup: for length checks and "nothing left" checks. */
export function visibleCueText(text: string): string {
  return text.replace(/<[^>]*>/g, '').trim();
}
