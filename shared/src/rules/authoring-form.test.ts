import { describe, expect, it } from 'vitest';
import {
  addTag,
  canRemoveRow,
  canSaveCourse,
  discountToSen,
  EMPTY_PREVIEW,
  isBlockedWholeNumberKey,
  missingAssetFields,
  parseTags,
  removeRow,
  sectionForCategory,
  showsPricing,
  switchCategory,
} from './authoring-form';

describe('digital-asset category switch', () => {
  const filled = {
    category_id: 7,
    sub_category_id: 12,
    preview_url: 'tmp/p.pdf',
    preview_full_url: '/media/p.pdf',
    preview_label: '1.2 MB',
    preview_size: 1200,
    preview_type: 'pdf',
    title: 'Buku',
  };

  it('shows the section of categories 7, 8 and 9 only', () => {
    expect(sectionForCategory(7)).toBe('ebook');
    expect(sectionForCategory(8)).toBe('audio');
    expect(sectionForCategory(9)).toBe('photo');
    expect(sectionForCategory(1)).toBeNull();
    expect(sectionForCategory(null)).toBeNull();
  });

  it('choosing another category clears the preview and the sub-category, keeping other fields', () => {
    const next = switchCategory(filled, 8);
    expect(next).toEqual({ ...filled, ...EMPTY_PREVIEW, category_id: 8, sub_category_id: null });
  });

  it('clearing the category clears sub-category, label and preview', () => {
    const next = switchCategory(filled, null);
    expect(next.category_id).toBeNull();
    expect(next.sub_category_id).toBeNull();
    expect(next.preview_label).toBe('');
    expect(next.preview_url).toBe('');
    expect(next.title).toBe('Buku');
  });

  it('choosing the same category keeps everything', () => {
    expect(switchCategory(filled, 7)).toBe(filled);
  });
});

describe('row removal', () => {
  it('is offered only when more than one row exists', () => {
    expect(canRemoveRow(0)).toBe(false);
    expect(canRemoveRow(1)).toBe(false);
    expect(canRemoveRow(2)).toBe(true);
  });

  it('records existing rows in the deletion list and drops new ones silently', () => {
    const rows = [{ hashslug: 'a' }, { hashslug: null }, { hashslug: 'c' }];
    const once = removeRow(rows, 0, []);
    expect(once).toEqual({ rows: [{ hashslug: null }, { hashslug: 'c' }], deletes: ['a'] });
    const twice = removeRow(once.rows, 0, once.deletes);
    expect(twice).toEqual({ rows: [{ hashslug: 'c' }], deletes: ['a'] });
  });

  it('keeps the last row', () => {
    expect(removeRow([{ hashslug: 'x' }], 0, [])).toEqual({ rows: [{ hashslug: 'x' }], deletes: [] });
    expect(removeRow([{ hashslug: 'x' }, { hashslug: 'y' }], 5, [])).toEqual({
      rows: [{ hashslug: 'x' }, { hashslug: 'y' }],
      deletes: [],
    });
  });
});

describe('tags entered with Enter', () => {
  it('adds trimmed tags, splits commas and refuses blanks and repeats', () => {
    expect(addTag([], '  sains ')).toEqual(['sains']);
    expect(addTag(['sains'], 'SAINS')).toEqual(['sains']);
    expect(addTag(['sains'], '   ')).toEqual(['sains']);
    expect(addTag(['sains'], 'upsr, spm')).toEqual(['sains', 'upsr', 'spm']);
  });

  it('reads the contract text', () => {
    expect(parseTags('a, b,,a')).toEqual(['a', 'b']);
    expect(parseTags(null)).toEqual([]);
  });
});

describe('course save gate and pricing', () => {
  const gate = { title: 'Kursus', category_id: 1, sub_category_id: 2, tags: ['x'], saving: false };
  it('needs title, category, sub-category and a tag, and is off while saving', () => {
    expect(canSaveCourse(gate)).toBe(true);
    expect(canSaveCourse({ ...gate, title: '  ' })).toBe(false);
    expect(canSaveCourse({ ...gate, category_id: null })).toBe(false);
    expect(canSaveCourse({ ...gate, sub_category_id: null })).toBe(false);
    expect(canSaveCourse({ ...gate, tags: [] })).toBe(false);
    expect(canSaveCourse({ ...gate, saving: true })).toBe(false);
  });

  it('hides price, discount and specific settings for a tutor category', () => {
    expect(showsPricing(true)).toBe(false);
    expect(showsPricing(false)).toBe(true);
  });
});

describe('digital-asset required fields and money', () => {
  const asset = {
    title: 'Ebook',
    category_id: 7,
    sub_category_id: 3,
    tags: ['a'],
    price_id: 1,
    content: '<p>Isi</p>',
    banner_url: 'b.png',
    preview_url: 'p.pdf',
  };
  it('lists what is missing', () => {
    expect(missingAssetFields(asset)).toEqual([]);
    expect(missingAssetFields({ ...asset, content: '<p> </p>', preview_url: '' })).toEqual([
      'content',
      'preview_url',
    ]);
    expect(missingAssetFields({ ...asset, category_id: null, preview_url: '' })).toEqual(['category_id']);
  });

  it('turns the discount text into sen and blocks decimal keys in whole-number fields', () => {
    expect(discountToSen('')).toBe(0);
    expect(discountToSen('12.5')).toBe(1250);
    expect(discountToSen('0.05')).toBe(5);
    expect(discountToSen('1.234')).toBeNull();
    expect(discountToSen('abc')).toBeNull();
    expect(isBlockedWholeNumberKey('.')).toBe(true);
    expect(isBlockedWholeNumberKey('7')).toBe(false);
  });
});
