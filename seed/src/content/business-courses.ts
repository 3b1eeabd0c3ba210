import type { CourseSpec } from './course-spec';

/** Video courses of the entrepreneurship and strategic-partner categories. */
export const BUSINESS_COURSES: readonly CourseSpec[] = [
  {
    slug: 'demo-review-course',
    owner: 'harith',
    sub: 'pemasaran-digital',
    lang: 'bm',
    tier: 5,
    title: 'Pemasaran TikTok Shop untuk Usahawan Kecil',
    summary:
      'Rancang kandungan video pendek, jalankan siaran langsung jualan dan gunakan program affiliate TikTok Shop untuk meningkatkan jualan.',
    tags: ['tiktok', 'pemasaran digital', 'e-dagang'],
    chapters: [['Memahami Algoritma TikTok'], ['Kandungan yang Menjual'], ['Siaran Langsung Jualan']],
  },
  {
    owner: 'harith',
    sub: 'pemasaran-digital',
    lang: 'bm',
    tier: 6,
    discount: 2000,
    title: 'Iklan Facebook dan Instagram: Dari Sifar ke Jualan',
    summary:
      'Sediakan Meta Business Suite, sasarkan pelanggan yang betul dan baca laporan iklan untuk mengurangkan kos setiap jualan.',
    tags: ['facebook ads', 'instagram', 'pemasaran digital'],
    chapters: [['Meta Business Suite'], ['Penyasaran Audiens'], ['Kreatif Iklan'], ['Analisis Prestasi']],
  },
  {
    owner: 'harith',
    sub: 'perniagaan-dalam-talian',
    lang: 'bm',
    tier: 4,
    title: 'Buka Kedai Shopee dalam 7 Hari',
    summary:
      'Langkah demi langkah mendaftar kedai, mengambil foto produk, menulis penerangan dan menguruskan penghantaran di Shopee.',
    tags: ['shopee', 'e-dagang', 'perniagaan online'],
    chapters: [['Pendaftaran Kedai'], ['Senarai Produk yang Menarik'], ['Pesanan dan Penghantaran']],
  },
  {
    owner: 'harith',
    sub: 'kewangan-perniagaan',
    lang: 'bm',
    tier: 5,
    title: 'Pengurusan Aliran Tunai dan Cukai untuk PKS',
    summary:
      'Asingkan wang peribadi dan perniagaan, sediakan belanjawan, fahami cukai pendapatan dan SST untuk perniagaan kecil.',
    tags: ['aliran tunai', 'cukai', 'pks'],
    chapters: [['Asas Aliran Tunai'], ['Belanjawan Perniagaan'], ['Cukai dan SST']],
  },
  {
    owner: 'harith',
    sub: 'kewangan-perniagaan',
    lang: 'en',
    tier: 7,
    title: 'Bookkeeping and e-Invoicing for Malaysian SMEs',
    summary:
      'Keep clean books, issue LHDN e-Invoices through MyInvois and prepare for year-end with confidence.',
    tags: ['bookkeeping', 'e-invoice', 'lhdn', 'sme'],
    chapters: [['Bookkeeping Basics'], ['MyInvois and e-Invoicing'], ['Year-end Closing']],
  },
  {
    owner: 'harith',
    sub: 'perniagaan-dalam-talian',
    lang: 'bm',
    tier: 3,
    title: 'Dropship dan Ejen: Model Perniagaan Modal Rendah',
    summary:
      'Mulakan perniagaan tanpa stok: memilih pembekal, menetapkan harga dan membina kepercayaan pelanggan.',
    tags: ['dropship', 'ejen', 'perniagaan online'],
    chapters: [['Memilih Pembekal'], ['Harga dan Margin'], ['Membina Kepercayaan']],
  },
  {
    owner: 'hafiz',
    sub: 'kewangan-perniagaan',
    lang: 'pi',
    tier: 4,
    title: 'Asas Muamalat dan Perniagaan Patuh Syariah',
    summary:
      'Prinsip jual beli Islam, akad, riba dan gharar, serta cara menjalankan perniagaan yang berkat dan patuh syariah.',
    tags: ['muamalat', 'syariah', 'perniagaan'],
    chapters: [['Prinsip Muamalat'], ['Akad dalam Jual Beli'], ['Menjauhi Riba dan Gharar']],
  },
  {
    slug: 'demo-closed-course',
    owner: 'chong',
    sub: 'akademi-digital-nusantara',
    lang: 'en',
    tier: 9,
    special: true,
    title: 'Cloud Computing Bootcamp (AWS): Closed Cohort',
    summary:
      'An invitation-only bootcamp for Akademi Digital Nusantara scholars: EC2, S3, IAM, VPC and serverless, towards the AWS Cloud Practitioner exam.',
    tags: ['aws', 'cloud', 'bootcamp'],
    chapters: [['Cloud Concepts'], ['Core AWS Services'], ['Security and Billing']],
  },
  {
    owner: 'zaki',
    sub: 'kolej-vokasional-mahir',
    lang: 'bm',
    tier: 6,
    title: 'Kimpalan Arka Logam Asas (SKM Tahap 1)',
    summary:
      'Latihan kimpalan SMAW untuk persediaan Sijil Kemahiran Malaysia Tahap 1: keselamatan, jenis elektrod dan sambungan asas.',
    tags: ['kimpalan', 'skm', 'vokasional'],
    chapters: [['Keselamatan Kimpalan'], ['Elektrod dan Mesin'], ['Sambungan Asas']],
  },
  {
    owner: 'zaki',
    sub: 'kolej-vokasional-mahir',
    lang: 'bm',
    tier: 5,
    title: 'Servis Penyaman Udara (Aircond) Rumah',
    summary:
      'Cuci, periksa gas dan kesan kerosakan biasa unit penyaman udara split untuk rumah dan pejabat kecil.',
    tags: ['aircond', 'penyejukan', 'vokasional'],
    chapters: [['Kitaran Penyejukan'], ['Servis dan Pencucian'], ['Kerosakan Biasa']],
  },
  {
    owner: 'harith',
    sub: 'institut-keusahawanan-belia',
    lang: 'bm',
    tier: 4,
    title: 'Program Usahawan Muda: Dari Idea ke Produk',
    summary:
      'Uji idea perniagaan, bina prototaip dan bentangkan kepada pelabur dalam program bimbingan Institut Keusahawanan Belia.',
    tags: ['usahawan muda', 'inovasi', 'belia'],
    chapters: [['Menguji Idea'], ['Prototaip Pertama'], ['Pembentangan kepada Pelabur']],
  },
  {
    owner: 'harith',
    sub: 'institut-keusahawanan-belia',
    lang: 'bm',
    tier: 2,
    special: true,
    title: 'Bengkel Geran dan Pembiayaan Usahawan Belia',
    summary:
      'Bengkel tertutup untuk peserta terpilih: cara memohon geran, pinjaman mikro dan menyediakan kertas kerja yang meyakinkan.',
    tags: ['geran', 'pembiayaan', 'belia'],
    chapters: [['Jenis Geran dan Pembiayaan'], ['Menulis Kertas Kerja']],
  },
  {
    owner: 'chong',
    sub: 'akademi-digital-nusantara',
    lang: 'en',
    tier: 6,
    title: 'Cybersecurity Awareness for Employees',
    summary:
      'Recognise phishing, use strong passwords and MFA, and protect customer data under Malaysia’s PDPA.',
    tags: ['cybersecurity', 'pdpa', 'phishing'],
    chapters: [['Phishing and Scams'], ['Passwords and MFA'], ['Protecting Personal Data']],
  },
  {
    owner: 'tutor',
    sub: 'akademi-digital-nusantara',
    lang: 'bm',
    tier: 1,
    title: 'Literasi Digital untuk Warga Emas',
    summary:
      'Bantu ibu bapa dan datuk nenek menggunakan WhatsApp, perbankan dalam talian dan MySejahtera dengan selamat.',
    tags: ['literasi digital', 'warga emas', 'keselamatan siber'],
    chapters: [
      ['Telefon Pintar Asas'],
      ['WhatsApp dan Panggilan Video'],
      ['Perbankan Dalam Talian yang Selamat'],
    ],
  },
];
