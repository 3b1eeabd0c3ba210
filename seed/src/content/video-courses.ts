import type { CourseSpec } from './course-spec';

/** Video courses of the technical and soft-skills categories. */
export const VIDEO_COURSES: readonly CourseSpec[] = [
  {
    slug: 'demo-video-course',
    owner: 'tutor',
    sub: 'pengaturcaraan',
    lang: 'bm',
    tier: 5,
    discount: 1000,
    title: 'Pembangunan Web Moden dengan HTML, CSS & JavaScript',
    summary:
      'Bina laman web responsif pertama anda dari kosong: struktur HTML, gaya CSS dan interaksi JavaScript, diakhiri dengan projek senarai tugasan.',
    tags: ['html', 'css', 'javascript', 'web'],
    chapters: [
      ['Asas HTML', ['Pengenalan kepada HTML', 'Struktur dokumen dan tag asas', 'Borang dan input']],
      [
        'Menggayakan dengan CSS',
        ['Pemilih dan sifat CSS', 'Susun atur dengan Flexbox', 'Reka bentuk responsif'],
      ],
      [
        'JavaScript Interaktif',
        ['Pembolehubah dan fungsi', 'Memanipulasi DOM', 'Projek akhir: Senarai tugasan'],
      ],
    ],
    quizzes: [
      {
        title: 'Kuiz 1: Asas HTML',
        questions: [
          {
            q: 'Tag HTML manakah digunakan untuk tajuk paling besar?',
            choices: ['p', 'h1', 'h6', 'title'],
            answer: 2,
          },
          {
            q: 'Atribut manakah menyatakan alamat pautan?',
            choices: ['src', 'alt', 'href', 'link'],
            answer: 3,
          },
          { q: 'Elemen img memerlukan tag penutup yang berasingan.', truth: false },
          { q: 'HTML ialah singkatan bagi HyperText Markup Language.', truth: true },
        ],
      },
      {
        title: 'Kuiz 2: Gaya CSS',
        questions: [
          {
            q: 'Sifat CSS manakah menukar warna teks?',
            choices: ['color', 'background', 'font-style', 'text-color'],
            answer: 1,
          },
          {
            q: 'Nilai display manakah mengaktifkan Flexbox?',
            choices: ['block', 'grid', 'inline', 'flex'],
            answer: 4,
          },
          { q: 'Media query digunakan untuk reka bentuk responsif.', truth: true },
        ],
      },
    ],
  },
  {
    slug: 'demo-locked-course',
    owner: 'chong',
    sub: 'rangkaian',
    lang: 'en',
    tier: 8,
    title: 'CCNA Fundamentals: Networking from Zero',
    summary:
      'Understand how networks really work: the OSI model, IP addressing and subnetting, switching, routing and basic security, with Packet Tracer labs.',
    tags: ['ccna', 'networking', 'cisco', 'subnetting'],
    chapters: [
      [
        'Network Foundations',
        ['What is a network?', 'The OSI and TCP/IP models', 'Cables, switches and routers'],
      ],
      [
        'IP Addressing',
        ['IPv4 addresses and masks', 'Subnetting made simple', 'A first look at IPv6', 'DHCP and DNS'],
      ],
      ['Switching and Routing', ['VLANs in practice', 'Static routes', 'OSPF basics']],
      ['Securing the Network', ['Device hardening', 'Access control lists']],
    ],
  },
  {
    owner: 'chong',
    sub: 'pengaturcaraan',
    lang: 'en',
    tier: 6,
    title: 'Python for Data Analysis with Pandas',
    summary:
      'Clean, analyse and visualise real Malaysian open data (DOSM and data.gov.my) with Python, Pandas and Matplotlib.',
    tags: ['python', 'pandas', 'data', 'analytics'],
    chapters: [
      ['Python Refresher'],
      ['Working with DataFrames'],
      ['Cleaning Messy Data'],
      ['Charts and Reports'],
    ],
  },
  {
    owner: 'chong',
    sub: 'pengaturcaraan',
    lang: 'ma',
    tier: 5,
    title: 'Python 编程入门 (Asas Pengaturcaraan Python)',
    summary: '用华语学习 Python 编程基础：变量、条件、循环与函数。Kursus asas Python dalam bahasa Mandarin.',
    tags: ['python', 'mandarin', 'pengaturcaraan'],
    chapters: [['变量与数据类型'], ['条件与循环'], ['函数与模块']],
  },
  {
    owner: 'zaki',
    sub: 'automotif',
    lang: 'bm',
    tier: 6,
    title: 'Servis Kenderaan Asas: Enjin, Brek dan Tayar',
    summary:
      'Jimat kos bengkel dengan belajar menukar minyak enjin, memeriksa pad brek, tekanan tayar dan bateri kereta sendiri.',
    tags: ['automotif', 'servis kereta', 'enjin'],
    chapters: [
      ['Keselamatan di Bengkel'],
      ['Enjin dan Sistem Pelinciran'],
      ['Sistem Brek'],
      ['Tayar dan Bateri'],
    ],
  },
  {
    owner: 'zaki',
    sub: 'automotif',
    lang: 'bm',
    tier: 7,
    discount: 1500,
    title: 'Diagnostik Kereta Hibrid dan Elektrik (EV)',
    summary:
      'Kenali komponen voltan tinggi, sistem pengecasan dan alat diagnostik OBD-II untuk kereta hibrid dan EV di pasaran Malaysia.',
    tags: ['ev', 'hibrid', 'automotif', 'diagnostik'],
    chapters: [['Pengenalan Kenderaan Elektrik'], ['Bateri dan Pengecasan'], ['Diagnostik OBD-II']],
  },
  {
    owner: 'zaki',
    sub: 'elektrik',
    lang: 'bm',
    tier: 7,
    title: 'Pendawaian Elektrik Domestik Satu Fasa',
    summary:
      'Pelajari pendawaian rumah mengikut piawaian Suruhanjaya Tenaga: papan agihan, RCCB, soket dan lampu, termasuk ujian penebatan.',
    tags: ['elektrik', 'pendawaian', 'suruhanjaya tenaga'],
    chapters: [
      ['Keselamatan Elektrik'],
      ['Papan Agihan dan Pemutus Litar'],
      ['Litar Lampu dan Soket'],
      ['Ujian dan Pentauliahan'],
    ],
  },
  {
    owner: 'zaki',
    sub: 'elektrik',
    lang: 'bm',
    tier: 4,
    title: 'Pemasangan Sistem Solar Bumbung (PV) untuk Rumah',
    summary:
      'Fahami panel solar, inverter dan skim NEM supaya anda boleh merancang pemasangan solar bumbung yang selamat dan menjimatkan.',
    tags: ['solar', 'tenaga boleh baharu', 'elektrik'],
    chapters: [['Asas Tenaga Suria'], ['Komponen Sistem PV'], ['Skim NEM dan Pulangan Pelaburan']],
  },
  {
    owner: 'chong',
    sub: 'rangkaian',
    lang: 'en',
    tier: 6,
    title: 'Home and Small Office Wi-Fi Setup and Security',
    summary:
      'Plan coverage, configure mesh Wi-Fi, separate guest networks and keep your small office safe from common attacks.',
    tags: ['wifi', 'networking', 'security'],
    chapters: [['Planning Coverage'], ['Router and Mesh Setup'], ['Security Essentials']],
  },
  {
    owner: 'tutor',
    sub: 'reka-bentuk-grafik',
    lang: 'bm',
    tier: 3,
    title: 'Reka Bentuk Grafik dengan Canva untuk Perniagaan Kecil',
    summary:
      'Hasilkan poster, hantaran Instagram dan kad nama yang kemas menggunakan Canva, walaupun tanpa latar belakang seni.',
    tags: ['canva', 'grafik', 'media sosial'],
    chapters: [['Mengenali Canva'], ['Prinsip Reka Bentuk'], ['Projek Jenama Sendiri']],
  },
  {
    slug: 'demo-pending-course',
    owner: 'tutor',
    sub: 'pengaturcaraan',
    lang: 'bm',
    tier: 6,
    status: 0,
    title: 'Aplikasi Mudah Alih Pertama dengan Flutter',
    summary: 'Bina aplikasi Android dan iOS daripada satu kod sumber menggunakan Flutter dan Dart.',
    tags: ['flutter', 'dart', 'aplikasi mudah alih'],
    chapters: [['Pengenalan Flutter'], ['Widget dan Susun Atur']],
  },
  {
    slug: 'demo-rejected-course',
    owner: 'tutor',
    sub: 'reka-bentuk-grafik',
    lang: 'bm',
    tier: 4,
    status: 2,
    reject:
      'Video modul 2 tiada audio dan penerangan kursus terlalu ringkas. Sila muat naik semula video yang lengkap dan tambah hasil pembelajaran.',
    title: 'Asas Suntingan Foto dengan Photoshop',
    summary: 'Suntingan foto asas.',
    tags: ['photoshop', 'suntingan foto'],
    chapters: [['Antara Muka Photoshop'], ['Lapisan dan Topeng']],
  },
  {
    slug: 'demo-free-course',
    owner: 'rohana',
    sub: 'komunikasi',
    lang: 'bm',
    free: true,
    title: 'Asas Komunikasi Berkesan di Tempat Kerja',
    summary:
      'Kursus percuma tentang mendengar secara aktif, memberi maklum balas dan berkomunikasi dengan jelas bersama rakan sekerja dan pelanggan.',
    tags: ['komunikasi', 'percuma', 'kemahiran insaniah'],
    chapters: [['Mendengar Secara Aktif'], ['Memberi dan Menerima Maklum Balas'], ['Komunikasi Bertulis']],
  },
  {
    owner: 'rohana',
    sub: 'komunikasi',
    lang: 'bm',
    tier: 4,
    title: 'Pengucapan Awam Tanpa Gementar',
    summary:
      'Teknik menyusun ucapan, mengawal suara dan bahasa badan, serta mengurus rasa gementar di hadapan khalayak.',
    tags: ['pengucapan awam', 'komunikasi', 'keyakinan diri'],
    chapters: [['Menyusun Isi Ucapan'], ['Suara dan Bahasa Badan'], ['Mengurus Gementar']],
  },
  {
    owner: 'rohana',
    sub: 'kepimpinan',
    lang: 'bm',
    tier: 6,
    title: 'Kepimpinan Pasukan untuk Penyelia Baharu',
    summary:
      'Peralihan daripada pekerja kepada penyelia: menetapkan sasaran, mendelegasi tugas, membimbing dan menyelesaikan konflik.',
    tags: ['kepimpinan', 'penyeliaan', 'pengurusan pasukan'],
    chapters: [['Peranan Seorang Penyelia'], ['Delegasi dan Sasaran'], ['Bimbingan dan Konflik']],
  },
  {
    owner: 'rohana',
    sub: 'pengurusan-masa',
    lang: 'bm',
    tier: 3,
    title: 'Pengurusan Masa dan Produktiviti Harian',
    summary:
      'Gunakan Matriks Eisenhower, teknik Pomodoro dan perancangan mingguan untuk menyiapkan kerja penting tanpa tertekan.',
    tags: ['pengurusan masa', 'produktiviti'],
    chapters: [['Mengenal Pasti Keutamaan'], ['Teknik Fokus'], ['Perancangan Mingguan']],
  },
  {
    owner: 'chong',
    sub: 'bahasa-budaya',
    lang: 'ma',
    tier: 4,
    title: 'Mandarin Perbualan Harian untuk Pemula (华语会话)',
    summary:
      'Belajar sebutan pinyin, salam, nombor dan ayat harian untuk berbual dalam bahasa Mandarin di tempat kerja.',
    tags: ['mandarin', 'bahasa', 'pinyin'],
    chapters: [['拼音 Pinyin dan Nada'], ['Salam dan Perkenalan'], ['Di Pejabat dan Di Kedai']],
  },
  {
    owner: 'rohana',
    sub: 'kepimpinan',
    lang: 'en',
    tier: 5,
    title: 'Emotional Intelligence for Leaders',
    summary: 'Build self-awareness, empathy and calm decision-making so your team trusts you under pressure.',
    tags: ['leadership', 'emotional intelligence', 'soft skills'],
    chapters: [['Self-awareness'], ['Empathy at Work'], ['Leading Under Pressure']],
  },
  {
    owner: 'farah',
    sub: 'komunikasi',
    lang: 'bm',
    tier: 2,
    title: 'Penulisan E-mel dan Surat Rasmi yang Profesional',
    summary:
      'Format surat rasmi, e-mel kepada pelanggan dan memo dalaman dengan bahasa yang sopan, ringkas dan tepat.',
    tags: ['penulisan', 'surat rasmi', 'e-mel'],
    chapters: [['Format Surat Rasmi'], ['E-mel Profesional']],
  },
];
