import type { Bilingual } from '../bilingual';
import { COMMISSION_TEXT } from '../contract/admin-commission-text';
import { CONTENT_MSG } from '../contract/admin-content/content-text';
import { REVIEW_MSG } from '../contract/admin-review-text';
import { APPROVAL_TEXT } from '../contract/approvals-text';
import { COUPON_ADMIN_TEXT } from '../contract/coupon-text';
import { HR_TEXT } from '../contract/hr-statistics-text';
import { ORG_STATS_TEXT } from '../contract/organization-statistics-text';

const en = {
  content: CONTENT_MSG,
  review: REVIEW_MSG,
  coupon: COUPON_ADMIN_TEXT,
  commission: {
    selectRequired: COMMISSION_TEXT.selectRequired,
    alreadyPaid: COMMISSION_TEXT.alreadyPaid,
    released: COMMISSION_TEXT.released,
    updated: COMMISSION_TEXT.updated,
    deleted: COMMISSION_TEXT.deleted,
    nothingToPay: COMMISSION_TEXT.nothingToPay,
    amountInvalid: COMMISSION_TEXT.amountInvalid,
  },
  approval: {
    reasonRequired: APPROVAL_TEXT.reasonRequired,
    resellerApproved: APPROVAL_TEXT.resellerApproved,
    resellerDeclined: APPROVAL_TEXT.resellerDeclined,
    cancellationApproved: APPROVAL_TEXT.cancellationApproved,
    alreadyDecided: APPROVAL_TEXT.alreadyDecided,
  },
  groupStats: {
    notFoundOrganization: ORG_STATS_TEXT.notFoundOrganization,
    notFoundCompany: ORG_STATS_TEXT.notFoundCompany,
    notMember: ORG_STATS_TEXT.notMember,
    notListed: ORG_STATS_TEXT.notListed,
    alreadyListed: ORG_STATS_TEXT.alreadyListed,
    notInGroup: ORG_STATS_TEXT.notInGroup,
    userNotFound: ORG_STATS_TEXT.userNotFound,
    ambiguousRemove: ORG_STATS_TEXT.ambiguousRemove,
    tooMany: ORG_STATS_TEXT.tooMany,
  },
  hr: {
    monthInvalid: HR_TEXT.monthInvalid,
    yearInvalid: HR_TEXT.yearInvalid,
    monthYearTogether: HR_TEXT.monthYearTogether,
    notListed: HR_TEXT.notListed,
    alreadyListed: HR_TEXT.alreadyListed,
    notInCompany: HR_TEXT.notInCompany,
    noCompany: HR_TEXT.noCompany,
  },
} as const;

