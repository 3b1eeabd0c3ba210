import { decodeEntities, escapeHtml } from './html-entities';

/** The only elements course descriptions may keep. */
export const SAFE_TAGS = ['p', 'br', 'strong', 'em', 'ul', 'ol', 'li', 'h3', 'h4', 'a'] as const;
export type SafeTag = (typeof SAFE_TAGS)[number];

/** A node of sanitized HTML: plain text (already decoded) or an allowed element. */
export type SafeNode =
  | { type: 'text'; text: string }
  | { type: 'element'; tag: SafeTag; href?: string; children: SafeNode[] };

type SafeElement = Extract<SafeNode, { type: 'element' }>;

// Presentational synonyms that editors produce, kept as their allowed meaning.
const ALIASES: Readonly<Record<string, SafeTag>> = { b: 'strong', i: 'em' };
// Elements whose content is code or chrome, never readable text: dropped with everything inside.
const DROP_WITH_CONTENT = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'template',
  'noscript',
  'textarea',
  'title',
  'svg',
  'math',
  'select',
  'frameset',
  'noembed',
  'xmp',
]);
const BLOCKS = new Set<SafeTag>(['p', 'ul', 'ol', 'li', 'h3', 'h4']);
const SAFE = new Set<string>(SAFE_TAGS);

/** An http(s) link target, normalized; anything else (javascript:, data:, relative) is refused. */
export function safeHref(raw: string): string | null {
  const value = decodeEntities(raw).trim();
  if (!/^https?:\/\//i.test(value)) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

function readAttributes(source: string): Map<string, string> {
  const attrs = new Map<string, string>();
  const re = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
  for (const m of source.matchAll(re)) {
    const name = (m[1] ?? '').toLowerCase();
    if (!attrs.has(name)) attrs.set(name, m[2] ?? m[3] ?? m[4] ?? '');
  }
  return attrs;
}

/** Index just past the `>` closing a tag that starts at `from`, honouring quoted attribute values. */
function tagEnd(html: string, from: number): number {
  let quote: string | null = null;
  for (let i = from; i < html.length; i += 1) {
    const c = html[i];
    if (quote) {
      if (c === quote) quote = null;
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '>') return i + 1;
  }
  return html.length;
}

class TreeBuilder {
  readonly root: SafeNode[] = [];
  private readonly open: SafeElement[] = [];

  private children(): SafeNode[] {
    return this.open.at(-1)?.children ?? this.root;
  }

  private isOpen(tag: SafeTag): boolean {
    return this.open.some((e) => e.tag === tag);
  }

  text(raw: string): void {
    const text = decodeEntities(raw);
    const parent = this.open.at(-1);
    // Whitespace between list items is layout noise, not content.
    if ((parent?.tag === 'ul' || parent?.tag === 'ol') && text.trim() === '') return;
    const siblings = this.children();
    const last = siblings.at(-1);
    if (last?.type === 'text') last.text += text;
    else if (text !== '') siblings.push({ type: 'text', text });
  }

  start(tag: SafeTag, attrs: Map<string, string>): void {
    if (tag === 'br') {
      this.children().push({ type: 'element', tag, children: [] });
      return;
    }
    // HTML closes an open paragraph at the next block, and links never nest.
    if (BLOCKS.has(tag) && this.isOpen('p')) this.end('p');
    if (tag === 'li' && !this.open.some((e) => e.tag === 'ul' || e.tag === 'ol')) return;
    const element: SafeElement = { type: 'element', tag, children: [] };
    if (tag === 'a') {
      const href = safeHref(attrs.get('href') ?? '');
      // A link without a safe target is only its text.
      if (!href || this.isOpen('a')) return;
      element.href = href;
    }
    this.children().push(element);
    this.open.push(element);
  }

  end(tag: SafeTag): void {
    const at = this.open.map((e) => e.tag).lastIndexOf(tag);
    if (at >= 0) this.open.length = at;
  }
}

/** Parses untrusted HTML into a tree of the safe subset: scripts, handlers, styles and unknown tags are gone. */
export function parseSafeHtml(html: string): SafeNode[] {
  const tree = new TreeBuilder();
  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt < 0) {
      tree.text(html.slice(i));
      break;
    }
    if (lt > i) tree.text(html.slice(i, lt));
    if (html.startsWith('<!--', lt)) {
      const close = html.indexOf('-->', lt + 4);
      i = close < 0 ? html.length : close + 3;
      continue;
    }
    const m = /^<(\/?)([a-zA-Z][a-zA-Z0-9-]*)/.exec(html.slice(lt, lt + 64));
    if (!m) {
      if (html[lt + 1] === '!' || html[lt + 1] === '?') {
        i = tagEnd(html, lt);
      } else {
        tree.text('<');
        i = lt + 1;
      }
      continue;
    }
    const closing = m[1] === '/';
    const name = (m[2] ?? '').toLowerCase();
    const end = tagEnd(html, lt + m[0].length);
    i = end;
    if (!closing && DROP_WITH_CONTENT.has(name)) {
      const closer = new RegExp(`</${name}\\s*>`, 'i').exec(html.slice(end));
      i = closer ? end + closer.index + closer[0].length : html.length;
      continue;
    }
    const tag = ALIASES[name] ?? (SAFE.has(name) ? (name as SafeTag) : null);
    if (!tag) continue;
    if (closing) tree.end(tag);
    else tree.start(tag, readAttributes(html.slice(lt + m[0].length, end - 1)));
  }
  return tree.root;
}

function serialize(nodes: SafeNode[]): string {
  return nodes
    .map((node) => {
      if (node.type === 'text') return escapeHtml(node.text);
      if (node.tag === 'br') return '<br>';
      const attrs =
        node.tag === 'a' && node.href
          ? ` href="${escapeHtml(node.href)}" rel="noopener noreferrer nofollow" target="_blank"`
          : '';
      return `<${node.tag}${attrs}>${serialize(node.children)}</${node.tag}>`;
    })
    .join('');
}

/** Sanitizes untrusted HTML to the safe subset (p, br, strong, em, ul, ol, li, h3, h4, a[href http(s)]). */
export function sanitizeHtml(html: string): string {
  return serialize(parseSafeHtml(html));
}
