import { describeTemplate, HOSTILE } from './template-suite';

describeTemplate({
  template: 'receipt',
  data: {
    name: HOSTILE.name,
    reference: 'MHR-2026-000123',
    paidAt: '2026-11-20T05:00:00.000Z',
    items: [
      { name: HOSTILE.title, quantity: 1, subtotal: 12_000 },
      { name: 'Buku Latihan Tahun 5', quantity: 2, subtotal: 3_050 },
    ],
    total: 15_050,
    tax: 1_115,
  },
  required: ['name', 'reference', 'paidAt', 'items', 'total'],
  says: {
    ms: [
      'Resit bagi pesanan anda MHR-2026-000123',
      'Dibayar pada 20 November 2026',
      'RM 150.50',
      'RM 11.15',
      'PDF',
    ],
    en: [
      'Receipt for your order MHR-2026-000123',
      'Paid on 20 November 2026',
      'RM 120.00',
      'Total paid RM 150.50',
    ],
  },
  userText: [HOSTILE.name, HOSTILE.title],
  links: ['/orders/MHR-2026-000123'],
});

describeTemplate({
  template: 'renewal-reminder',
  data: { name: HOSTILE.name, packageName: HOSTILE.title, amount: 4_990, chargeOn: '2026-12-01' },
  required: ['name', 'packageName', 'amount', 'chargeOn'],
  says: {
    ms: ['akan diperbaharui pada 1 Disember 2026', 'RM 49.90 akan dicaj', 'Urus langganan'],
    en: ['renews on 1 December 2026', 'RM 49.90 will be charged', 'Manage subscription'],
  },
  userText: [HOSTILE.name, HOSTILE.title],
  links: ['/profile'],
});

const linkData = {
  name: HOSTILE.name,
  packageName: HOSTILE.title,
  amount: 4_990,
  dueDate: '2026-12-01',
  lastDay: '2026-12-07',
  hashslug: 'sub-order-1',
} as const;

/** The pay-link renewal mail at each stage: before the due date, in the grace days, and once access ended. */
const LINK_STAGES = [
  {
    stage: 'before',
    says: {
      ms: ['perlu diperbaharui pada 1 Disember 2026', 'Bayar RM 49.90', 'FPX, DuitNow', 'Bayar sekarang'],
      en: ['due for renewal on 1 December 2026', 'Pay RM 49.90', 'FPX, DuitNow', 'Pay now'],
    },
    links: ['/subscription/order/sub-order-1'],
  },
  {
    stage: 'grace',
    says: {
      ms: ['masih belum dibayar', 'sehingga 7 Disember 2026', 'Bayar sekarang'],
      en: ['still unpaid', 'until 7 December 2026', 'Pay now'],
    },
    links: ['/subscription/order/sub-order-1'],
  },
  {
    stage: 'expired',
    says: { ms: ['telah tamat', 'melanggan semula'], en: ['has expired', 'subscribe again'] },
    links: ['/packages'],
    absent: ['/subscription/order/sub-order-1'],
  },
] as const;

for (const { stage, ...expected } of LINK_STAGES)
  describeTemplate({
    template: 'renewal-link',
    data: { ...linkData, stage },
    required: ['name', 'packageName', 'amount', 'stage', 'dueDate', 'lastDay', 'hashslug'],
    userText: [HOSTILE.name, HOSTILE.title],
    ...expected,
  });

describeTemplate({
  template: 'renewal-failed',
  data: { name: HOSTILE.name, packageName: HOSTILE.title, amount: 4_990, accessUntil: '2026-12-04' },
  required: ['name', 'packageName', 'amount', 'accessUntil'],
  says: {
    ms: ['Bayaran RM 49.90', 'tidak berjaya', 'sehingga 4 Disember 2026'],
    en: ['The payment of RM 49.90', 'did not go through', 'until 4 December 2026'],
  },
  userText: [HOSTILE.name, HOSTILE.title],
  links: ['/packages'],
});

describeTemplate({
  template: 'subscription-cancelled',
  data: { name: HOSTILE.name, packageName: HOSTILE.title, accessUntil: '2026-12-31' },
  required: ['name', 'packageName', 'accessUntil'],
  says: {
    ms: ['telah dibatalkan dan tidak akan dicaj lagi', 'terus belajar sehingga 31 Disember 2026'],
    en: ['has been cancelled and will not be charged again', 'keep learning until 31 December 2026'],
  },
  userText: [HOSTILE.name, HOSTILE.title],
  links: ['/packages'],
  absent: ['Your access has ended.', 'Akses anda telah tamat.'],
});

describeTemplate({
  template: 'event-registration',
  data: {
    name: HOSTILE.name,
    eventTitle: HOSTILE.title,
    hashslug: 'bengkel-sains-2026',
    startsAt: '2026-12-05T01:00:00.000Z',
    endsAt: '2026-12-05T04:00:00.000Z',
    venue: `Dewan "Utama" <Blok A>`,
    meetingUrl: 'https://meet.example.com/abc-defg-hij?pwd=1&x=2',
  },
  required: ['name', 'eventTitle', 'hashslug', 'startsAt'],
  says: {
    ms: ['Anda telah berdaftar untuk', 'Bermula 5 Disember 2026', '09:00', 'Sertai acara', 'Tamat'],
    en: ['You are registered for', 'Starts 5 December 2026', '12:00', 'Join the event', 'Venue'],
  },
  userText: [HOSTILE.name, HOSTILE.title, `Dewan "Utama" <Blok A>`],
  links: ['https://meet.example.com/abc-defg-hij?pwd=1&x=2', '/events/bengkel-sains-2026'],
});

describeTemplate({
  template: 'refund',
  data: {
    name: HOSTILE.name,
    number: 'RF-2026-000042',
    reference: 'MHR-2026-000123',
    amount: 600,
    reason: HOSTILE.title,
    way: 'bank',
    coins: 0,
  },
  required: ['name', 'number', 'reference', 'amount', 'reason', 'way'],
  says: {
    ms: ['Bayaran balik RF-2026-000042 bagi pesanan anda MHR-2026-000123', 'RM 6.00', 'akaun bank'],
    en: ['Refund RF-2026-000042 for your order MHR-2026-000123', 'RM 6.00', 'bank account'],
  },
  userText: [HOSTILE.name, HOSTILE.title],
  links: ['/orders/MHR-2026-000123'],
});
