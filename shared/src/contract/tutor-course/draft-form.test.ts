import { describe, expect, it } from 'vitest';
import { CourseDraftBody } from './draft';
import { CourseDraftFormFields, courseDraftFromForm } from './draft-form';

const decode = (fields: Record<string, unknown>) => courseDraftFromForm(CourseDraftFormFields.parse(fields));

describe("Save as Draft's spec form lists", () => {
  it('takes each chapter release school week from chapter_release_week[], and leaves weeks alone without it', () => {
    const withWeeks = decode({ title: 'T', chapter_title: ['A', 'B'], chapter_release_week: ['', '5'] });
    expect(withWeeks.body.chapters.map((c) => c.release_week)).toEqual([null, '5']);
    expect(withWeeks.fieldOf('chapters.1.release_week')).toBe('chapter_release_week.1');
    const parsed = CourseDraftBody.safeParse({
      ...withWeeks.body,
      category_id: 5,
      sub_category_id: 1,
      tags: ['x'],
    });
    expect(parsed.success && parsed.data.chapters.map((c) => c.release_week)).toEqual([null, 5]);
    const without = decode({ title: 'T', chapter_title: ['A'] });
    expect(without.body.chapters.every((c) => !('release_week' in c))).toBe(true);
    for (const bad of ['0', '53', 'minggu 3', '2.5'])
      expect(
        CourseDraftBody.safeParse({
          ...decode({ title: 'T', chapter_title: ['A'], chapter_release_week: [bad] }).body,
          category_id: 5,
          sub_category_id: 1,
          tags: ['x'],
        }).success,
        bad,
      ).toBe(false);
  });

  it('builds chapters from parallel lists, modules per chapter index, skipping blank attachment and code rows', () => {
    const { body } = decode({
      title: 'T',
      hashslug: '',
      chapter_title: ['A', 'B'],
      chapter_hashslug: ['ch-a', ''],
      chapter_id: ['', '7'],
      module_title: [['m1', 'm2'], ['m3']],
      module_url: [['v1', ''], ['v3']],
      attachment_title: ['', 'Nota'],
      attachment_url: ['', 'f1'],
      access_code: ['', 'K1'],
    });
    expect(body).toMatchObject({
      title: 'T',
      chapters: [
        {
          hashslug: 'ch-a',
          title: 'A',
          modules: [
            { hashslug: null, title: 'm1', url: 'v1' },
            { hashslug: null, title: 'm2', url: null },
          ],
        },
        { hashslug: null, id: '7', title: 'B', modules: [{ title: 'm3', url: 'v3' }] },
      ],
      attachments: [{ hashslug: null, title: 'Nota', url: 'f1' }],
      access_codes: [{ hashslug: null, code: 'K1' }],
    });
    expect('hashslug' in body && body.hashslug).toBeFalsy();
    // No quiz list: the chapters carry none, so the server keeps what they have.
    expect(body.chapters.every((c) => !('quizs' in c))).toBe(true);
  });

  it('keeps rows in place when a parser leaves holes or index-keyed objects', () => {
    const holes: string[][] = [];
    holes[1] = ['only in B'];
    const { body } = decode({
      chapter_title: { 0: 'A', 1: 'B' },
      module_title: holes,
      quiz_id: [[], ['3']],
    });
    expect(body.chapters.map((c) => c.modules.map((m) => m.title))).toEqual([[], ['only in B']]);
    expect(body.chapters.map((c) => c.quizs)).toEqual([[], ['3']]);
  });

  it('names body errors by the form field and row they came from', () => {
    const { fieldOf } = decode({
      chapter_title: ['A'],
      attachment_title: ['', '', 'Nota'],
      attachment_url: ['', '', ''],
      access_code: ['', 'K'],
    });
    expect(fieldOf('chapters.0.title')).toBe('chapter_title.0');
    expect(fieldOf('chapters.0.id')).toBe('chapter_id.0');
    expect(fieldOf('chapters.0.modules.2.url')).toBe('module_url.0.2');
    expect(fieldOf('chapters.0.quizs.1')).toBe('quiz_id.0');
    expect(fieldOf('attachments.0.url')).toBe('attachment_url.2');
    expect(fieldOf('access_codes.0.code')).toBe('access_code.1');
    expect(fieldOf('tags')).toBe('tags');
  });

  it('needs at least one chapter row', () => {
    expect(CourseDraftFormFields.safeParse({ title: 'T' }).success).toBe(false);
  });
});
