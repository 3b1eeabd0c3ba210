/** A catalogue category with its fixed id and slug. */
export interface CategorySpec {
  id: number;
  name: string;
  slug: string;
  kind: 'course' | 'tutor' | 'digital';
  label: string | null;
  isTutor: boolean;
}

/** The categories; ids and slugs are fixed because specs and pages refer to them. */
export const CATEGORIES: readonly CategorySpec[] = [
  { id: 1, name: 'Teknikal', slug: 'technical', kind: 'course', label: null, isTutor: false },
  { id: 2, name: 'Insaniah', slug: 'soft-skills', kind: 'course', label: null, isTutor: false },
  { id: 3, name: 'Keusahawanan', slug: 'entrepreneurship', kind: 'course', label: null, isTutor: false },
  { id: 4, name: 'Rakan Strategik', slug: 'partner', kind: 'course', label: null, isTutor: false },
  { id: 5, name: 'Mahir Tutor', slug: 'tutor', kind: 'tutor', label: null, isTutor: true },
  { id: 7, name: 'E-Book', slug: 'ebook', kind: 'digital', label: 'Ebook', isTutor: false },
  { id: 8, name: 'Audio Book', slug: 'audiobook', kind: 'digital', label: 'Audio', isTutor: false },
  { id: 9, name: 'Stok Foto', slug: 'stok-foto', kind: 'digital', label: 'Foto', isTutor: false },
];

/** Sub-categories as [category id, name, slug]; ids follow this order from 1. */
export const SUB_CATEGORIES: ReadonlyArray<readonly [number, string, string]> = [
  [1, 'Pengaturcaraan', 'pengaturcaraan'],
  [1, 'Rangkaian', 'rangkaian'],
  [1, 'Automotif', 'automotif'],
  [1, 'Elektrik', 'elektrik'],
  [1, 'Reka Bentuk Grafik', 'reka-bentuk-grafik'],
  [2, 'Komunikasi', 'komunikasi'],
  [2, 'Kepimpinan', 'kepimpinan'],
  [2, 'Pengurusan Masa', 'pengurusan-masa'],
  [2, 'Bahasa & Budaya', 'bahasa-budaya'],
  [3, 'Pemasaran Digital', 'pemasaran-digital'],
  [3, 'Kewangan Perniagaan', 'kewangan-perniagaan'],
  [3, 'Perniagaan Dalam Talian', 'perniagaan-dalam-talian'],
  [4, 'Akademi Digital Nusantara', 'akademi-digital-nusantara'],
  [4, 'Kolej Vokasional Mahir', 'kolej-vokasional-mahir'],
  [4, 'Institut Keusahawanan Belia', 'institut-keusahawanan-belia'],
  [5, 'Matematik Tahun 5', 'matematik-tahun-5'],
  [5, 'Sains Tahun 6', 'sains-tahun-6'],
  [5, 'Bahasa Melayu Tingkatan 3', 'bahasa-melayu-tingkatan-3'],
  [5, 'Matematik Tambahan SPM', 'matematik-tambahan-spm'],
  [5, 'Fizik SPM', 'fizik-spm'],
  [5, 'Kimia SPM', 'kimia-spm'],
  [5, 'Sejarah SPM', 'sejarah-spm'],
  [5, 'English Form 4', 'english-form-4'],
  [7, 'Novel', 'novel'],
  [7, 'Buku Teks', 'buku-teks'],
  [7, 'Motivasi', 'motivasi'],
  [7, 'Resipi', 'resipi'],
  [8, 'Cerita Kanak-kanak', 'cerita-kanak-kanak'],
  [8, 'Tazkirah', 'tazkirah'],
  [8, 'Pembangunan Diri', 'pembangunan-diri'],
  [9, 'Alam Semula Jadi', 'alam-semula-jadi'],
  [9, 'Makanan', 'makanan'],
  [9, 'Bandar', 'bandar'],
  [9, 'Budaya & Perayaan', 'budaya-perayaan'],
];

/** The price list: 'Tier n' with its price in sen. */
export const PRICE_TIERS: readonly number[] = [990, 1990, 2990, 3990, 4990, 6990, 7990, 9990, 14990, 19900];

/** Monthly prices of Mahir Tutor subscriptions in sen, with the provider's recurring id. */
export const TUTOR_PLANS = {
  primary: { price: 3000, recurringId: 'SP-REC-TUTOR-30' },
  spm: { price: 4000, recurringId: 'SP-REC-TUTOR-40' },
} as const;

