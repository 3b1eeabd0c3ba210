import '../client/strict-csp';
import { z } from 'zod';

// A missing field reads as "required" rather than zod's type message, on server and clients alike. The package is
// marked side-effect free so clients bundle only what they use: every schema module imports this file, so it runs.
z.config({
  customError: (issue) =>
    issue.code === 'invalid_type' && (issue.input === undefined || issue.input === null)
      ? 'This field is required.'
      : undefined,
});

/** A required text field: trimmed, non-empty, with the spec's message when missing or blank. */
export function requiredText(message: string, max = 5000) {
  return z
    .string({
      error: (issue) => (issue.input === undefined || issue.input === null ? message : 'Must be text.'),
    })
    .trim()
    .min(1, message)
    .max(max, `Must be at most ${max} characters.`);
}

/**
 * A number as JSON sends it, or as a form sends it (its decimal digits). Unlike `z.coerce.number()`, which
 * reads null, '', [] and false as 0, anything that is not written as a number is refused.
 */
export function formNumber(message?: string) {
  return z.preprocess(
    (v) => (typeof v === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(v) ? Number(v) : v),
    message ? z.number({ error: message }) : z.number(),
  );
}

/** A positive whole-number id that may arrive as a form string. */
export const Id = formNumber().pipe(z.number().int().positive());

/** A hashslug: opaque url-safe identifier. */
export const Hashslug = z.string().trim().min(1).max(64);

/** A 0/1 or true/false flag that may arrive as a form string. */
export const Flag = z.preprocess((v) => {
  if (v === 'true' || v === '1' || v === 1 || v === true || v === 'on') return true;
  if (v === 'false' || v === '0' || v === 0 || v === false || v === '' || v === undefined) return false;
  return v;
}, z.boolean());

/** A required secret (password): never trimmed, since spaces may be part of it. */
export function requiredSecret(message: string, max = 200) {
  return z
    .string({
      error: (issue) => (issue.input === undefined || issue.input === null ? message : 'Must be text.'),
    })
    .min(1, message)
    .max(max, `Must be at most ${max} characters.`);
}

/** A page number from `?page={n}`, defaulting to 1. */
export const PageQuery = z.object({
  page: formNumber().pipe(z.number().int().min(1).max(100_000)).default(1),
});

/** A list field that forms send as `ids[]=1&ids[]=2`, a single value, or comma-separated text. */
export function listOf<T extends z.ZodType>(item: T) {
  return z.preprocess((v) => {
    if (v === undefined || v === null || v === '') return [];
    if (Array.isArray(v)) return v;
    if (typeof v === 'string' && v.includes(',')) return v.split(',');
    return [v];
  }, z.array(item));
}

/** The page fields of a list's answer, as `pageMeta()` fills them. */
export const PageFields = {
  total: z.number().int(),
  per_page: z.number().int(),
  current_page: z.number().int(),
  last_page: z.number().int(),
};

/** Page metadata as spec lists return it (`data.data, total, per_page`). */
export function paged<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), ...PageFields, from: z.number().int().nullable() });
}

/** The page fields of a `paged()` answer: how many in all, per page, which page, and the last page (at least 1). */
export function pageMeta(total: number, page: number, perPage: number) {
  return {
    total,
    per_page: perPage,
    current_page: page,
    last_page: Math.max(1, Math.ceil(total / perPage)),
  };
}

/** One page of a list as `paged()` declares it; `from` is the first row's position, null on an empty page. */
export function pageOf<T>(data: T[], total: number, page: number, perPage: number) {
  return {
    data,
    ...pageMeta(total, page, perPage),
    from: data.length ? (page - 1) * perPage + 1 : null,
  };
}

export const Empty = z.object({}).strict();
export const Nothing = z.null();
