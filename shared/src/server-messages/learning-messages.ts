import type { Bilingual } from '../bilingual';
import { CAPTION_TEXT } from '../contract/caption-text';
import { COURSE_TEXT } from '../contract/course-page-text';
import { LEARNING_MSG } from '../contract/learning-text';
import { MEDIA_MSG } from '../contract/media-text';
import { OFFLINE_MSG } from '../contract/offline-text';
import { SUBSCRIPTION_TEXT } from '../contract/subscription-text';

/** The quiz's true and false are the spec's Malay already. */
const learning: Omit<typeof LEARNING_MSG, 'answerTrue' | 'answerFalse'> = LEARNING_MSG;
/** 'Kursus tidak dijumpai' is the spec's Malay already. */
const course: Omit<typeof COURSE_TEXT, 'notFound'> = COURSE_TEXT;

const en = {
  learning,
  course,
  media: { noVideo: MEDIA_MSG.noVideo, badPosition: MEDIA_MSG.badPosition },
  offline: OFFLINE_MSG,
  captions: {
    uploaded: CAPTION_TEXT.uploaded,
    removed: CAPTION_TEXT.removed,
    noFile: CAPTION_TEXT.noFile,
    notFound: CAPTION_TEXT.notFound,
  },
  subscription: {
    cancelRequested: SUBSCRIPTION_TEXT.cancelRequested,
    onlyPaidCancellable: SUBSCRIPTION_TEXT.onlyPaidCancellable,
    nothingToCancel: SUBSCRIPTION_TEXT.nothingToCancel,
    packageNotInOrder: SUBSCRIPTION_TEXT.packageNotInOrder,
    stopRequested: SUBSCRIPTION_TEXT.stopRequested,
    notStoppable: SUBSCRIPTION_TEXT.notStoppable,
    accessStopped: SUBSCRIPTION_TEXT.accessStopped,
    notFree: SUBSCRIPTION_TEXT.notFree,
    orderNotFound: SUBSCRIPTION_TEXT.orderNotFound,
  },
} as const;

/** The learner's API answers (quizzes, Q&A, reviews, media, offline copies, course access, subscriptions) with their Malay. */
export const LEARNING_API_MSG: Bilingual<typeof en> = {
  en,
  ms: {
    learning: {
      quizNotFound: 'Kuiz ini tidak tersedia.',
      quizEmpty: 'Kuiz ini belum mempunyai soalan.',
      quizAlreadySubmitted: 'Anda telah pun menghantar kuiz ini.',
      unknownQuestion: 'Soalan ini bukan sebahagian daripada kuiz ini.',
      duplicateAnswer: 'Soalan ini dijawab lebih daripada sekali.',
      invalidAnswer: 'Jawapan ini bukan salah satu pilihan.',
      chapterNotFound: 'Bab ini bukan sebahagian daripada kursus ini.',
      courseNotFound: 'Kursus ini tidak wujud.',
      questionAlreadyAsked: 'Anda telah pun bertanya soalan tentang kursus ini.',
      discussionNotFound: 'Jawapan ini tiada dalam kursus ini.',
      replyNotAllowed: 'Anda hanya boleh membalas sekali kepada jawapan bagi soalan anda sendiri.',
      feedbackExists: 'Anda telah pun memberi ulasan untuk kursus ini.',
      feedbackNotFound: 'Ulasan ini tidak wujud.',
      rateRange: 'Penilaian mestilah nombor bulat dari 1 hingga 5.',
      tutorMismatch: 'Tutor tidak sepadan dengan kursus ini.',
      subscriptionMismatch: 'Langganan ini bukan milik anda bagi kursus ini.',
    },
    course: {
      accessCodeRequired: 'Kod akses diperlukan',
      alreadySubscribed: 'Anda sudah melanggan kursus ini.',
      cartAdded: 'Kursus telah ditambah ke troli anda.',
      noAccessCodes: 'Kursus ini tidak dibuka dengan kod akses.',
      accessCodeFirst: 'Kursus ini untuk jemputan sahaja. Sila gunakan kod akses anda.',
      businessOnly: 'Hanya pekerja pelan perniagaan boleh mengakses kursus dengan cara ini.',
      hrCannotTake: 'Akaun HR menguruskan pelan perniagaan dan tidak boleh mengambil kursus.',
      tutorNotInBusinessPlan: 'Kursus Mahir Tutor bukan sebahagian daripada pelan perniagaan.',
      studentPlanOnly: 'Pelan tutor anda tidak merangkumi kursus ini.',
    },
    media: {
      noVideo: 'Modul ini belum mempunyai video.',
      badPosition: 'Kedudukan mestilah bilangan saat dalam tempoh video.',
    },
    offline: {
      badClientId: 'Setiap item dalam baris gilir memerlukan id yang dibuat oleh aplikasi untuknya (UUID).',
      badTime: 'Masa item dibuat mestilah tarikh dan masa ISO.',
      duplicateModule: 'Satu modul disenaraikan dua kali.',
      duplicateFile: 'Satu fail disenaraikan dua kali.',
      nothingAsked:
        'Nyatakan sekurang-kurangnya satu modul atau fail untuk disimpan di luar talian, dan tidak lebih daripada 50 kesemuanya.',
      notEbookFormat: 'Hanya ebook PDF, EPUB dan ZIP boleh disimpan di luar talian.',
      notMp3: 'Hanya bahagian audio MP3 boleh dimainkan di luar talian.',
    },
    captions: {
      uploaded: 'Sari kata disimpan.',
      removed: 'Sari kata dibuang.',
      noFile: 'Pilih fail sari kata WebVTT (.vtt) atau SRT (.srt).',
      notFound: 'Modul ini tiada sari kata dalam bahasa tersebut.',
    },
    subscription: {
      cancelRequested: 'Permohonan pembatalan anda telah dihantar.',
      onlyPaidCancellable: 'Hanya langganan yang telah dibayar boleh dibatalkan.',
      nothingToCancel: 'Pesanan ini tiada langganan untuk dibatalkan.',
      packageNotInOrder: 'Pakej ini bukan sebahagian daripada pesanan ini.',
      stopRequested: 'Permohonan anda untuk menghentikan langganan ini telah diterima.',
      notStoppable: 'Langganan ini tidak boleh dihentikan di sini.',
      accessStopped: 'Akses percuma anda ke kursus ini telah tamat.',
      notFree: 'Hanya langganan percuma boleh dihentikan dengan cara ini.',
      orderNotFound: 'Pesanan ini tidak wujud atau bukan milik anda.',
    },
  },
};
