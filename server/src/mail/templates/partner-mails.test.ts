import { describeTemplate, HOSTILE } from './template-suite';

describeTemplate({
  template: 'content-published',
  data: { name: HOSTILE.name, contentTitle: HOSTILE.title, contentKind: 'ebook', path: '/course/sains-t5' },
  required: ['name', 'contentTitle', 'contentKind', 'path'],
  says: {
    ms: [`E-buku anda ${HOSTILE.title} lulus semakan`, 'Lihat di Mahir'],
    en: [`Your ebook ${HOSTILE.title} passed review`, 'View it on Mahir'],
  },
  userText: [HOSTILE.name, HOSTILE.title],
  links: ['/course/sains-t5'],
});

describeTemplate({
  template: 'content-rejected',
  data: { name: HOSTILE.name, contentTitle: HOSTILE.title, contentKind: 'course', reason: HOSTILE.reason },
  required: ['name', 'contentTitle', 'contentKind', 'reason'],
  says: {
    ms: ['tidak diterbitkan. Penyemak menulis:', 'Audio kurang jelas.'],
    en: ['was not published. The reviewer wrote:', 'Audio kurang jelas.'],
  },
  userText: [HOSTILE.name, HOSTILE.title, HOSTILE.reason],
  links: ['/backoffice/'],
});

describeTemplate({
  template: 'reseller-approved',
  data: { name: HOSTILE.name, resellerCode: 'RS0042' },
  required: ['name', 'resellerCode'],
  says: {
    ms: ['telah diluluskan', 'Kod penjual semula anda RS0042'],
    en: ['is approved', 'Your reseller code RS0042'],
  },
  userText: [HOSTILE.name],
  links: ['/backoffice/'],
});

describeTemplate({
  template: 'reseller-declined',
  data: { name: HOSTILE.name, reason: HOSTILE.reason },
  required: ['name'],
  says: {
    ms: ['tidak dapat meluluskan pendaftaran anda', 'Sebab yang diberikan:'],
    en: ['unable to approve your registration', 'The reason given:'],
  },
  userText: [HOSTILE.name, HOSTILE.reason],
  links: [],
});

describeTemplate({
  template: 'payout-released',
  data: { name: HOSTILE.name, amount: 123_456, month: 10, year: 2026, reference: 'PAY-2026-10-7' },
  required: ['name', 'amount', 'month', 'year'],
  says: {
    ms: ['Komisen anda sebanyak RM 1,234.56 bagi Oktober 2026', 'PAY-2026-10-7'],
    en: ['Your commission of RM 1,234.56 for October 2026', 'Payout reference PAY-2026-10-7'],
  },
  userText: [HOSTILE.name],
  links: ['/backoffice/'],
});

describeTemplate({
  template: 'progress-summary',
  data: {
    name: HOSTILE.name,
    weekStart: '2026-11-16',
    weekEnd: '2026-11-22',
    children: [
      {
        name: HOSTILE.title,
        figures: [
          { metric: 'minutes', value: 95 },
          { metric: 'modules', value: 4 },
          { metric: 'quiz-average', value: 82.46 },
        ],
      },
      { name: 'Hakim', figures: [] },
    ],
  },
  required: ['name', 'weekStart', 'weekEnd', 'children'],
  says: {
    ms: [
      'dari 16 November 2026 hingga 22 November 2026',
      'Minit pembelajaran 95',
      '82.5',
      'Hakim',
      'Tiada pembelajaran',
    ],
    en: [
      'from 16 November 2026 to 22 November 2026',
      'Minutes of learning 95',
      'Modules completed 4',
      'No learning',
    ],
  },
  userText: [HOSTILE.name, HOSTILE.title],
  links: ['/family'],
});
