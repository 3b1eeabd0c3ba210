import { CATEGORY } from '../constants';

/** Which content section a digital asset shows, by its main category (spec 002 §2, §3). */
export type AssetSection = 'ebook' | 'audio' | 'photo';

/** The section for a main category id, or null when none is chosen or it has no section. */
export function sectionForCategory(categoryId: number | null | undefined): AssetSection | null {
  if (categoryId === CATEGORY.ebook) return 'ebook';
  if (categoryId === CATEGORY.audiobook) return 'audio';
  if (categoryId === CATEGORY.stockPhoto) return 'photo';
  return null;
}

/** The preview a digital asset or course carries; cleared by category changes and rejected uploads. */
export interface PreviewFields {
  preview_url: string;
  preview_full_url: string;
  preview_label: string;
  preview_size: number | null;
  preview_type: string;
}

export const EMPTY_PREVIEW: PreviewFields = {
  preview_url: '',
  preview_full_url: '',
  preview_label: '',
  preview_size: null,
  preview_type: '',
};

/** The category part of a digital-asset form. */
export interface CategoryFields extends PreviewFields {
  category_id: number | null;
  sub_category_id: number | null;
}

/**
 * Choosing a category switches the section and clears the preview; clearing the category also clears the
 * sub-category (and with the preview its label). Choosing the same category again changes nothing.
 */
export function switchCategory<T extends CategoryFields>(form: T, categoryId: number | null): T {
  if (categoryId === form.category_id) return form;
  if (categoryId === null) return { ...form, ...EMPTY_PREVIEW, category_id: null, sub_category_id: null };
  return { ...form, ...EMPTY_PREVIEW, category_id: categoryId, sub_category_id: null };
}

/** A row (e-book, topic, sub-topic, photo, chapter, module, attachment, access code) may go only when more than one exists. */
export function canRemoveRow(count: number): boolean {
  return count > 1;
}

/**
 * Removes row `index` when more than one row exists. A row the server already holds (it has a hashslug)
 * is recorded in the deletion list sent with the save; a new row just disappears.
 */
export function removeRow<T extends { hashslug?: string | null }>(
  rows: readonly T[],
  index: number,
  deletes: readonly string[],
): { rows: T[]; deletes: string[] } {
  if (!canRemoveRow(rows.length) || index < 0 || index >= rows.length)
    return { rows: [...rows], deletes: [...deletes] };
  const removed = rows[index];
  const slug = removed?.hashslug;
  return {
    rows: rows.filter((_, i) => i !== index),
    deletes: slug && !deletes.includes(slug) ? [...deletes, slug] : [...deletes],
  };
}

/** Tags as the contract carries them: comma-separated text. Blank and repeated tags drop out. */
export function parseTags(text: string | null | undefined): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of (text ?? '').split(',')) {
    const tag = raw.trim();
    const key = tag.toLowerCase();
    if (tag && !seen.has(key)) {
      seen.add(key);
      out.push(tag);
    }
  }
  return out;
}

/** Joins a tag list back into the comma-separated text the contract carries. */
export function joinTags(tags: readonly string[]): string {
  return tags.join(',');
}

/** Adds what was typed when Enter is pressed: trimmed, commas split, never a blank or a repeat. */
export function addTag(tags: readonly string[], typed: string): string[] {
  return parseTags(joinTags([...tags, typed]));
}

/** Whether a key typed into a whole-number field is refused (the decimal point and exponent keys). */
export function isBlockedWholeNumberKey(key: string): boolean {
  return key === '.' || key === ',' || key === 'e' || key === 'E' || key === '-' || key === '+';
}

/** The course fields the save buttons depend on. */
export interface CourseSaveGate {
  title: string;
  category_id: number | null;
  sub_category_id: number | null;
  tags: readonly string[];
  saving: boolean;
}

/** Save as Draft and Save & Exit are enabled only with title, category, sub-category and a tag, and not while saving. */
export function canSaveCourse(gate: CourseSaveGate): boolean {
  return (
    !gate.saving &&
    gate.title.trim().length > 0 &&
    gate.category_id !== null &&
    gate.sub_category_id !== null &&
    gate.tags.length > 0
  );
}

/** A tutor category (the sub-category lookup's flag) hides price, discount and the specific settings. */
export function showsPricing(isTutorCategory: boolean): boolean {
  return !isTutorCategory;
}

/** The digital-asset fields checked before the confirmation. */
export interface AssetGate {
  title: string;
  category_id: number | null;
  sub_category_id: number | null;
  tags: readonly string[];
  price_id: number | null;
  content: string;
  banner_url: string;
  preview_url: string;
}

/** The required digital-asset fields still missing, by form name (spec 002 §5). Empty when it may be submitted. */
export function missingAssetFields(a: AssetGate): string[] {
  const missing: string[] = [];
  if (!a.title.trim()) missing.push('title');
  if (a.category_id === null) missing.push('category_id');
  if (a.sub_category_id === null) missing.push('sub_category_id');
  if (a.tags.length === 0) missing.push('tags');
  if (a.price_id === null) missing.push('price_id');
  if (!a.content.replace(/<[^>]*>/g, '').trim()) missing.push('content');
  if (!a.banner_url) missing.push('banner_url');
  if (a.category_id !== null && !a.preview_url) missing.push('preview_url');
  return missing;
}

/** The discount the form shows ('eg: 0.00'): text in ringgit turned into sen, or null when not a price. */
export function discountToSen(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return 0;
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return null;
  const [whole = '0', part = ''] = trimmed.split('.');
  return Number(whole) * 100 + Number(part.padEnd(2, '0'));
}
