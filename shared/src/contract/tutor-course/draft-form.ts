import { z } from 'zod';
import { defineFormDecoder } from '../route';
import { AUTHORING_MSG } from './messages';

// Save as Draft as spec 002 §3 writes its form: parallel lists per row kind. Chapters are
// `chapter_title[]`, `chapter_hashslug[]`, `chapter_id[]`; modules `module_{title,hashslug,url,duration,size,
// type}[i][]` for chapter `i`; attachments `attachment_{title,hashslug,url,size,type}[]`; access codes
// `access_code[]`, `access_hashslug[]`. The course's own fields keep their names. Quizzes picked per chapter
// go in `quiz_id[i][]` (ours: the spec names no field); a form without `quiz_id` leaves every chapter's
// quizzes as they are. Sizes, types and durations are read from the files themselves, so those lists are
// taken and not trusted.

/** The most rows a form list may hold (the body parser refuses a form with more fields anyway). */
export const FORM_LIST_MAX = 3000;

/**
 * A form list as parsers hand it over: an array (holes for skipped indices), an object keyed by index (a
 * parser past its array limit), a single value, or nothing.
 */
function asList(v: unknown): unknown[] {
  if (v === undefined || v === null || v === '') return [];
  if (Array.isArray(v)) return Array.from(v, (x) => x ?? '');
  if (typeof v === 'object') {
    const entries = Object.entries(v as Record<string, unknown>);
    if (entries.every(([k]) => /^\d+$/.test(k)))
      return entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, x]) => x ?? '');
  }
  return [v];
}

const Cell = z.string().max(50_000);
const Column = z.preprocess(asList, z.array(Cell).max(FORM_LIST_MAX));
const Grid = z.preprocess(asList, z.array(Column).max(FORM_LIST_MAX));
/** An optional single field where the form's empty value means "none". */
const Optional = z.preprocess((v) => (v === '' ? undefined : v), z.unknown());

export const CourseDraftFormFields = z.looseObject({
  hashslug: Optional,
  version: Optional,
  price_id: Optional,
  preview_url: Optional,
  preview_banner: Optional,
  chapter_title: Column.refine((l) => l.length > 0, AUTHORING_MSG.chapterTitleRequired),
  chapter_hashslug: Column,
  chapter_id: Column,
  /** Ours (the spec's form has none): each chapter's release school week, empty for none. Absent: unchanged. */
  chapter_release_week: z.preprocess((v) => (v === undefined ? undefined : asList(v)), Column.optional()),
  module_title: Grid,
  module_hashslug: Grid,
  module_url: Grid,
  module_duration: Grid,
  module_size: Grid,
  module_type: Grid,
  quiz_id: z.preprocess((v) => (v === undefined ? undefined : asList(v)), z.array(Column).optional()),
  attachment_title: Column,
  attachment_hashslug: Column,
  attachment_url: Column,
  attachment_size: Column,
  attachment_type: Column,
  access_code: Column,
  access_hashslug: Column,
});
export type CourseDraftFormFields = z.infer<typeof CourseDraftFormFields>;

const blank = (s: string | undefined) => (s === undefined || s.trim() === '' ? null : s.trim());
const cell = (list: readonly string[] | undefined, i: number) => list?.[i] ?? '';

/** Indices of the rows that hold anything: the form's always-present empty row is not a row. */
function filledRows(lists: ReadonlyArray<readonly string[]>): number[] {
  const n = Math.max(0, ...lists.map((l) => l.length));
  return Array.from({ length: n }, (_, i) => i).filter((i) => lists.some((l) => blank(l[i]) !== null));
}

/** The aggregate body of the form, and how a body error's path names the form field it came from. */
export function courseDraftFromForm(f: CourseDraftFormFields) {
  const {
    chapter_title,
    chapter_hashslug,
    chapter_id,
    chapter_release_week,
    module_title,
    module_hashslug,
    module_url,
    module_duration: _d,
    module_size: _s,
    module_type: _t,
    quiz_id,
    attachment_title,
    attachment_hashslug,
    attachment_url,
    attachment_size: _as,
    attachment_type: _at,
    access_code,
    access_hashslug,
    ...course
  } = f;
  const attachmentRows = filledRows([attachment_title, attachment_hashslug, attachment_url]);
  const codeRows = filledRows([access_code, access_hashslug]);
  const body = {
    ...course,
    chapters: chapter_title.map((title, i) => ({
      hashslug: blank(cell(chapter_hashslug, i)),
      id: blank(cell(chapter_id, i)) ?? undefined,
      title,
      modules: (module_title[i] ?? []).map((t, j) => ({
        hashslug: blank(cell(module_hashslug[i], j)),
        title: t,
        url: blank(cell(module_url[i], j)),
      })),
      ...(quiz_id ? { quizs: (quiz_id[i] ?? []).filter((q) => blank(q) !== null) } : {}),
      ...(chapter_release_week ? { release_week: blank(cell(chapter_release_week, i)) } : {}),
    })),
    attachments: attachmentRows.map((i) => ({
      hashslug: blank(cell(attachment_hashslug, i)),
      title: cell(attachment_title, i),
      url: cell(attachment_url, i),
    })),
    access_codes: codeRows.map((i) => ({
      hashslug: blank(cell(access_hashslug, i)),
      code: cell(access_code, i),
    })),
  };
  const rowField: Record<string, string> = {
    title: 'title',
    hashslug: 'hashslug',
    url: 'url',
    id: 'id',
    release_week: 'release_week',
  };
  const fieldOf = (path: string): string => {
    const p = path.split('.');
    const [list, a, field, b, sub] = p;
    const i = Number(a);
    if (list === 'chapters' && Number.isInteger(i)) {
      if (field === 'modules' && b !== undefined && sub && rowField[sub]) return `module_${sub}.${i}.${b}`;
      if (field === 'modules') return `module_title.${i}`;
      if (field === 'quizs') return `quiz_id.${i}`;
      if (field && rowField[field]) return `chapter_${field}.${i}`;
    }
    if (list === 'attachments' && Number.isInteger(i) && field && rowField[field])
      return `attachment_${field}.${attachmentRows[i] ?? i}`;
    if (list === 'access_codes' && Number.isInteger(i) && field)
      return `${field === 'code' ? 'access_code' : 'access_hashslug'}.${codeRows[i] ?? i}`;
    return path;
  };
  return { body, fieldOf };
}

/** How save-draft and save read the spec's form. */
export const courseDraftForm = defineFormDecoder({
  fields: CourseDraftFormFields,
  decode: courseDraftFromForm,
});
