import type { CATALOGUE_SLUGS } from '../constants';
import { groupThousands } from '../rules/text';

// Catalogue texts and limits, apart from the route schemas so pages can use them without loading zod.

/** Cards per catalogue page (spec 001 §9: the page size comes from the server). */
export const CATALOGUE_PAGE_SIZE = 12;
/** Cards in the related-courses section. */
export const RELATED_LIMIT = 8;
/** Longest keyword the search accepts. */
export const KEYWORD_MAX = 100;
/** The 'all' filter value: no narrowing. */
export const ALL_FILTER = 'all';

/** Texts of the catalogue screens that the spec leaves to us. */
export const CATALOGUE_TEXT = {
  searchLabel: 'Cari kursus',
  searchPlaceholder: 'Cari tajuk, topik, tag atau nama tenaga pengajar',
  searchButton: 'Search',
  filterLabel: 'Tapis mengikut sub-kategori',
  allFilter: 'Semua',
  partnersHeading: 'Rakan Strategik Kami',
  resultCount: (total: number) => `${groupThousands(total)} kursus`,
  keywordTooLong: `Keyword must be at most ${KEYWORD_MAX} characters.`,
  unknownCategory: 'Unknown category.',
  unknownSubCategory: 'Unknown sub-category.',
  subscribers: 'pelanggan',
  discussions: 'perbincangan',
  byInvitation: 'Jemputan khas',
} as const;

/** Hero looks per catalogue page; tutor, ebook, audiobook and stok-foto each have their own (spec 001 §2). */
export const HERO_BACKGROUNDS = ['tutor', 'ebook', 'audiobook', 'stok-foto', 'courses'] as const;
export type HeroBackground = (typeof HERO_BACKGROUNDS)[number];

/** Hero title, tagline and look of each catalogue page. */
export const CATALOGUE_HEROES: Readonly<
  Record<(typeof CATALOGUE_SLUGS)[number], { title: string; tagline: string; background: HeroBackground }>
> = {
  tutor: {
    title: 'Mahir Tutor',
    tagline:
      'Kelas tutor mengikut subjek sekolah, dari Tahun 1 hingga SPM. Langgan bulanan, belajar bila-bila masa.',
    background: 'tutor',
  },
  ebook: {
    title: 'Ebook',
    tagline:
      'Buku teks, novel, motivasi dan resipi dalam format digital untuk dibaca di telefon, tablet atau komputer.',
    background: 'ebook',
  },
  audiobook: {
    title: 'Audio Book',
    tagline:
      'Cerita, tazkirah dan motivasi untuk didengar di mana-mana: dalam kereta, semasa bersenam atau sebelum tidur.',
    background: 'audiobook',
  },
  'stok-foto': {
    title: 'Stok Foto',
    tagline: 'Foto berkualiti tinggi dari seluruh Malaysia dengan lesen komersial, dalam pelbagai resolusi.',
    background: 'stok-foto',
  },
  all: {
    title: 'Semua Kursus',
    tagline:
      'Kursus video Teknikal, Insaniah dan Keusahawanan bersama tenaga pengajar berpengalaman dan rakan strategik Mahir.',
    background: 'courses',
  },
  technical: {
    title: 'Kursus Teknikal',
    tagline:
      'Kemahiran praktikal dari pengaturcaraan hingga pendawaian elektrik, dengan demonstrasi dan nota ringkas.',
    background: 'courses',
  },
  'soft-skills': {
    title: 'Kemahiran Insaniah',
    tagline: 'Komunikasi, kepimpinan dan pengurusan masa untuk kerjaya yang lebih cemerlang.',
    background: 'courses',
  },
  entrepreneurship: {
    title: 'Keusahawanan',
    tagline: 'Pemasaran digital, kewangan dan perniagaan dalam talian untuk usahawan kecil dan PKS.',
    background: 'courses',
  },
  partner: {
    title: 'Rakan Strategik',
    tagline: 'Program latihan dan pensijilan yang dibangunkan bersama rakan strategik Mahir.',
    background: 'courses',
  },
};
