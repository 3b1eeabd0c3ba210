import type {
  AccessCodeView,
  AttachmentView,
  ChapterView,
  CourseDraftAnswer,
  CourseDraftBody,
  CourseView,
  ModuleView,
} from '@mahir/shared/contract/tutor-course.contract';
import type { z } from 'zod';

let seq = 0;
/** A stable React key for a row that has no hashslug yet. */
export const rowKey = () => `row-${Date.now().toString(36)}-${(seq++).toString(36)}`;

export interface ModuleRow {
  key: string;
  /** The saved module's id (captions are kept per saved module); null until the course is saved. */
  id: number | null;
  hashslug: string | null;
  title: string;
  url: string | null;
  full_url: string | null;
  duration: string;
  size_label: string;
  transcode: string;
  transcode_error: string | null;
}
export interface ChapterRow {
  key: string;
  hashslug: string | null;
  title: string;
  modules: ModuleRow[];
  quizs: { id: number; title: string }[];
  /** Package courses: the school week the chapter opens in, as the select holds it ('' for from the start). */
  release_week: string;
}
export interface AttachmentRow {
  key: string;
  hashslug: string | null;
  title: string;
  url: string;
  full_url: string;
  label: string;
}
export interface AccessRow {
  key: string;
  hashslug: string | null;
  code: string;
}

/** The head of every product form (course or digital asset): names, category, tags and price. */
export interface ProductHeadValues {
  hashslug: string | null;
  version: string | null;
  title: string;
  category_id: string | null;
  sub_category_id: string | null;
  tags: string[];
  price_id: string | null;
  discount_active: boolean;
  discount: string;
}

/** The course editor's values: the aggregate as the tutor edits it, ids as Select strings. */
export interface CourseFormValues extends ProductHeadValues {
  requirement: string;
  content: string;
  benefit: string;
  special_invitation: boolean;
  preview_url: string | null;
  preview_full_url: string | null;
  preview_duration: string;
  preview_banner: string | null;
  banner_full_url: string | null;
  banner_resolution: string;
  chapters: ChapterRow[];
  attachments: AttachmentRow[];
  access_codes: AccessRow[];
  chapter_deletes: string[];
  module_deletes: string[];
  attachment_deletes: string[];
  access_deletes: string[];
  quiz_deletes: number[];
}

export function blankModule(title = ''): ModuleRow {
  return {
    key: rowKey(),
    id: null,
    hashslug: null,
    title,
    url: null,
    full_url: null,
    duration: '',
    size_label: '',
    transcode: 'none',
    transcode_error: null,
  };
}
export function blankChapter(title = ''): ChapterRow {
  return { key: rowKey(), hashslug: null, title, modules: [blankModule()], quizs: [], release_week: '' };
}
export const blankAttachment = (): AttachmentRow => ({
  key: rowKey(),
  hashslug: null,
  title: '',
  url: '',
  full_url: '',
  label: '',
});
export const blankAccess = (): AccessRow => ({ key: rowKey(), hashslug: null, code: '' });

/** The head every product form starts with (course or digital asset): names, category, tags and price. */
export function emptyProductHead(): ProductHeadValues {
  return {
    hashslug: null,
    version: null,
    title: '',
    category_id: null,
    sub_category_id: null,
    tags: [],
    price_id: null,
    discount_active: false,
    discount: '',
  };
}

/** The head of a saved product as its form holds it; a zero discount shows as empty. */
export function productHeadToForm(p: {
  hashslug: string;
  version: string;
  title: string;
  category_id: number;
  sub_category_id: number;
  tags: string[];
  price_id: number | null;
  discount_active: boolean;
  discount: string;
}) {
  return {
    hashslug: p.hashslug,
    version: p.version,
    title: p.title,
    category_id: String(p.category_id),
    sub_category_id: String(p.sub_category_id),
    tags: p.tags,
    price_id: p.price_id === null ? null : String(p.price_id),
    discount_active: p.discount_active,
    discount: p.discount === '0.00' ? '' : p.discount,
  };
}

export function emptyCourse(): CourseFormValues {
  return {
    ...emptyProductHead(),
    requirement: '',
    content: '',
    benefit: '',
    special_invitation: false,
    preview_url: null,
    preview_full_url: null,
    preview_duration: '',
    preview_banner: null,
    banner_full_url: null,
    banner_resolution: '',
    chapters: [blankChapter()],
    attachments: [],
    access_codes: [blankAccess()],
    chapter_deletes: [],
    module_deletes: [],
    attachment_deletes: [],
    access_deletes: [],
    quiz_deletes: [],
  };
}

