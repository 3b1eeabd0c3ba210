import { formatRM } from '../money/ringgit';
import { formatRatePercent } from '../tax/tax-messages';
import { MONTH_NAMES } from './calendar';
import { formatMalaysiaDate } from './malaysia-time';

/** A catalogue entry built with values, called with whatever was read back from a text. */
export type MessageFunction = (...args: unknown[]) => unknown;

/**
 * One way a catalogue function shows an argument: distinctive samples to call it with (for the argument at a
 * position), what a sample looks like in the text, the pattern of any such rendering, and how to read the
 * value back from it (undefined when the text is not one).
 */
interface ArgumentKind {
  readonly samples: (position: number) => readonly unknown[];
  readonly render: (value: unknown) => string;
  readonly pattern: string;
  readonly parse: (text: string) => unknown;
}

const MONTHS = MONTH_NAMES.map((m) => m.slice(0, 3));

/** A value read back only when rendering it again gives the very same text. */
function exactly<T>(text: string, value: T | undefined, render: (value: T) => string): T | undefined {
  return value !== undefined && render(value) === text ? value : undefined;
}

const renderDay = (value: unknown) => formatMalaysiaDate(String(value));
const renderSen = (value: unknown) => formatRM(Number(value));
const renderRate = (value: unknown) => formatRatePercent(Number(value));

/**
 * The kinds, most particular last but text first: a value shown as written (a code, a reference, a count
 * written with `${n}`) is text in both languages, whatever its type; the second sample, a day, tells text
 * apart from a day shown by `formatMalaysiaDate`, which passes anything it cannot read through unchanged.
 * Ringgit come before rates because `formatRM(1234)` contains `formatRatePercent(1234)`.
 */
const KINDS: readonly ArgumentKind[] = [
  {
    samples: (i) => [`\uE000${i}\uE001`, `${2031 + i}-07-19`],
    render: String,
    pattern: '[\\s\\S]+?',
    parse: (text) => text,
  },
  {
    samples: (i) => [`${2031 + i}-07-19`],
    render: renderDay,
    pattern: '\\d{1,2} [A-Z][a-z]{2} \\d{4}',
    parse: (text) => {
      const [day, month, year] = text.split(' ');
      const m = MONTHS.indexOf(month ?? '');
      const iso = m < 0 ? undefined : `${year}-${String(m + 1).padStart(2, '0')}-${day?.padStart(2, '0')}`;
      return exactly(text, iso, renderDay);
    },
  },
  {
    samples: (i) => [1234567 + i * 1111111],
    render: renderSen,
    pattern: '-?RM \\d{1,3}(?:,\\d{3})*\\.\\d{2}',
    parse: (text) =>
      exactly(text, (text.startsWith('-') ? -1 : 1) * Number(text.replace(/\D/g, '')), renderSen),
  },
  {
    samples: (i) => [1234 + i * 1111],
    render: renderRate,
    pattern: '\\d+(?:\\.\\d{1,2})?',
    parse: (text) => exactly(text, Math.round(Number(text) * 100), renderRate),
  },
  {
    samples: (i) => [8642097 + i * 1010101],
    render: String,
    pattern: '-?\\d+',
    parse: (text) => exactly(text, Number(text), String),
  },
];

interface Placement {
  readonly at: number;
  readonly end: number;
  readonly arg: number;
}

/** Shorter literal text than this could match sentences of other origins: such functions are not inverted. */
const MIN_LITERAL = 4;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function call(fn: MessageFunction, args: readonly unknown[]): string | undefined {
  try {
    const out = fn(...args);
    return typeof out === 'string' ? out : undefined;
  } catch {
    return undefined;
  }
}

/** The kind of each argument of `en`, found by calling it with samples; null when one shows as no kind. */
function argumentKinds(en: MessageFunction): ArgumentKind[] | null {
  const text = KINDS[0]!;
  const kinds: ArgumentKind[] = Array.from({ length: en.length }, () => text);
  for (let i = 0; i < kinds.length; i += 1) {
    const found = KINDS.find((kind) =>
      kind.samples(i).every((sample) => {
        const args = kinds.map((k, j) => (j === i ? sample : k.samples(j)[0]));
        return call(en, args)?.includes(kind.render(sample)) ?? false;
      }),
    );
    if (!found) return null;
    kinds[i] = found;
  }
  return kinds;
}

/** Where each argument shows in the text of the samples, in order, or null when renderings overlap or touch. */
function placements(out: string, rendered: readonly string[]): Placement[] | null {
  const found: Placement[] = [];
  rendered.forEach((text, arg) => {
    for (let at = out.indexOf(text); at >= 0; at = out.indexOf(text, at + text.length))
      found.push({ at, end: at + text.length, arg });
  });
  found.sort((a, b) => a.at - b.at);
  const touches = found.some((p, n) => n > 0 && (found[n - 1]?.end ?? 0) >= p.at);
  const missing = rendered.some((_, arg) => !found.some((p) => p.arg === arg));
  return touches || missing ? null : found;
}

/** A text built by a catalogue function, recognised and said again in the other language. */
export interface MessagePattern {
  /** Characters of the text that are not arguments: the longer, the more particular the pattern. */
  readonly literalLength: number;
  /** The other language's text of a text the English function built, or undefined when it is not one. */
  translate(message: string): string | undefined;
}

/**
 * Derives, from an English catalogue function and its translation, a pattern that reads the arguments back
 * out of the English text (an anchored expression with a group per argument, read by its kind: text, a day,
 * ringgit, a tax rate, a whole number) and calls the translation with them. A text counts only when the
 * English function, given what was read, gives it again exactly. Null when the function cannot be inverted
 * safely: an argument not shown or shown in a way no kind reads (a lookup, a plural), renderings that touch,
 * or too little fixed text around them.
 *
 * @example messagePattern((code) => `Coupon ${code} applied.`, (code) => `Kupon ${code} digunakan.`)
 *   ?.translate('Coupon HEMAT10 applied.') // 'Kupon HEMAT10 digunakan.'
 */
export function messagePattern(en: MessageFunction, translation: MessageFunction): MessagePattern | null {
  if (en.length === 0) return null;
  const kinds = argumentKinds(en);
  if (!kinds) return null;
  const samples = kinds.map((kind, i) => kind.samples(i)[0]);
  const out = call(en, samples);
  if (out === undefined) return null;
  const rendered = kinds.map((kind, i) => kind.render(samples[i]));
  const places = placements(out, rendered);
  if (!places) return null;

  let source = '^';
  let from = 0;
  const seen = new Set<number>();
  for (const { at, end, arg } of places) {
    source += escapeRegExp(out.slice(from, at));
    source += seen.has(arg) ? `\\k<a${arg}>` : `(?<a${arg}>${kinds[arg]?.pattern})`;
    seen.add(arg);
    from = end;
  }
  source += `${escapeRegExp(out.slice(from))}$`;
  const literalLength = places.reduce((left, p) => left - (p.end - p.at), out.length);
  if (literalLength < MIN_LITERAL) return null;

  const expression = new RegExp(source);
  const pattern: MessagePattern = {
    literalLength,
    translate(message) {
      const groups = expression.exec(message)?.groups;
      if (!groups) return undefined;
      const args = kinds.map((kind, i) => kind.parse(groups[`a${i}`] ?? ''));
      if (args.includes(undefined) || call(en, args) !== message) return undefined;
      return call(translation, args);
    },
  };
  const expected = call(translation, samples);
  return expected !== undefined && pattern.translate(out) === expected ? pattern : null;
}
