import type { Bilingual } from '../bilingual';
import { CAPTION_LIMITS, CAPTION_MSG } from '../captions/caption-text';
import { SCHOOL_CALENDAR_MSG } from '../contract/school-calendar-text';
import { AUTHORING_MSG } from '../contract/tutor-course/messages';
import { QUIZ_AUTHORING_MSG } from '../contract/tutor-quiz-text';
import { INGEST_MSG, ZIP_LIMITS } from '../rules/upload-format';
import { UPLOAD_QUOTA_TEXT } from '../rules/upload-quota';

type IngestByLookup = 'wrongType' | 'tooLarge' | 'damaged' | 'truncated' | 'zipEntryType';
/**
 * Upload refusals that name a file kind or size through a lookup cannot be read back from the text sent
 * (`message-pattern.ts`): they are left out, and shown as sent.
 */
const { wrongType, tooLarge, damaged, truncated, zipEntryType, ...ingest } = INGEST_MSG satisfies Record<
  IngestByLookup,
  unknown
>;

const en = {
  authoring: AUTHORING_MSG,
  quiz: QUIZ_AUTHORING_MSG,
  captionFile: CAPTION_MSG,
  ingest,
  upload: { notAllowed: UPLOAD_QUOTA_TEXT.notAllowed },
  schoolCalendar: {
    saved: SCHOOL_CALENDAR_MSG.saved,
    yearMismatch: SCHOOL_CALENDAR_MSG.yearMismatch,
    groupMismatch: SCHOOL_CALENDAR_MSG.groupMismatch,
    releaseWeekTutorOnly: SCHOOL_CALENDAR_MSG.releaseWeekTutorOnly,
    releaseWeekRange: SCHOOL_CALENDAR_MSG.releaseWeekRange,
  },
} as const;