const moduleRow = (m: z.infer<typeof ModuleView>): ModuleRow => ({
  key: m.hashslug,
  id: m.id,
  hashslug: m.hashslug,
  title: m.title,
  url: m.module_url,
  full_url: m.full_url,
  duration: m.module_duration,
  size_label: m.module_filesize ?? '',
  transcode: m.transcode_status,
  transcode_error: m.transcode_error,
});
const chapterRows = (chapters: z.infer<typeof ChapterView>[]): ChapterRow[] =>
  chapters.map((c) => ({
    key: c.hashslug,
    hashslug: c.hashslug,
    title: c.title,
    modules: c.modules.map(moduleRow),
    quizs: c.quizs.map((q) => ({ id: q.quiz_id, title: q.title })),
    release_week: c.release_week === null ? '' : String(c.release_week),
  }));
const attachmentRows = (list: z.infer<typeof AttachmentView>[]): AttachmentRow[] =>
  list.map((a) => ({
    key: a.hashslug,
    hashslug: a.hashslug,
    title: a.title,
    url: a.url,
    full_url: a.full_url,
    label: a.label,
  }));
const accessRows = (list: z.infer<typeof AccessCodeView>[]): AccessRow[] =>
  list.length ? list.map((a) => ({ key: a.hashslug, hashslug: a.hashslug, code: a.code })) : [blankAccess()];

/** The editor's values from a loaded course. */
export function courseToForm(c: CourseView): CourseFormValues {
  return {
    ...emptyCourse(),
    ...productHeadToForm(c),
    requirement: c.requirement ?? '',
    content: c.content,
    benefit: c.benefit ?? '',
    special_invitation: c.special_invitation,
    preview_url: c.preview_url,
    preview_full_url: c.preview_full_url,
    preview_duration: c.preview_duration ?? '',
    preview_banner: c.preview_banner,
    banner_full_url: c.preview_banner_url,
    banner_resolution: c.banner_resolution ?? '',
    chapters: c.chapters.length ? chapterRows(c.chapters) : [blankChapter()],
    attachments: attachmentRows(c.course_attachments),
    access_codes: accessRows(c.code_accesses),
  };
}

/** The whole aggregate Save as Draft sends; the server diffs it. */
export function formToDraft(v: CourseFormValues): z.input<typeof CourseDraftBody> {
  return {
    hashslug: v.hashslug,
    version: v.version,
    title: v.title,
    category_id: Number(v.category_id),
    sub_category_id: Number(v.sub_category_id),
    tags: v.tags,
    price_id: v.price_id ? Number(v.price_id) : null,
    discount_active: v.discount_active,
    discount: v.discount,
    requirement: v.requirement,
    content: v.content,
    benefit: v.benefit,
    special_invitation: v.special_invitation,
    preview_url: v.preview_url,
    preview_banner: v.preview_banner,
    chapters: v.chapters.map((c) => ({
      hashslug: c.hashslug,
      title: c.title,
      modules: c.modules.map((m) => ({ hashslug: m.hashslug, title: m.title, url: m.url })),
      quizs: c.quizs.map((q) => q.id),
      release_week: c.release_week ? Number(c.release_week) : null,
    })),
    attachments: v.attachments
      .filter((a) => a.url)
      .map((a) => ({ hashslug: a.hashslug, title: a.title, url: a.url })),
    access_codes: v.special_invitation
      ? v.access_codes.filter((a) => a.code.trim()).map((a) => ({ hashslug: a.hashslug, code: a.code }))
      : [],
    chapter_deletes: v.chapter_deletes,
    module_deletes: v.module_deletes,
    attachment_deletes: v.attachment_deletes,
    access_deletes: v.access_deletes,
    quiz_deletes: v.quiz_deletes,
  };
}

/** After Save as Draft: the returned hashslug identifies the course; chapters, attachments and codes refresh. */
export function applyDraftAnswer(
  v: CourseFormValues,
  answer: z.infer<typeof CourseDraftAnswer>,
): CourseFormValues {
  const c = answer.course;
  return {
    ...v,
    hashslug: c.hashslug,
    version: c.version,
    special_invitation: c.special_invitation,
    chapters: c.chapters.length ? chapterRows(c.chapters) : [blankChapter()],
    attachments: attachmentRows(c.course_attachments),
    access_codes: accessRows(c.code_accesses),
    chapter_deletes: [],
    module_deletes: [],
    attachment_deletes: [],
    access_deletes: [],
    quiz_deletes: [],
  };
}
