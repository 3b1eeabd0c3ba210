import type { MailText } from './mail-text.en';

/** The expiry line of a link valid for some hours (email verification, email change). */
const expiresInHours = (hours: number) =>
  `Pautan ini boleh digunakan sekali sahaja dan tamat tempoh dalam ${hours} jam.`;

/** Every word of outgoing mail in Malay, sentence for sentence the English catalogue. */
export const ms: MailText = {
  layout: {
    tagline: 'Pembelajaran untuk setiap keluarga Malaysia',
    essentialNote: 'Anda menerima e-mel ini kerana ia berkaitan dengan akaun Mahir anda.',
    optionalNote: 'Anda menerima e-mel ini kerana tetapan pemberitahuan Mahir anda.',
    unsubscribe: 'Berhenti melanggan e-mel ini',
    preferences: 'Tetapan e-mel',
    linkFallback: 'Jika butang tidak berfungsi, salin pautan ini ke pelayar anda:',
    greeting: (name: string) => `Hai ${name},`,
    signOff: 'Pasukan Mahir',
  },
  verification: {
    subject: 'Sahkan alamat e-mel anda',
    preview: 'Sahkan alamat e-mel anda untuk melengkapkan pendaftaran.',
    intro: 'Terima kasih kerana mendaftar dengan Mahir. Sila sahkan bahawa ini alamat e-mel anda.',
    action: 'Sahkan e-mel',
    expiry: expiresInHours,
    ignore: 'Jika anda tidak mendaftar dengan Mahir, abaikan e-mel ini dan tiada akaun akan disahkan.',
  },
  passwordReset: {
    subject: 'Tetapkan semula kata laluan Mahir anda',
    preview: 'Seseorang meminta untuk menetapkan semula kata laluan akaun anda.',
    intro: 'Kami menerima permintaan untuk menetapkan semula kata laluan akaun Mahir anda.',
    action: 'Pilih kata laluan baharu',
    expiry: (minutes: number) =>
      `Pautan ini boleh digunakan sekali sahaja dan tamat tempoh dalam ${minutes} minit.`,
    sessions: 'Menetapkan kata laluan baharu akan mengelog keluar anda daripada semua peranti.',
    ignore: 'Jika anda tidak membuat permintaan ini, abaikan e-mel ini: kata laluan anda kekal sama.',
  },
  emailChangeConfirm: {
    subject: 'Sahkan alamat e-mel baharu anda',
    preview: 'Sahkan alamat e-mel baharu akaun Mahir anda.',
    intro: (email: string) =>
      `Anda meminta untuk menggunakan ${email} bagi akaun Mahir anda. Sila sahkannya.`,
    action: 'Sahkan e-mel baharu',
    expiry: expiresInHours,
    ignore: 'Jika anda tidak membuat permintaan ini, abaikan e-mel ini dan tiada apa-apa akan berubah.',
  },
  emailChangeNotice: {
    subject: 'Alamat e-mel Mahir anda sedang ditukar',
    preview: 'Pertukaran alamat e-mel akaun anda telah diminta.',
    intro: (email: string, when: string) =>
      `Pada ${when}, pertukaran alamat e-mel akaun anda kepada ${email} telah diminta.`,
    until: 'Akaun anda kekal menggunakan alamat ini sehingga alamat baharu disahkan.',
    notYou: 'Jika ini bukan anda, tetapkan semula kata laluan anda sekarang untuk melindungi akaun anda.',
    action: 'Tetapkan semula kata laluan',
  },
  receipt: {
    subject: (reference: string) => `Resit bagi pesanan anda ${reference}`,
    preview: (total: string) => `Bayaran diterima: ${total}.`,
    intro: 'Terima kasih atas bayaran anda. Ini resit anda.',
    reference: 'Pesanan',
    paidAt: 'Dibayar pada',
    item: 'Item',
    quantity: 'Kuantiti',
    amount: 'Amaun',
    tax: 'Cukai jualan dan perkhidmatan termasuk',
    registrationNo: 'No. pendaftaran SST',
    total: 'Jumlah dibayar',
    attached: 'Resit anda dilampirkan sebagai PDF.',
    action: 'Lihat pesanan',
  },
  refund: {
    subject: (number: string, reference: string) => `Bayaran balik ${number} bagi pesanan anda ${reference}`,
    preview: (amount: string) => `Kami membayar balik ${amount}.`,
    intro: (amount: string, reference: string) =>
      `Kami telah merekodkan bayaran balik sebanyak ${amount} bagi pesanan anda ${reference}.`,
    number: 'Bayaran balik',
    reference: 'Pesanan',
    reason: 'Sebab',
    toCoins: (coins: number) => `${coins} Mahir Coins telah ditambah ke akaun anda.`,
    toProvider:
      'Wang akan dikembalikan ke kad atau akaun yang anda gunakan; bank anda mungkin mengambil beberapa hari bekerja.',
    toBank: 'Kami akan memindahkan wang ke akaun bank yang anda berikan dalam beberapa hari bekerja.',
    action: 'Lihat pesanan',
  },
  renewalReminder: {
    subject: (pkg: string) => `Langganan ${pkg} anda akan diperbaharui tidak lama lagi`,
    preview: (date: string) => `Langganan anda akan diperbaharui pada ${date}.`,
    intro: (pkg: string, date: string, amount: string) =>
      `Langganan ${pkg} anda akan diperbaharui pada ${date}, dan ${amount} akan dicaj kepada kaedah pembayaran anda.`,
    keep: 'Tiada apa-apa yang perlu dilakukan untuk terus belajar.',
    manage: 'Urus langganan',
  },
  renewalFailed: {
    subject: (pkg: string) => `Kami tidak dapat memperbaharui langganan ${pkg} anda`,
    preview: 'Bayaran bagi langganan anda tidak berjaya.',
    intro: (pkg: string, amount: string) => `Bayaran ${amount} untuk memperbaharui ${pkg} tidak berjaya.`,
    until: (date: string) =>
      `Akses anda diteruskan sehingga ${date}. Perbaharui sebelum tarikh itu untuk terus belajar.`,
    action: 'Perbaharui langganan',
  },
  renewalLink: {
    subject: {
      before: (pkg: string) => `Perbaharui langganan ${pkg} anda`,
      due: (pkg: string) => `Langganan ${pkg} anda perlu dibayar hari ini`,
      grace: (pkg: string) => `Peringatan: langganan ${pkg} anda belum dibayar`,
      expired: (pkg: string) => `Langganan ${pkg} anda telah tamat tempoh`,
    },
    preview: (date: string) => `Bayaran perlu dibuat pada ${date}.`,
    before: (pkg: string, date: string, amount: string) =>
      `Langganan anda untuk ${pkg} perlu diperbaharui pada ${date}. Bayar ${amount} melalui FPX, DuitNow atau kaedah lain pilihan anda menerusi pautan di bawah.`,
    due: (pkg: string, amount: string) =>
      `Langganan anda untuk ${pkg} perlu dibayar hari ini. Bayar ${amount} menerusi pautan di bawah.`,
    grace: (pkg: string, amount: string) => `Pembaharuan ${pkg} (${amount}) masih belum dibayar.`,
    payBy: (date: string) =>
      `Akses anda diteruskan sehingga ${date}. Sila bayar sebelum tarikh itu untuk terus belajar.`,
    expired: (pkg: string) =>
      `Pembaharuan ${pkg} tidak dibayar dalam tempoh, jadi langganan telah tamat dan kursusnya ditutup.`,
    comeBack: 'Anda dialu-alukan untuk melanggan semula pada bila-bila masa.',
    pay: 'Bayar sekarang',
    packages: 'Lihat pakej',
  },
  subscriptionCancelled: {
    subject: (pkg: string) => `Langganan ${pkg} anda telah dibatalkan`,
    preview: 'Langganan anda telah dibatalkan.',
    intro: (pkg: string) => `Langganan ${pkg} anda telah dibatalkan dan tidak akan dicaj lagi.`,
    until: (date: string) => `Anda boleh terus belajar sehingga ${date}.`,
    ended: 'Akses anda telah tamat.',
    comeBack: 'Anda dialu-alukan kembali pada bila-bila masa.',
    action: 'Lihat pakej',
  },
  eventRegistration: {
    subject: (title: string) => `Pendaftaran anda berjaya: ${title}`,
    preview: (date: string) => `Jumpa anda pada ${date}.`,
    intro: (title: string) => `Anda telah berdaftar untuk ${title}.`,
    starts: 'Bermula',
    ends: 'Tamat',
    venue: 'Tempat',
    online: 'Acara ini dalam talian. Sertai dengan pautan ini apabila ia bermula.',
    join: 'Sertai acara',
    details: 'Butiran acara',
  },
  contentPublished: {
    subject: (title: string) => `Diterbitkan: ${title}`,
    preview: 'Kandungan anda lulus semakan dan kini disiarkan.',
    intro: (kind: string, title: string) =>
      `${kind} anda ${title} lulus semakan dan kini diterbitkan di Mahir.`,
    action: 'Lihat di Mahir',
  },
  contentRejected: {
    subject: (title: string) => `Tidak diterbitkan: ${title}`,
    preview: 'Kandungan anda perlu diubah sebelum boleh diterbitkan.',
    intro: (kind: string, title: string) => `${kind} anda ${title} tidak diterbitkan. Penyemak menulis:`,
    next: 'Buat perubahan di pejabat belakang Mahir dan hantar semula.',
    action: 'Buka pejabat belakang',
  },
  contentKinds: { course: 'Kursus', ebook: 'E-buku', audiobook: 'Buku audio', photo: 'Foto stok' },
  resellerApproved: {
    subject: 'Pendaftaran penjual semula anda diluluskan',
    preview: 'Selamat datang ke program penjual semula Mahir.',
    intro: 'Pendaftaran anda sebagai penjual semula Mahir telah diluluskan.',
    code: 'Kod penjual semula anda',
    next: 'Kongsi kod anda dengan pelanggan anda. Jualan dan komisen anda dipaparkan di pejabat belakang.',
    action: 'Buka pejabat belakang',
  },
  resellerDeclined: {
    subject: 'Pendaftaran penjual semula anda',
    preview: 'Mengenai pendaftaran anda sebagai penjual semula Mahir.',
    intro:
      'Terima kasih atas minat anda. Kami tidak dapat meluluskan pendaftaran anda sebagai penjual semula.',
    reason: 'Sebab yang diberikan:',
    again: 'Anda boleh mendaftar semula apabila sebab di atas tidak lagi terpakai.',
  },
  payoutReleased: {
    subject: (period: string) => `Komisen anda bagi ${period} telah dibayar`,
    preview: (amount: string) => `${amount} telah dikeluarkan ke akaun bank anda.`,
    intro: (amount: string, period: string) =>
      `Komisen anda sebanyak ${amount} bagi ${period} telah dikeluarkan ke akaun bank anda.`,
    reference: 'Rujukan pembayaran',
    timing: 'Bank biasanya mengkreditkan pindahan dalam satu hingga tiga hari bekerja.',
    action: 'Lihat penyata anda',
  },
  guardianConsent: {
    subject: (child: string) => `${child} memerlukan persetujuan anda untuk menggunakan Mahir`,
    preview: 'Seorang kanak-kanak menamakan anda sebagai ibu bapa atau penjaga mereka.',
    intro: (child: string) =>
      `${child} telah mendaftar dengan Mahir dan menamakan anda sebagai ibu bapa atau penjaga. Kanak-kanak memerlukan persetujuan penjaga sebelum boleh menggunakan akaun mereka.`,
    action: 'Semak dan beri persetujuan',
    expiry: (days: number) => `Pautan ini boleh digunakan sekali sahaja dan tamat tempoh dalam ${days} hari.`,
    ignore: 'Jika anda tidak mengenali kanak-kanak ini, abaikan e-mel ini: akaun itu kekal dikunci.',
  },
  deletionReceived: {
    subject: 'Kami telah menerima permohonan anda untuk memadam akaun Mahir',
    preview: 'Permohonan memadam akaun anda sedang diproses.',
    intro: (when: string) =>
      `Pada ${when}, anda meminta kami memadam akaun Mahir anda. Kami akan memadamnya dan menghantar e-mel apabila selesai.`,
    kept: 'Pesanan, bayaran dan invois disimpan seperti yang dikehendaki undang-undang, tanpa nama dan butiran hubungan anda.',
    notYou: 'Jika ini bukan anda, balas e-mel ini atau hubungi privacy@mahir.my dengan segera.',
  },
  deletionCompleted: {
    subject: 'Akaun Mahir anda telah dipadam',
    preview: 'Data peribadi anda telah dibuang.',
    intro: (when: string) =>
      `Pada ${when}, kami telah memadam akaun Mahir anda: profil, alamat, log masuk dan e-mel anda telah dibuang, dan anda tidak lagi boleh log masuk.`,
    kept: 'Pesanan, bayaran dan invois disimpan seperti yang dikehendaki undang-undang, tanpa nama dan butiran hubungan anda.',
    goodbye: 'Terima kasih kerana belajar bersama Mahir. Ini e-mel terakhir kami ke alamat ini.',
  },
  childLink: {
    subject: (guardian: string) => `${guardian} ingin mengikuti pembelajaran anda di Mahir`,
    preview: 'Sahkan bahawa ini ibu bapa atau penjaga anda.',
    intro: (guardian: string) =>
      `${guardian} meminta untuk dipautkan kepada akaun Mahir anda sebagai ibu bapa atau penjaga. Setelah dipautkan, mereka boleh melihat kursus, keputusan kuiz dan masa pembelajaran anda, serta membeli pakej untuk anda.`,
    action: 'Sahkan pautan',
    expiry: (days: number) =>
      `Pautan ini boleh digunakan sekali sahaja, untuk akaun anda sahaja, dan tamat tempoh dalam ${days} hari.`,
    ignore: 'Jika ini bukan ibu bapa atau penjaga anda, abaikan e-mel ini: tiada apa yang dipautkan.',
  },
  packageForChild: {
    subject: (guardian: string, pkg: string) => `${guardian} telah melanggan ${pkg} untuk anda`,
    preview: 'Kursus baharu anda menanti di Kursus Saya.',
    intro: (guardian: string, pkg: string) =>
      `${guardian} telah membeli ${pkg} untuk anda di Mahir. Kursusnya kini ada di Kursus Saya, sedia bila-bila masa anda mahu.`,
    action: 'Buka Kursus Saya',
    follow: (guardian: string) => `${guardian} boleh melihat kemajuan anda dalam kursus ini.`,
  },
  progressSummary: {
    subject: (range: string) => `Ringkasan pembelajaran mingguan, ${range}`,
    preview: 'Bagaimana anak-anak anda belajar minggu lepas.',
    intro: (from: string, to: string) =>
      `Ini yang dipelajari oleh anak-anak anda di Mahir dari ${from} hingga ${to}.`,
    nothing: 'Tiada pembelajaran pada minggu tersebut.',
    metrics: {
      minutes: 'Minit pembelajaran',
      modules: 'Modul diselesaikan',
      quizzes: 'Kuiz diambil',
      'quiz-average': 'Purata markah kuiz (%)',
      certificates: 'Sijil diperoleh',
    },
    action: 'Lihat kemajuan penuh',
  },
};
