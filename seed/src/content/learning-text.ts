import type { QuizQuestionSpec } from './course-spec';

/** Quiz questions by bank; a course without hand-written quizzes gets one from its bank. */
export const QUIZ_BANKS: Readonly<Record<string, readonly QuizQuestionSpec[]>> = {
  technical: [
    {
      q: 'Apakah langkah pertama sebelum memulakan sebarang kerja amali?',
      choices: [
        'Terus mencuba tanpa rancangan',
        'Memastikan keselamatan diri dan peralatan',
        'Membeli alat paling mahal',
        'Melangkau arahan',
      ],
      answer: 2,
    },
    { q: 'Nota kerja membantu mengesan kesilapan dengan lebih cepat.', truth: true },
    {
      q: 'Apakah maksud "troubleshooting"?',
      choices: [
        'Membaiki secara rawak',
        'Menukar semua komponen',
        'Mengenal pasti dan menyelesaikan masalah secara sistematik',
        'Menunggu juruteknik',
      ],
      answer: 3,
    },
    { q: 'Latihan berulang tidak diperlukan selepas menonton video sekali.', truth: false },
    {
      q: 'Sumber rujukan manakah paling dipercayai?',
      choices: ['Manual rasmi pengeluar', 'Komen media sosial', 'Khabar angin', 'Iklan'],
      answer: 1,
    },
  ],
  softSkills: [
    {
      q: 'Apakah ciri utama mendengar secara aktif?',
      choices: [
        'Menyampuk untuk memberi pendapat',
        'Memberi tumpuan dan mengulang semula maksud',
        'Melihat telefon',
        'Menunggu giliran bercakap',
      ],
      answer: 2,
    },
    { q: 'Maklum balas yang baik bersifat khusus dan tepat pada masanya.', truth: true },
    {
      q: 'Dalam Matriks Eisenhower, tugas penting tetapi tidak segera sebaiknya...',
      choices: ['Dibuang', 'Diwakilkan', 'Dijadualkan', 'Dilakukan serta-merta'],
      answer: 3,
    },
    { q: 'Seorang pemimpin perlu membuat semua keputusan seorang diri.', truth: false },
  ],
  business: [
    {
      q: 'Apakah maksud aliran tunai positif?',
      choices: ['Wang masuk melebihi wang keluar', 'Hutang meningkat', 'Jualan menurun', 'Stok bertambah'],
      answer: 1,
    },
    { q: 'Wang peribadi dan wang perniagaan sebaiknya diasingkan.', truth: true },
    {
      q: 'Metrik manakah mengukur kos untuk mendapatkan satu jualan daripada iklan?',
      choices: ['ROI', 'CPA', 'CTR', 'SST'],
      answer: 2,
    },
    { q: 'Harga paling murah sentiasa menjamin keuntungan paling tinggi.', truth: false },
    {
      q: 'Langkah pertama menguji idea perniagaan ialah...',
      choices: [
        'Menyewa kedai',
        'Membeli stok besar',
        'Mencetak kad nama',
        'Bertanya kepada bakal pelanggan',
      ],
      answer: 4,
    },
  ],
  english: [
    {
      q: 'Which is the correct past tense of "write"?',
      choices: ['writed', 'wrote', 'written', 'writes'],
      answer: 2,
    },
    { q: 'An essay should have an introduction, body and conclusion.', truth: true },
    {
      q: 'Which word is a connector of contrast?',
      choices: ['Moreover', 'Therefore', 'However', 'Firstly'],
      answer: 3,
    },
  ],
  math: [
    { q: 'Apakah 3/4 dalam bentuk perpuluhan?', choices: ['0.34', '0.75', '0.43', '7.5'], answer: 2 },
    { q: '25% daripada 200 ialah...', choices: ['25', '40', '50', '75'], answer: 3 },
    { q: '0.5 adalah sama dengan 1/2.', truth: true },
    { q: 'Hasil darab 12 × 8 ialah...', choices: ['96', '86', '108', '88'], answer: 1 },
    { q: 'Sebuah segi empat sama mempunyai tiga sisi.', truth: false },
  ],
  science: [
    { q: 'Apakah unit SI bagi daya?', choices: ['Joule', 'Watt', 'Pascal', 'Newton'], answer: 4 },
    { q: 'Tumbuhan hijau menjalankan fotosintesis.', truth: true },
    {
      q: 'Gas apakah dibebaskan semasa fotosintesis?',
      choices: ['Oksigen', 'Karbon dioksida', 'Nitrogen', 'Hidrogen'],
      answer: 1,
    },
    {
      q: 'Larutan dengan pH 3 bersifat...',
      choices: ['Neutral', 'Beralkali', 'Berasid', 'Bergaram'],
      answer: 3,
    },
    { q: 'Bunyi boleh merambat melalui vakum.', truth: false },
  ],
  humanities: [
    {
      q: 'Bilakah Persekutuan Tanah Melayu mencapai kemerdekaan?',
      choices: ['16 September 1963', '31 Ogos 1957', '1 Februari 1948', '9 Ogos 1965'],
      answer: 2,
    },
    { q: 'Malaysia dibentuk pada 16 September 1963.', truth: true },
    { q: 'Penanda wacana membantu menyusun isi karangan dengan lancar.', truth: true },
    {
      q: 'Bahagian manakah memperkenalkan isu dalam karangan?',
      choices: ['Penutup', 'Isi kedua', 'Pendahuluan', 'Rumusan'],
      answer: 3,
    },
  ],
};

