import { describeTemplate, HOSTILE } from './template-suite';

const token = 'tok_AbCdEfGhIjKlMnOp-1234';

describeTemplate({
  template: 'verification',
  data: { name: HOSTILE.name, token, expiresInHours: 24 },
  required: ['name', 'token', 'expiresInHours'],
  says: {
    ms: ['Sahkan alamat e-mel anda', 'Sahkan e-mel', 'tamat tempoh dalam 24 jam'],
    en: ['Verify email', 'expires in 24 hours'],
  },
  userText: [HOSTILE.name],
  links: [`/verify-email?token=${token}`],
});

describeTemplate({
  template: 'password-reset',
  data: { name: HOSTILE.name, token, expiresInMinutes: 30 },
  required: ['name', 'token', 'expiresInMinutes'],
  says: {
    ms: ['Pilih kata laluan baharu', '30 minit', 'mengelog keluar anda daripada semua peranti'],
    en: ['Choose a new password', 'expires in 30 minutes', 'signs you out on every device'],
  },
  userText: [HOSTILE.name],
  links: [`/reset-password?token=${token}`],
});

describeTemplate({
  template: 'email-change-confirm',
  data: { name: HOSTILE.name, newEmail: 'baru@contoh.my', token, expiresInHours: 1 },
  required: ['name', 'newEmail', 'token', 'expiresInHours'],
  says: {
    ms: ['menggunakan baru@contoh.my bagi akaun Mahir anda', 'Sahkan e-mel baharu', '1 jam'],
    en: ['use baru@contoh.my for your Mahir account', 'Confirm new email', 'expires in 1 hour.'],
  },
  userText: [HOSTILE.name],
  links: [`/confirm-email-change?token=${token}`],
});

describeTemplate({
  template: 'email-change-notice',
  data: { name: HOSTILE.name, newEmail: 'baru@contoh.my', requestedAt: '2026-11-20T02:15:00.000Z' },
  required: ['name', 'newEmail', 'requestedAt'],
  says: {
    ms: ['Pada 20 November 2026', 'kepada baru@contoh.my', 'tetapkan semula kata laluan anda sekarang'],
    en: ['On 20 November 2026', 'to baru@contoh.my was requested', 'reset your password now'],
  },
  userText: [HOSTILE.name],
  links: ['/forgot-password'],
});

describeTemplate({
  template: 'guardian-consent',
  data: { guardianName: HOSTILE.name, childName: HOSTILE.title, token, expiresInDays: 7 },
  required: ['guardianName', 'childName', 'token', 'expiresInDays'],
  says: {
    ms: [`${HOSTILE.title} memerlukan persetujuan anda`, 'Semak dan beri persetujuan', '7 hari'],
    en: [`${HOSTILE.title} has signed up to Mahir`, 'Review and give consent', 'expires in 7 days'],
  },
  userText: [HOSTILE.name, HOSTILE.title],
  links: [`/family/consent?token=${token}`],
});

describeTemplate({
  template: 'deletion-received',
  data: { name: HOSTILE.name, requestedAt: '2026-11-20T02:15:00.000Z' },
  required: ['name', 'requestedAt'],
  says: {
    ms: ['Pada 20 November 2026', 'memadam akaun Mahir anda', 'tanpa nama dan butiran hubungan anda'],
    en: ['On 20 November 2026', 'delete your Mahir account', 'with your name and contact details removed'],
  },
  userText: [HOSTILE.name],
  links: [],
});

describeTemplate({
  template: 'deletion-completed',
  data: { name: HOSTILE.name, completedAt: '2026-11-21T02:15:00.000Z' },
  required: ['name', 'completedAt'],
  says: {
    ms: ['Akaun Mahir anda telah dipadam', 'Pada 21 November 2026', 'tidak lagi boleh log masuk'],
    en: ['Your Mahir account has been deleted', 'On 21 November 2026', 'can no longer log in'],
  },
  userText: [HOSTILE.name],
  links: [],
});

describeTemplate({
  template: 'child-link',
  data: { name: HOSTILE.title, guardianName: HOSTILE.name, token, expiresInDays: 7 },
  required: ['name', 'guardianName', 'token', 'expiresInDays'],
  says: {
    ms: ['ingin mengikuti pembelajaran anda', 'Sahkan pautan', '7 hari'],
    en: ['asks to follow your learning on Mahir', 'Confirm the link', 'expires in 7 days'],
  },
  userText: [HOSTILE.name, HOSTILE.title],
  links: [`/family/link?token=${token}`],
});

describeTemplate({
  template: 'package-for-child',
  data: { name: HOSTILE.title, guardianName: HOSTILE.name, packageName: HOSTILE.title },
  required: ['name', 'guardianName', 'packageName'],
  says: {
    ms: ['telah melanggan', 'Buka Kursus Saya', 'boleh melihat kemajuan anda'],
    en: ['has subscribed you to', 'Open My Courses', 'can see your progress'],
  },
  userText: [HOSTILE.name, HOSTILE.title],
  links: ['/my/courses'],
});