/** The tutor's API answers (courses, assets, quizzes, captions, uploads, the school calendar) with their Malay. */
export const AUTHORING_API_MSG: Bilingual<typeof en> = {
  en,
  ms: {
    authoring: {
      draftSaved: 'Kursus disimpan sebagai draf.',
      courseSaved: 'Kursus disimpan.',
      submitted: 'Kursus telah dihantar untuk semakan.',
      assetSubmitted: 'Aset digital telah dihantar untuk semakan.',
      assetUpdated: 'Aset digital telah dikemas kini.',
      staleCopy:
        'Kursus ini telah diubah di tempat lain (tetingkap lain atau pentadbir) selepas anda membukanya. Muat semula untuk melihat versi terkini, kemudian buat perubahan anda sekali lagi.',
      courseNotFound: 'Kursus ini tidak wujud.',
      notOwner: 'Anda hanya boleh menyunting kursus anda sendiri.',
      titleRequired: 'Nama produk wajib diisi.',
      categoryRequired: 'Kategori utama wajib dipilih.',
      subCategoryRequired: 'Subkategori wajib dipilih.',
      subCategoryMismatch: 'Subkategori ini bukan di bawah kategori yang dipilih.',
      tagRequired: 'Sekurang-kurangnya satu tag diperlukan.',
      priceRequired: 'Harga wajib dipilih.',
      priceUnknown: 'Harga ini tiada dalam senarai harga.',
      discountFormat: 'Diskaun mestilah amaun dalam RM, cth: 0.00',
      descriptionRequired: 'Penerangan wajib diisi.',
      bannerRequired: 'Imej sepanduk pratonton diperlukan.',
      previewRequired: 'Fail pratonton diperlukan.',
      chapterTitleRequired: 'Tajuk bab diperlukan.',
      moduleTitleRequired: 'Tajuk modul diperlukan.',
      attachmentTitleRequired: 'Tajuk lampiran diperlukan.',
      accessCodeRequired: 'Kod akses diperlukan.',
      accessCodeTaken: 'Kod akses ini sudah digunakan.',
      mediaUnknown: 'Fail ini tidak dimuat naik oleh anda atau sudah tiada. Sila muat naik semula.',
      unknownRow: 'Item ini bukan sebahagian daripada kursus ini.',
      notSubmittable: 'Hanya kursus draf atau yang ditolak boleh dihantar untuk semakan.',
      ebookTitleRequired: 'Tajuk e-buku diperlukan.',
      ebookFileRequired: 'Fail e-buku diperlukan.',
      topicTitleRequired: 'Nama topik diperlukan.',
      subTopicRequired: 'Subtopik diperlukan.',
      photoTitleRequired: 'Tajuk foto diperlukan.',
      photoFileRequired: 'Fail foto diperlukan.',
      wrongKind: 'Item ini bukan daripada jenis tersebut.',
      replyNotAllowed: 'Anda hanya boleh membalas komen utama yang belum mempunyai balasan.',
      discussionNotFound: 'Komen ini tiada dalam kursus ini.',
      commentRequired: 'Komen diperlukan.',
      scheduleNotFound: 'Jadual ini tidak wujud.',
      assignmentNotFound: 'Tugasan ini tidak wujud.',
      quizNotFound: 'Kuiz ini tidak wujud.',
      quizInUse: 'Kuiz ini dilampirkan pada satu bab. Keluarkannya daripada bab itu dahulu.',
    },
    quiz: {
      titleRequired: 'Tajuk kuiz diperlukan.',
      questionRequired: 'Soalan diperlukan.',
      typeRequired: 'Jenis soalan diperlukan.',
      choicesRequired: 'Keempat-empat pilihan diperlukan.',
      answerRequired: 'Pilih jawapan yang betul.',
      chooseRequired: 'Pilih Betul atau Salah.',
      atLeastOneQuestion: 'Tambah sekurang-kurangnya satu soalan.',
      quizSaved: 'Kuiz disimpan.',
    },
    captionFile: {
      missingTiming: (line) =>
        `Baris ${line}: sari kata memerlukan baris masa seperti "00:00:01.000 --> 00:00:04.000".`,
      badTimestamp: (line, text) =>
        `Baris ${line}: "${text.slice(0, 40)}" bukan masa yang sah (jam:minit:saat.milisaat, seperti 00:01:02.500).`,
      endNotAfterStart: (line) => `Baris ${line}: sari kata tamat sebelum atau semasa ia bermula.`,
      outOfOrder: (line) =>
        `Baris ${line}: sari kata bermula sebelum sari kata di atasnya. Sari kata mesti mengikut urutan masa.`,
      cueTooLong: (line) =>
        `Baris ${line}: sari kata mempunyai lebih daripada ${CAPTION_LIMITS.maxCueChars.toLocaleString('en')} aksara teks.`,
      beyondVideo: (line, length) => `Baris ${line}: sari kata bermula selepas video tamat (${length}).`,
      moreErrors: (n) => `… dan ${n} lagi masalah.`,
      droppedEmpty: (n) => `${n} sari kata ditinggalkan: tiada teks yang tinggal.`,
      empty: 'Fail sari kata kosong.',
      tooLarge: 'Fail sari kata melebihi 1 MB.',
      utf16: 'Fail sari kata disimpan dalam UTF-16. Simpan dalam UTF-8 dan muat naik semula.',
      notUtf8: 'Fail sari kata bukan teks UTF-8. Simpan dalam UTF-8 dan muat naik semula.',
      binary: 'Fail sari kata mengandungi aksara yang bukan teks.',
      unknownFormat:
        'Fail ini bukan WebVTT (baris pertama "WEBVTT") dan bukan SRT (sari kata bernombor dengan masa seperti "00:00:01,000 --> 00:00:04,000").',
      noCues: 'Fail sari kata tidak mengandungi sebarang sari kata.',
      tooManyCues: `Fail sari kata mempunyai lebih daripada ${CAPTION_LIMITS.maxCues.toLocaleString('en')} baris sari kata.`,
      language: 'Pilih bahasa sari kata (kod seperti ms, en, zh atau ta).',
      label: `Beri sari kata nama sepanjang 1 hingga ${CAPTION_LIMITS.maxLabelChars} aksara, seperti "Bahasa Melayu".`,
      droppedMarkup:
        'Format selain tebal, condong, garis bawah, suara, kelas, bahasa dan ruby telah dibuang.',
    },
    ingest: {
      missing: 'Pilih fail untuk dimuat naik.',
      uploadUnknown: 'Muat naik ini tidak wujud atau belum selesai.',
      empty: 'Fail ini kosong.',
      noDuration: 'Tempoh fail ini tidak dapat dibaca.',
      noPicture: 'Video ini tiada gambar.',
      zipTooMany: `Zip ini mengandungi lebih daripada ${ZIP_LIMITS.maxEntries} fail.`,
      zipTooBig: 'Zip ini terlalu besar apabila dinyahmampat.',
      zipBomb: 'Zip ini mengandungi fail yang mengembang secara mencurigakan; ia ditolak.',
      zipUnsafeName: 'Zip ini mengandungi nama fail yang tidak selamat.',
      zipEmpty: 'Zip ini tidak mengandungi sebarang fail.',
      previewCategory: 'Pilih kategori utama sebelum fail pratonton.',
    },
    upload: { notAllowed: 'Muat naik yang boleh disambung hanya untuk tutor dan pentadbir.' },
    schoolCalendar: {
      saved: 'Kalendar disimpan.',
      yearMismatch: 'Kedua-dua kalendar mestilah bagi tahun yang sedang disimpan.',
      groupMismatch:
        'Kalendar pertama ialah bagi kumpulan A (hujung minggu Jumaat–Sabtu), yang kedua bagi kumpulan B.',
      releaseWeekTutorOnly:
        'Hanya kursus pakej (kursus Mahir Tutor) membuka bab mengikut minggu persekolahan. Biarkan minggu kosong.',
      releaseWeekRange: 'Pilih minggu persekolahan dari 1 hingga 52, atau biarkan kosong.',
    },
  },
};