/** Picks the quiz bank for a course by its category and sub-category. */
export function quizBankFor(categoryId: number, sub: string): string {
  if (categoryId === 5) {
    if (sub.startsWith('matematik')) return 'math';
    if (/sains|fizik|kimia/.test(sub)) return 'science';
    return sub.startsWith('english') ? 'english' : 'humanities';
  }
  return categoryId === 1 ? 'technical' : categoryId === 2 ? 'softSkills' : 'business';
}

/** Module titles made from a chapter title when a course does not list them. */
export const MODULE_PATTERNS: Readonly<Record<'bm' | 'en' | 'ma', readonly string[]>> = {
  bm: [
    'Pengenalan',
    'Konsep utama',
    'Demonstrasi langkah demi langkah',
    'Latihan amali',
    'Kesilapan lazim',
    'Rumusan',
  ],
  en: [
    'Introduction',
    'Key concepts',
    'Step-by-step demo',
    'Hands-on practice',
    'Common mistakes',
    'Wrap-up',
  ],
  ma: [
    '简介 Pengenalan',
    '重点 Konsep utama',
    '示范 Demonstrasi',
    '练习 Latihan',
    '总结 Rumusan',
    '问答 Soal jawab',
  ],
};

/** Learner questions for course Q&A. */
export const QUESTIONS = [
  'Cikgu, adakah nota untuk bab ini boleh dimuat turun?',
  'Saya kurang faham bahagian minit ke-5. Boleh terangkan sekali lagi?',
  'Adakah sijil diberikan selepas tamat kursus ini?',
  'Is there a recommended order to watch the modules?',
  'Bolehkah saya guna telefon sahaja untuk ikut latihan ini?',
  'Could you share the sample files used in the demo?',
  'Berapa lama akses kursus ini selepas langganan?',
  'Adakah akan ada sesi langsung untuk soal jawab?',
];

/** Answers by the course's tutor. */
export const TUTOR_ANSWERS = [
  'Boleh, nota ada dalam bahagian Senarai Dokumen di bawah video.',
  'Terima kasih atas soalan. Saya akan tambah satu video penerangan minggu ini.',
  'Yes, follow the chapters in order. Each one builds on the previous.',
  'Boleh, semua latihan boleh diikuti menggunakan telefon pintar.',
  'Akses kekal selagi langganan anda aktif.',
  'Sijil penyertaan boleh dimuat turun selepas semua modul ditonton.',
];

/** Answers by other learners. */
export const PEER_ANSWERS = [
  'Saya pun ada soalan yang sama. Cuba tonton semula modul kedua, ada penerangan di situ.',
  'I had the same issue. The notes PDF has the sample files.',
  'Saya guna telefon sahaja dan tiada masalah.',
];

/** Follow-up replies on answers (third level). */
export const FOLLOW_UPS = [
  'Terima kasih, cikgu! Sudah jelas sekarang.',
  'Noted, thank you!',
  'Baik, saya cuba dahulu.',
];

/** Feedback texts by rating (index 0 = 1 star). */
export const FEEDBACK_TEXT: readonly (readonly string[])[] = [
  ['Video kurang jelas dan tiada nota tambahan.'],
  ['Isi kandungan ringkas sangat, harap boleh ditambah contoh.', 'Audio agak perlahan pada beberapa modul.'],
  ['Sederhana. Sesuai untuk pemula.', 'Okay, but some parts move too fast.'],
  [
    'Penerangan jelas dan mudah difahami.',
    'Very practical, I used it at work the next day.',
    'Bagus, anak saya suka latihan di hujung bab.',
  ],
  [
    'Terbaik! Cikgu terangkan dengan sangat teratur.',
    'Excellent course, worth every ringgit.',
    'Sangat membantu untuk persediaan peperiksaan.',
    'Kandungan padat dan contoh dekat dengan situasi di Malaysia.',
  ],
];