/** A second paragraph for course descriptions, by category id and language. */
export const CATEGORY_BLURB: Readonly<Record<number, { bm: string; en: string }>> = {
  1: {
    bm: 'Setiap modul disertai demonstrasi amali dan nota ringkas supaya anda boleh terus mempraktikkan kemahiran di tempat kerja.',
    en: 'Every module comes with a practical demo and short notes so you can apply the skill at work right away.',
  },
  2: {
    bm: 'Kursus ini menggabungkan contoh situasi sebenar di pejabat Malaysia dengan latihan refleksi kendiri.',
    en: 'The course blends real Malaysian workplace situations with short self-reflection exercises.',
  },
  3: {
    bm: 'Sesuai untuk usahawan mikro, peniaga kecil dan sesiapa yang ingin menjana pendapatan sampingan.',
    en: 'Made for micro-entrepreneurs, small traders and anyone building a side income.',
  },
  4: {
    bm: 'Dibangunkan bersama rakan strategik Mahir dan diiktiraf untuk tujuan pembangunan kerjaya.',
    en: 'Developed with a Mahir strategic partner and recognised for career development.',
  },
  5: {
    bm: 'Diselaraskan dengan DSKP KPM terkini, dengan latihan bergred dan kuiz di hujung setiap bab.',
    en: 'Aligned with the latest KPM curriculum (DSKP), with graded exercises and a quiz after each chapter.',
  },
  7: {
    bm: 'E-book dalam format PDF yang boleh dimuat turun dan dibaca di telefon, tablet atau komputer.',
    en: 'A downloadable PDF e-book to read on your phone, tablet or computer.',
  },
  8: {
    bm: 'Dengar di mana-mana sahaja: dalam kereta, semasa bersenam atau sebelum tidur.',
    en: 'Listen anywhere: in the car, while exercising or before bed.',
  },
  9: {
    bm: 'Foto resolusi tinggi dengan lesen penggunaan komersial untuk laman web, media sosial dan bahan cetak.',
    en: 'High-resolution photos licensed for commercial use on websites, social media and print.',
  },
};

/** Who the course is for (the requirement text), by category id and language. */
export const CATEGORY_REQUIREMENT: Readonly<Record<number, { bm: string; en: string }>> = {
  1: {
    bm: '<p>Tiada pengalaman diperlukan. Komputer riba atau peralatan asas disyorkan.</p>',
    en: '<p>No experience needed. A laptop or basic tools are recommended.</p>',
  },
  2: {
    bm: '<p>Terbuka kepada semua kakitangan, penyelia dan pelajar IPT.</p>',
    en: '<p>Open to all staff, supervisors and university students.</p>',
  },
  3: {
    bm: '<p>Sesuai untuk usahawan baharu dan pemilik PKS. Telefon pintar sudah memadai.</p>',
    en: '<p>For new entrepreneurs and SME owners. A smartphone is enough.</p>',
  },
  4: {
    bm: '<p>Peserta program rakan strategik dan orang awam yang berminat.</p>',
    en: '<p>Partner programme participants and interested members of the public.</p>',
  },
  5: {
    bm: '<p>Murid sekolah mengikut tahap yang dinyatakan. Ibu bapa digalakkan menemani anak.</p>',
    en: '<p>School pupils at the stated level. Parents are encouraged to join.</p>',
  },
  7: { bm: '<p>Aplikasi pembaca PDF.</p>', en: '<p>A PDF reader app.</p>' },
  8: { bm: '<p>Fon kepala atau pembesar suara.</p>', en: '<p>Headphones or a speaker.</p>' },
  9: {
    bm: '<p>Untuk pereka, pemasar dan pencipta kandungan.</p>',
    en: '<p>For designers, marketers and content creators.</p>',
  },
};

/** Each strategic partner's logo among the seed media (partner category 4). */
export const PARTNER_LOGOS: Readonly<Record<string, 'partnerLogoAdn' | 'partnerLogoKvm' | 'partnerLogoIkb'>> =
  {
    'akademi-digital-nusantara': 'partnerLogoAdn',
    'kolej-vokasional-mahir': 'partnerLogoKvm',
    'institut-keusahawanan-belia': 'partnerLogoIkb',
  };
