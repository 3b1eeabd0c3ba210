import { z } from 'zod';
import { CAPTION_LIMITS, CAPTION_MSG } from './caption-text';

/** The languages offered first, with the label shown in the player when the tutor gives none. */
export const CAPTION_LANGUAGES = [
  { lang: 'ms', label: 'Bahasa Melayu' },
  { lang: 'en', label: 'English' },
  { lang: 'zh', label: '中文' },
  { lang: 'ta', label: 'தமிழ்' },
] as const;

/**
 * A BCP 47 tag as players and `<track srclang>` take it: a 2-3 letter language, then optionally a 4-letter
 * script and a 2-letter or 3-digit region (`ms`, `en-GB`, `zh-Hans`, `zh-Hant-MY`, `es-419`). Private-use and
 * extension subtags are refused: no player needs them and they only widen what an attribute can carry.
 */
const BCP47 = /^[a-z]{2,3}(?:-[a-z]{4})?(?:-(?:[a-z]{2}|\d{3}))?$/i;

/** The tag in its canonical case (`zh-hant-my` is `zh-Hant-MY`), or null when it is not one. */
export function normaliseLanguageTag(input: string): string | null {
  const tag = input.trim();
  if (!BCP47.test(tag)) return null;
  return tag
    .split('-')
    .map((part, i) =>
      i === 0
        ? part.toLowerCase()
        : part.length === 4
          ? `${part[0]?.toUpperCase()}${part.slice(1).toLowerCase()}`
          : part.toUpperCase(),
    )
    .join('-');
}

/** The label shown for a language when the tutor gives none: ours for the four, else the tag itself. */
export function defaultCaptionLabel(lang: string): string {
  const base = lang.split('-')[0]?.toLowerCase();
  return CAPTION_LANGUAGES.find((l) => l.lang === base)?.label ?? lang;
}

/** A label as the player's menu shows it: trimmed, single spaces, printable, no markup characters. */
export function cleanCaptionLabel(input: string): string | null {
  const label = input.replace(/\s+/g, ' ').trim();
  if (label.length === 0 || [...label].length > CAPTION_LIMITS.maxLabelChars) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused.
  if (/[<>"`\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e\u2066-\u2069]/.test(label)) return null;
  return label;
}

/** The language and label of an uploaded caption file (multipart fields `lang` and `label`). */
export const CaptionTrackFields = z
  .object({
    lang: z.string({ error: CAPTION_MSG.language }).transform((v, ctx) => {
      const tag = normaliseLanguageTag(v);
      if (tag) return tag;
      ctx.addIssue({ code: 'custom', message: CAPTION_MSG.language });
      return z.NEVER;
    }),
    label: z.string().optional(),
  })
  .transform((v, ctx) => {
    const label =
      v.label === undefined || v.label.trim() === ''
        ? defaultCaptionLabel(v.lang)
        : cleanCaptionLabel(v.label);
    if (label === null) {
      ctx.addIssue({ code: 'custom', message: CAPTION_MSG.label, path: ['label'] });
      return z.NEVER;
    }
    return { lang: v.lang, label };
  });
export type CaptionTrackFields = z.output<typeof CaptionTrackFields>;
