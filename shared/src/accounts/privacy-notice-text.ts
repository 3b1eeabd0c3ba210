import type { Bilingual } from '../bilingual';

/** One part of the privacy notice: a heading and its paragraphs (kept as one string, split on blank lines). */
interface NoticeSection {
  heading: string;
  body: string;
}

/** The sections of the notice, in the order the page shows them. */
export const PRIVACY_NOTICE_SECTIONS = [
  'who',
  'collect',
  'why',
  'share',
  'minors',
  'keep',
  'rights',
  'security',
  'contact',
] as const;

type NoticeText = { title: string; intro: string } & Record<
  (typeof PRIVACY_NOTICE_SECTIONS)[number],
  NoticeSection
>;

/**
 * The privacy notice (Personal Data Protection Act 2010 and its 2024 amendment), in Malay and English, as of
 * `PRIVACY_NOTICE_VERSION`: change that version with any change here, so the acceptance log says which words
 * a person agreed to.
 */
export const PRIVACY_NOTICE: Bilingual<NoticeText> = {
  en: {
    title: 'Privacy notice',
    intro:
      'This notice explains what personal data Mahir holds about you, why, and what you can do about it, as the ' +
      'Personal Data Protection Act 2010 (as amended in 2024) requires. You accept it when you sign up.',
    who: {
      heading: 'Who we are',
      body: 'Mahir is an online learning marketplace in Malaysia. Mahir is the data user responsible for your data.',
    },
    collect: {
      heading: 'What we collect',
      body:
        'Your name, email address, phone number, date of birth, school, addresses and avatar; your guardian’s ' +
        'details for a pupil; your orders, payments, subscriptions and invoices; what you learn (modules watched, ' +
        'quiz attempts, certificates), your reviews, questions and wishlist; your Mahir Coins; your sign-ins ' +
        '(time and IP address) and the mail we send you.',
    },
    why: {
      heading: 'Why we use it',
      body:
        'To give you the courses, packages and goods you buy, take payment, issue receipts and e-invoices, show ' +
        'your progress, keep your account secure, answer you, and send the mail you have not turned off. We do not ' +
        'sell your data.',
    },
    share: {
      heading: 'Who we share it with',
      body:
        'Payment gateways (to take payment), LHDN MyInvois (e-invoices), our mail provider, tutors (your name on ' +
        'their course’s reviews and questions) and, for a pupil, their guardian. Authorities when the law requires.',
    },
    minors: {
      heading: 'Pupils under 18',
      body:
        'A parent or guardian consents for a pupil under 18 and may see their progress, download their data and ask ' +
        'for its deletion.',
    },
    keep: {
      heading: 'How long we keep it',
      body:
        'While your account is open. When you ask us to delete it, we remove or anonymise your personal data; ' +
        'orders, payments, invoices and payouts are kept for seven years as tax law requires, with the buyer ' +
        'anonymised.',
    },
    rights: {
      heading: 'Your rights',
      body:
        'You may see and correct your data on your profile page, download everything we hold about you as a zip ' +
        'file, withdraw your consent to optional mail, and ask for your account to be deleted (Profile, "Your data").',
    },
    security: {
      heading: 'How we protect it',
      body:
        'Passwords are stored hashed, second factors encrypted, connections encrypted, and staff see personal data ' +
        'only as their work needs.',
    },
    contact: {
      heading: 'Contact',
      body: 'Questions or complaints about your data: privacy@mahir.my.',
    },
  },
  ms: {
    title: 'Notis privasi',
    intro:
      'Notis ini menerangkan data peribadi anda yang disimpan oleh Mahir, sebabnya, dan hak anda, seperti yang ' +
      'dikehendaki oleh Akta Perlindungan Data Peribadi 2010 (dipinda pada 2024). Anda menerimanya semasa mendaftar.',
    who: {
      heading: 'Siapa kami',
      body: 'Mahir ialah pasaran pembelajaran dalam talian di Malaysia. Mahir ialah pengguna data yang bertanggungjawab ke atas data anda.',
    },
    collect: {
      heading: 'Data yang kami kumpul',
      body:
        'Nama, alamat e-mel, nombor telefon, tarikh lahir, sekolah, alamat dan avatar anda; butiran penjaga bagi ' +
        'murid; pesanan, bayaran, langganan dan invois anda; pembelajaran anda (modul ditonton, percubaan kuiz, ' +
        'sijil), ulasan, soalan dan senarai hajat anda; Mahir Coins anda; log masuk anda (masa dan alamat IP) dan ' +
        'e-mel yang kami hantar kepada anda.',
    },
    why: {
      heading: 'Mengapa kami menggunakannya',
      body:
        'Untuk memberi kursus, pakej dan barangan yang anda beli, menerima bayaran, mengeluarkan resit dan e-invois, ' +
        'menunjukkan kemajuan anda, menjaga keselamatan akaun anda, menjawab anda, dan menghantar e-mel yang tidak ' +
        'anda matikan. Kami tidak menjual data anda.',
    },
    share: {
      heading: 'Dengan siapa kami berkongsi',
      body:
        'Gerbang pembayaran (untuk menerima bayaran), LHDN MyInvois (e-invois), penyedia e-mel kami, tutor (nama ' +
        'anda pada ulasan dan soalan kursus mereka) dan, bagi murid, penjaganya. Pihak berkuasa apabila undang-undang ' +
        'menghendaki.',
    },
    minors: {
      heading: 'Murid bawah 18 tahun',
      body:
        'Ibu bapa atau penjaga memberi persetujuan bagi murid bawah 18 tahun dan boleh melihat kemajuannya, memuat ' +
        'turun datanya dan meminta datanya dipadam.',
    },
    keep: {
      heading: 'Tempoh simpanan',
      body:
        'Selagi akaun anda dibuka. Apabila anda meminta akaun dipadam, kami membuang atau menjadikan data peribadi ' +
        'anda tanpa nama; pesanan, bayaran, invois dan pembayaran komisen disimpan selama tujuh tahun seperti yang ' +
        'dikehendaki undang-undang cukai, dengan pembeli dijadikan tanpa nama.',
    },
    rights: {
      heading: 'Hak anda',
      body:
        'Anda boleh melihat dan membetulkan data anda di halaman profil, memuat turun semua data anda sebagai fail ' +
        'zip, menarik balik persetujuan untuk e-mel pilihan, dan meminta akaun anda dipadam (Profil, "Data anda").',
    },
    security: {
      heading: 'Cara kami melindunginya',
      body:
        'Kata laluan disimpan dalam bentuk cincang, faktor kedua disulitkan, sambungan disulitkan, dan kakitangan ' +
        'melihat data peribadi hanya setakat yang diperlukan oleh tugas mereka.',
    },
    contact: {
      heading: 'Hubungi kami',
      body: 'Soalan atau aduan tentang data anda: privacy@mahir.my.',
    },
  },
};
