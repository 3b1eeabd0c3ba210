import type { Bilingual } from '../bilingual';
import { formatMalaysiaDate } from '../rules/malaysia-time';
import type { RenewalMode, RenewalPhase } from './renewal-link';
import type { RenewalRefusal, RenewalStatus } from './renewal-state';

const en = {
  status: {
    active: 'Active',
    grace: 'Payment due',
    paused: 'Paused',
    expired: 'Expired',
    cancelled: 'Cancelled',
  } satisfies Record<RenewalStatus, string>,
  refusal: {
    not_active: 'Only an active subscription can do this.',
    already_paused: 'This subscription already has a pause.',
    not_paused: 'This subscription is not paused.',
    pause_start: 'A pause must start today or later, before the next payment date.',
    pause_length: 'Please choose at least one day.',
    pause_allowance: 'This is longer than the pause days left this year.',
    already_ended: 'This subscription has already ended.',
  } satisfies Record<RenewalRefusal, string>,
  nextPayment: (day: string) => `Next payment: ${formatMalaysiaDate(day)}`,
  payBy: (day: string) => `Please pay by ${formatMalaysiaDate(day)} to keep your access.`,
  pausedUntil: (day: string) => `Paused until ${formatMalaysiaDate(day)}`,
  pauseDaysLeft: (n: number) => `Pause days left this year: ${n}`,
  paused: 'The subscription is paused and the next payment date has moved.',
  resumed: 'The subscription has resumed.',
  resumeNow: 'Resume now',
  payNow: 'Pay now',
  phase: {
    active: 'Active',
    due: 'Renewal due',
    grace: 'Payment overdue',
    expired: 'Expired',
    renewed: 'Renewed',
  } satisfies Record<RenewalPhase, string>,
  mode: { card: 'Card (charged automatically)', link: 'Pay link (FPX, DuitNow, PayPal)' } satisfies Record<
    RenewalMode,
    string
  >,
  graceUntil: (day: string) => `In grace until ${formatMalaysiaDate(day)}`,
  dueOn: (day: string) => `Renewal due on ${formatMalaysiaDate(day)}`,
  renewAfterExpiry: 'Expired: renew now for a new month starting the day you pay',
  payLinkNotDue: 'This renewal cannot be paid yet; the pay link opens with the first reminder.',
  payLinkEnded: 'This subscription is no longer renewing.',
  payLinkCard: 'This subscription renews by card automatically.',
  checkoutMethodInvalid: 'Choose card with automatic renewal, or FPX/DuitNow paid each month by a pay link.',
  checkoutCardUnavailable:
    'This package has no card renewal; choose FPX/DuitNow paid each month by a pay link.',
} as const;

/** Messages of renewals by pay link, pauses and dunning (issue 21), for the buyer's and the admin's screens. */
export const RENEWAL_MSG: Bilingual<typeof en> = {
  en,
  ms: {
    status: {
      active: 'Aktif',
      grace: 'Bayaran tertunggak',
      paused: 'Dijeda',
      expired: 'Tamat tempoh',
      cancelled: 'Dibatalkan',
    },
    refusal: {
      not_active: 'Hanya langganan aktif boleh melakukan ini.',
      already_paused: 'Langganan ini sudah mempunyai jeda.',
      not_paused: 'Langganan ini tidak dijeda.',
      pause_start: 'Jeda mesti bermula hari ini atau selepasnya, sebelum tarikh bayaran seterusnya.',
      pause_length: 'Sila pilih sekurang-kurangnya satu hari.',
      pause_allowance: 'Tempoh ini melebihi baki hari jeda tahun ini.',
      already_ended: 'Langganan ini telah tamat.',
    },
    nextPayment: (day) => `Bayaran seterusnya: ${formatMalaysiaDate(day)}`,
    payBy: (day) => `Sila bayar sebelum ${formatMalaysiaDate(day)} untuk mengekalkan akses anda.`,
    pausedUntil: (day) => `Dijeda sehingga ${formatMalaysiaDate(day)}`,
    pauseDaysLeft: (n) => `Baki hari jeda tahun ini: ${n}`,
    paused: 'Langganan dijeda dan tarikh bayaran seterusnya telah dianjak.',
    resumed: 'Langganan telah disambung semula.',
    resumeNow: 'Sambung semula sekarang',
    payNow: 'Bayar sekarang',
    phase: {
      active: 'Aktif',
      due: 'Pembaharuan perlu dibayar',
      grace: 'Bayaran lewat',
      expired: 'Tamat tempoh',
      renewed: 'Diperbaharui',
    },
    mode: { card: 'Kad (dicaj secara automatik)', link: 'Pautan bayaran (FPX, DuitNow, PayPal)' },
    graceUntil: (day) => `Dalam tempoh tangguh sehingga ${formatMalaysiaDate(day)}`,
    dueOn: (day) => `Pembaharuan perlu dibayar pada ${formatMalaysiaDate(day)}`,
    renewAfterExpiry:
      'Tamat tempoh: perbaharui sekarang untuk sebulan baharu bermula pada hari anda membayar',
    payLinkNotDue: 'Pembaharuan ini belum boleh dibayar; pautan bayaran dibuka bersama peringatan pertama.',
    payLinkEnded: 'Langganan ini tidak lagi diperbaharui.',
    payLinkCard: 'Langganan ini diperbaharui melalui kad secara automatik.',
    checkoutMethodInvalid:
      'Pilih kad dengan pembaharuan automatik, atau FPX/DuitNow yang dibayar setiap bulan melalui pautan bayaran.',
    checkoutCardUnavailable:
      'Pakej ini tiada pembaharuan melalui kad; pilih FPX/DuitNow yang dibayar setiap bulan melalui pautan bayaran.',
  },
};
