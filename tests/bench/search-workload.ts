import type { BenchRequest } from './http-load';

/** A search as a visitor makes it: keyword (or none), the catalogue page's category and a chosen filter. */
type Search = readonly [keyword: string | null, category?: string, subCategory?: string];

// What people type on a Malaysian course marketplace: topics in Malay and English, one or several words,
// a tutor's name, a half-typed word (prefix), on the catalogue pages they are browsing.
const SEARCHES: readonly Search[] = [
  ['python', 'all'],
  ['microsoft excel'],
  ['pendawaian elektrik', 'all', 'technical'],
  ['keselamatan siber', 'technical'],
  ['kecerdasan buatan'],
  ['power bi', 'all'],
  [null, 'all'],
  ['solar pv'],
  ['kimpalan', 'partner'],
  ['pembaikan telefon', 'all'],
  ['kepimpinan', 'soft-skills'],
  ['pengurusan masa', 'all', 'soft-skills'],
  ['public speaking'],
  [null, 'tutor'],
  ['customer service', 'all'],
  ['bahasa arab'],
  ['pemasaran digital', 'entrepreneurship'],
  ['tiktok shop', 'all'],
  [null, 'tutor', 'fizik-spm'],
  ['cash flow'],
  ['business plan', 'all', 'entrepreneurship'],
  ['dropship'],
  ['barista', 'partner'],
  [null, 'ebook'],
  ['matematik tahun 5', 'tutor'],
  ['sejarah spm', 'tutor', 'sejarah-spm'],
  ['fizik', 'tutor'],
  ['english form 4'],
  [null, 'audiobook'],
  ['matematik tambahan', 'tutor', 'matematik-tambahan-spm'],
  ['novel cinta', 'ebook'],
  ['buku resipi', 'ebook', 'resipi'],
  ['travel guide'],
  [null, 'stok-foto'],
  ['tazkirah', 'audiobook'],
  ['cerita rakyat', 'audiobook', 'cerita-kanak-kanak'],
  ['langkawi', 'stok-foto'],
  ['cameron highlands'],
  [null, 'all', 'technical'],
  ['kopitiam', 'stok-foto', 'makanan'],
  ['chong'],
  ['cikgu aisyah', 'all'],
  ['matem', 'tutor'],
  ['pemasa'],
  ['networking', 'all'],
  ['autocad'],
  [null, 'technical'],
  ['ccna fundamentals'],
  ['kerja berpasukan', 'soft-skills'],
  ['food handling', 'all'],
  ['podcast motivasi', 'audiobook'],
];

// Most visitors stay on the first page; some page on. 51 searches by 10 pages: the first 510 requests differ.
const PAGES = [1, 1, 1, 2, 1, 3, 1, 2, 4, 5] as const;

/**
 * `count` search requests cycling through the searches and pages above; `pageOffset` shifts every page number
 * (the warm-up uses other pages so that the measured requests are all new to the server).
 */
export function searchRequests(count: number, pageOffset = 0): BenchRequest[] {
  return Array.from({ length: count }, (_, i) => {
    const [keyword, category, subCategory] = SEARCHES[i % SEARCHES.length] ?? [null];
    const page = (PAGES[i % PAGES.length] ?? 1) + pageOffset;
    const body: Record<string, string> = {};
    if (category) body.category = category;
    if (subCategory) body.sub_category = subCategory;
    if (keyword) body.keyword = keyword;
    return { method: 'POST', path: `/ajax/v2/vod/course/search?page=${page}`, body };
  });
}
