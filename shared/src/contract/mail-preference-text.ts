import type { Bilingual } from '../bilingual';

/** Words of the mail preference page and the unsubscribe answers (our wording; the specs have none). */
const en = {
  title: 'Email preferences',
  intro: 'Choose which emails Mahir sends you. Receipts and account security emails are always sent.',
  categories: {
    billing: 'Subscription billing: renewal reminders, failed renewals, cancellations',
    events: 'Event registrations and meeting links',
    'content-review': 'Review results of content you submitted',
    partner: 'Reseller applications and commission payouts',
    progress: 'Weekly learning progress summaries',
  },
  save: 'Save preferences',
  saved: 'Your email preferences have been saved.',
  unsubscribeAsk: (category: string) => `Stop emails about: ${category}?`,
  unsubscribe: 'Unsubscribe',
  unsubscribed: 'You have been unsubscribed. You will no longer get these emails.',
  linkInvalid: 'This link is not valid. Please open the whole link from the email, or log in.',
  loginNeeded: 'Please log in, or open the link at the bottom of one of our emails.',
  cannotResend:
    'This email carried a single-use link and cannot be sent again; ask the user to request a new one.',
  resent: 'The email has been queued again.',
} as const;

export const MAIL_PREFERENCE_TEXT: Bilingual<typeof en> = {
  en,
  ms: {
    title: 'Pilihan e-mel',
    intro: 'Pilih e-mel yang Mahir hantar kepada anda. Resit dan e-mel keselamatan akaun sentiasa dihantar.',
    categories: {
      billing: 'Bil langganan: peringatan pembaharuan, pembaharuan gagal, pembatalan',
      events: 'Pendaftaran acara dan pautan mesyuarat',
      'content-review': 'Keputusan semakan kandungan yang anda hantar',
      partner: 'Permohonan penjual semula dan pembayaran komisen',
      progress: 'Ringkasan kemajuan pembelajaran mingguan',
    },
    save: 'Simpan pilihan',
    saved: 'Pilihan e-mel anda telah disimpan.',
    unsubscribeAsk: (category: string) => `Berhenti menerima e-mel tentang: ${category}?`,
    unsubscribe: 'Berhenti langgan',
    unsubscribed: 'Anda telah berhenti melanggan. Anda tidak akan menerima e-mel ini lagi.',
    linkInvalid: 'Pautan ini tidak sah. Sila buka pautan penuh daripada e-mel, atau log masuk.',
    loginNeeded: 'Sila log masuk, atau buka pautan di bahagian bawah salah satu e-mel kami.',
    cannotResend:
      'E-mel ini membawa pautan sekali guna dan tidak boleh dihantar semula; minta pengguna memohon yang baharu.',
    resent: 'E-mel telah dibariskan semula.',
  },
};