/** The back office's and HR's API answers (content, reviews, coupons, commissions, approvals, statistics) with their Malay. */
export const ADMIN_API_MSG: Bilingual<typeof en> = {
  en,
  ms: {
    content: {
      subjectsRange: (n) => `Bilangan Subjek Mahir Tutor mestilah dari 1 hingga ${n}.`,
      nameRequired: 'Nama diperlukan.',
      nameMax: 'Nama tidak boleh melebihi 22 aksara.',
      wholeNumber: 'Mestilah nombor bulat.',
      frequency: 'Kekerapan berulang mestilah 1, 3, 6 atau 12 bulan.',
      tutorCategoryUnknown: 'Kategori Mahir Tutor ini tidak wujud.',
      priceFormat: 'Harga mestilah amaun dalam RM, cth: 0.00',
      descriptionRequired: 'Penerangan wajib diisi.',
      colorRequired: 'Warna diperlukan.',
      sizeRequired: 'Saiz diperlukan.',
      imagesMax: 'Maksimum 5 imej.',
      imageUnknown: 'Imej ini tidak dimuat naik atau telah ditolak. Sila muat naik semula.',
      headlineRequired: 'Tajuk utama diperlukan.',
      subHeadlineMax: 'Subtajuk tidak boleh melebihi 80 aksara.',
      buttonLabelRequired: 'Label butang diperlukan.',
      buttonLinkRequired: 'Pautan butang diperlukan.',
      imageRequired: 'Imej diperlukan.',
      resellerCodeInvalid: 'Kod penjual semula tidak sah',
      dateRequired: 'Tarikh diperlukan.',
      endBeforeStart: 'Tarikh tamat tidak boleh sebelum tarikh mula.',
      tierRequired: 'Peringkat diperlukan.',
      countryUnknown: 'Negara ini tidak wujud.',
      saved: 'Disimpan.',
      eventTypeRequired: 'Pilih fizikal atau dalam talian.',
      locationRequired: 'Lokasi diperlukan untuk acara fizikal.',
      meetingLinkRequired: 'Pautan mesyuarat diperlukan untuk acara dalam talian.',
      timeFormat: 'Masa mestilah dalam bentuk HH:MM.',
      speakerRequired: 'Penceramah diperlukan.',
      groupsRequired: 'Pilih sekurang-kurangnya satu kumpulan yang dibenarkan.',
    },
    review: {
      published: 'Diterbitkan.',
      rejected: 'Ditolak.',
      recurringUpdated: 'ID berulang dikemas kini.',
      reasonRequired: 'Sebab diperlukan.',
      notPending: 'Hanya item yang menunggu semakan boleh diterbitkan atau ditolak.',
      notPublishedTutorCourse:
        'ID berulang hanya boleh dikemas kini pada kursus tutor yang telah diterbitkan.',
      recurringRequired: 'ID berulang diperlukan.',
    },
    coupon: {
      saved: 'Kupon disimpan.',
      codeTaken: 'Kod kupon ini sudah digunakan.',
      ownerUnknown: 'Tiada penjual semula atau affiliate sedemikian.',
      notFound: 'Kupon ini tidak wujud.',
    },
    commission: {
      selectRequired: 'Sila pilih sekurang-kurangnya satu komisen',
      alreadyPaid: 'Komisen yang telah dibayar tidak boleh diubah',
      released: 'Komisen ditandakan sebagai dibayar',
      updated: 'Komisen dikemas kini',
      deleted: 'Komisen dipadam',
      nothingToPay: 'Tiada komisen berstatus dibayar yang menunggu bayaran',
      amountInvalid: 'Amaun mesti nombor positif',
    },
    approval: {
      reasonRequired: 'Sila nyatakan sebabnya',
      resellerApproved: 'Pendaftaran penjual semula diluluskan',
      resellerDeclined: 'Pendaftaran penjual semula ditolak',
      cancellationApproved: 'Pembatalan diluluskan',
      alreadyDecided: 'Permohonan ini telah pun diputuskan',
    },
    groupStats: {
      notFoundOrganization: 'Organisasi tidak dijumpai.',
      notFoundCompany: 'Syarikat tidak dijumpai.',
      notMember: 'Pengguna ini bukan ahli organisasi atau syarikat yang dipilih.',
      notListed: 'Pengguna ini tidak tersenarai dalam organisasi atau syarikat yang dipilih.',
      alreadyListed: 'Sebahagian pengguna yang dipilih sudah tersenarai.',
      notInGroup: 'Sebahagian pengguna yang dipilih bukan ahli organisasi atau syarikat yang dipilih.',
      userNotFound: 'Pengguna tidak dijumpai.',
      ambiguousRemove:
        'Pengguna ini tersenarai dalam lebih daripada satu; pilih organisasi atau syarikat dahulu.',
      tooMany: 'Tambah tidak lebih daripada 500 pengguna sekali gus.',
    },
    hr: {
      monthInvalid: 'Bulan mestilah antara 1 dan 12.',
      yearInvalid: 'Tahun mestilah antara 2001 dan tahun semasa.',
      monthYearTogether: 'Berikan bulan dan tahun bersama, atau biarkan kedua-duanya kosong.',
      notListed: 'Pengguna ini tidak tersenarai dalam syarikat anda.',
      alreadyListed: 'Sebahagian pengguna yang dipilih sudah tersenarai.',
      notInCompany: 'Sebahagian pengguna yang dipilih bukan dalam syarikat anda.',
      noCompany: 'Akaun anda tidak dipautkan kepada mana-mana syarikat.',
    },
  },
};
