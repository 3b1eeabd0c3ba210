import type { DraftHead } from './authoring-fixtures';
import type { DemoFixtures } from './demo-fixtures';
import type { Probe } from './probes';
import type { RouteInput } from './route-call';

const none = (): RouteInput => ({});
const page = (): RouteInput => ({ query: { page: 1 } });
const tutorCourse = '/ajax/v2/tutor/course';
const tutorAsset = '/ajax/v2/tutor/digital-asset';

/** The whole course aggregate as the edit form sends it back (no chapters: a save may drop them). */
const draft = (h: DraftHead, title: string) => ({
  hashslug: h.hashslug,
  version: h.version,
  title,
  category_id: h.category_id,
  sub_category_id: h.sub_category_id,
  tags: ['matriks'],
  price_id: h.price_id,
  discount: '',
  content: 'Kandungan dari matriks',
});

const question = {
  question: 'Berapakah 2 + 2?',
  type: 1,
  choice1: '3',
  choice2: '4',
  choice3: '5',
  choice4: '6',
  answer: 2,
};

/** A tutor's own data: another tutor must be refused. */
const tutorOwn = (input: (f: DemoFixtures) => RouteInput): Probe => ({
  owner: 'tutor',
  input,
  cross: 'refuse',
});
/** Role-wide or the caller's own data (lookups, lists, new records, uploads of one's own files). */
const tutorView = (input: (f: DemoFixtures) => RouteInput = none): Probe => ({
  owner: 'tutor',
  input,
  cross: 'own-view',
});
/** Admin routes touch no one's data: every admin sees and changes the same. */
const admin = (input: (f: DemoFixtures) => RouteInput = none): Probe => ({
  owner: 'admin',
  input,
  cross: 'own-view',
});

/** Back office: tutor authoring, admin review and admin content (one probe per route). */
export const AUTHORING_PROBES: Record<string, Probe> = {
  // Tutor video courses
  [`GET ${tutorCourse}/list`]: tutorView(page),
  [`GET ${tutorCourse}/categories`]: tutorView(),
  [`GET ${tutorCourse}/prices`]: tutorView(),
  [`GET ${tutorCourse}/sub_categories`]: tutorView(() => ({ query: { category_id: 1 } })),
  [`POST ${tutorCourse}/hashslug`]: tutorOwn((f) => ({ body: { hashslug: f.authoring.video.hashslug } })),
  [`POST ${tutorCourse}/upload-video`]: tutorView(() => ({ body: { preview: 2 } })),
  [`POST ${tutorCourse}/upload-attachment`]: tutorView(),
  [`POST ${tutorCourse}/upload-banner`]: tutorView(),
  // Caption tracks of a module of the tutor's demo video course (the seed gives it a Malay track).
  [`GET ${tutorCourse}/module/{id}/captions`]: tutorOwn((f) => ({ params: { id: f.lockedModuleId } })),
  [`POST ${tutorCourse}/module/{id}/captions`]: tutorOwn((f) => ({
    params: { id: f.lockedModuleId },
    body: { lang: 'en', label: 'English', text: 'WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nHello\n' },
  })),
  [`POST ${tutorCourse}/module/{id}/captions/delete`]: tutorOwn((f) => ({
    params: { id: f.lockedModuleId },
    body: { lang: 'ms' },
  })),
  [`POST ${tutorCourse}/save-draft`]: tutorOwn((f) => ({
    body: draft(f.authoring.rejected, 'Draf matriks'),
  })),
  [`POST ${tutorCourse}/save`]: tutorOwn((f) => ({ body: draft(f.authoring.pending, 'Simpan matriks') })),
  [`POST ${tutorCourse}/submit`]: tutorOwn((f) => ({ body: { hashslug: f.authoring.rejected.hashslug } })),
  [`POST ${tutorCourse}/reply-qna`]: tutorOwn((f) => ({
    body: { course_id: f.authoring.tutorCourse.id, id: f.authoring.tutorComment, comment: 'Balasan tutor' },
  })),
  [`POST ${tutorCourse}/store-training-schedule`]: tutorOwn((f) => ({
    body: {
      course_id: f.authoring.tutorCourse.id,
      title: 'Kelas langsung matriks',
      date_time: '2026-12-01T10:00:00.000Z',
      streaming_url: 'https://meet.example.com/matriks',
    },
  })),
  [`POST ${tutorCourse}/delete-training-schedule`]: tutorOwn((f) => ({
    body: { id: f.authoring.tutorCourse.scheduleId, course_id: f.authoring.tutorCourse.id },
  })),
  [`POST ${tutorCourse}/store-assignment`]: tutorOwn((f) => ({
    body: { course_id: f.authoring.tutorCourse.id, title: 'Tugasan matriks', description: 'Jawab semua.' },
  })),
  [`POST ${tutorCourse}/delete-assignment`]: tutorOwn((f) => ({
    body: { id: f.authoring.tutorCourse.assignmentId, course_id: f.authoring.tutorCourse.id },
  })),
  [`POST ${tutorCourse}/quizs`]: tutorOwn((f) => ({ body: { hashslug: f.authoring.video.hashslug } })),
  [`POST ${tutorCourse}/quiz/update-status`]: tutorOwn((f) => ({
    body: { quiz_id: f.authoring.editQuiz.id },
  })),
  [`POST ${tutorCourse}/quiz/select-quiz`]: tutorOwn((f) => ({ body: { id: f.authoring.editQuiz.id } })),
  [`POST ${tutorCourse}/quiz/remove-quiz`]: tutorOwn((f) => ({ body: { quiz_id: f.authoring.dropQuiz.id } })),
  [`POST ${tutorCourse}/search-quiz`]: tutorOwn((f) => ({
    query: { page: 1 },
    body: { hashslug: f.authoring.video.hashslug, title: '' },
  })),
  [`POST ${tutorCourse}/delete-quiz`]: tutorOwn((f) => ({
    body: { id: f.authoring.dropQuiz.id, hashslug: f.authoring.dropQuiz.courseSlug },
  })),
  // Tutor quizzes
  [`POST ${tutorCourse}/quiz/store/{hashslug}`]: tutorOwn((f) => ({
    params: { hashslug: f.authoring.video.hashslug },
    body: { title: 'Kuiz matriks', questions: [question] },
  })),
  [`POST ${tutorCourse}/quiz/info`]: tutorOwn((f) => ({
    body: { hashslug: f.authoring.editQuiz.courseSlug, id: f.authoring.editQuiz.id },
  })),
  [`POST ${tutorCourse}/quiz/update/{id}`]: tutorOwn((f) => ({
    params: { id: f.authoring.editQuiz.id },
    body: {
      title: 'Kuiz dikemas kini',
      questions: [{ ...question, id: f.authoring.editQuiz.questionIds[0] }],
    },
  })),
  // Tutor digital assets
  [`GET ${tutorAsset}/list`]: tutorView(page),
  [`GET ${tutorAsset}/categories`]: tutorView(),
  [`GET ${tutorAsset}/sub_categories`]: tutorView(() => ({ query: { category_id: 7 } })),
  [`GET ${tutorAsset}/prices`]: tutorView(),
  [`POST ${tutorAsset}/hashslug`]: tutorOwn((f) => ({ body: { hashslug: f.authoring.ebookSlug } })),
  [`POST ${tutorAsset}/upload-ebook`]: tutorView(),
  [`POST ${tutorAsset}/upload-stokfoto`]: tutorView(),
  [`POST ${tutorAsset}/upload-audio`]: tutorView(),
  [`POST ${tutorAsset}/upload-banner`]: tutorView(),
  [`POST ${tutorAsset}/upload-preview`]: tutorView(() => ({ body: { category_id: 7 } })),
  [`POST ${tutorAsset}/store`]: tutorView((f) => {
    const { hashslug: _h, version: _v, ...asset } = assetBody(f);
    return { body: { ...asset, title: 'Aset baharu matriks', ebooks: [] } };
  }),
  [`POST ${tutorAsset}/update`]: tutorOwn((f) => ({ body: assetBody(f) })),
  // Admin review
  'GET /ajax/v2/admin/course/list': admin(page),
  'GET /ajax/v2/admin/course/categories': admin(),
  'GET /ajax/v2/admin/course/sub_categories': admin(() => ({ query: { category_id: 1 } })),
  'GET /ajax/v2/admin/course/prices': admin(),
  'POST /ajax/v2/admin/course/hashslug': admin((f) => ({ body: { hashslug: f.authoring.pending.hashslug } })),
  'POST /ajax/v2/admin/course/review': admin((f) => ({
    body: { hashslug: f.authoring.pending.hashslug, action: 1 },
  })),
  'POST /ajax/v2/admin/course/reply-qna': admin((f) => ({
    body: { course_id: f.authoring.tutorCourse.id, id: f.authoring.adminComment, comment: 'Balasan admin' },
  })),
  'GET /ajax/v2/admin/digital-asset/list': admin(page),
  'GET /ajax/v2/admin/digital-asset/categories': admin(),
  'GET /ajax/v2/admin/digital-asset/sub_categories': admin(() => ({ query: { category_id: 7 } })),
  'GET /ajax/v2/admin/digital-asset/prices': admin(),
  'POST /ajax/v2/admin/digital-asset/hashslug': admin((f) => ({
    body: { hashslug: f.authoring.asset.hashslug },
  })),
  'POST /ajax/v2/admin/digital-asset/review': admin((f) => ({
    body: { hashslug: f.authoring.asset.hashslug, action: 2, reject_reason: 'Muka depan kabur' },
  })),
  // Admin content
  'GET /ajax/v2/admin/package/list': admin(page),
  'GET /ajax/v2/admin/package/tutor_categories': admin(),
  'GET /ajax/v2/admin/package/total_mahir_tutor': admin((f) => ({
    query: { sub_category_id: f.authoring.tutorSubCategoryId },
  })),
  'POST /ajax/v2/admin/package/info': admin((f) => ({ body: { hashslug: f.authoring.packageSlug } })),
  'POST /ajax/v2/admin/package/store': admin((f) => ({ body: packageBody(f) })),
  'POST /ajax/v2/admin/package/update': admin((f) => ({
    body: { ...packageBody(f), hashslug: f.authoring.packageSlug },
  })),
  'GET /ajax/v2/admin/merchandise/list': admin(page),
  'POST /ajax/v2/admin/merchandise/hashslug': admin((f) => ({
    body: { hashslug: f.authoring.merchandiseSlug },
  })),
  'POST /ajax/v2/admin/merchandise/upload-image': admin(),
  'POST /ajax/v2/admin/merchandise/store': admin(() => ({ body: merchandiseBody })),
  'POST /ajax/v2/admin/merchandise/update': admin((f) => ({
    body: { ...merchandiseBody, hashslug: f.authoring.merchandiseSlug },
  })),
  'GET /ajax/v2/admin/banner/list': admin(page),
  'POST /ajax/v2/admin/banner/upload': admin(),
  'POST /ajax/v2/admin/banner/hashslug': admin((f) => ({ body: { hashslug: f.authoring.bannerSlug } })),
  'POST /ajax/v2/admin/banner/store': admin((f) => ({
    body: { hashslug: f.authoring.bannerSlug, headline: 'Tajuk matriks', path: 'unknown-image' },
  })),
  'GET /ajax/v2/admin/organization/sponsorship/list': admin(page),
  'POST /ajax/v2/admin/organization/sponsorship/find-seller': admin((f) => ({
    body: { reseller_code: f.authoring.resellerCode },
  })),
  'POST /ajax/v2/admin/organization/sponsorship/store': admin((f) => ({ body: sponsorshipBody(f) })),
  'POST /ajax/v2/admin/organization/sponsorship/hashslug': admin((f) => ({
    body: { hashslug: f.authoring.sponsorshipSlug },
  })),
  'POST /ajax/v2/admin/organization/sponsorship/update': admin((f) => ({
    body: { ...sponsorshipBody(f), hashslug: f.authoring.sponsorshipSlug },
  })),
  'GET /ajax/v2/admin/price/index': admin(page),
  'GET /ajax/v2/admin/price/{id}/info': admin((f) => ({ params: { id: f.authoring.priceId } })),
  'POST /ajax/v2/admin/price/store': admin(() => ({ body: priceBody })),
  'POST /ajax/v2/admin/price/{id}/update': admin((f) => ({
    params: { id: f.authoring.priceId },
    body: priceBody,
  })),
  'GET /ajax/v2/admin/price/countries': admin(),
  'GET /ajax/v2/admin/event/list': admin(page),
  'POST /ajax/v2/admin/event/hashslug': admin((f) => ({ body: { hashslug: f.authoring.eventSlug } })),
  'POST /ajax/v2/admin/event/upload-image': admin(),
  'POST /ajax/v2/admin/event/store': admin((f) => ({
    body: {
      hashslug: f.authoring.eventSlug,
      name: 'Acara matriks',
      description: 'Bengkel dalam talian.',
      type_id: 2,
      date: '2026-12-01',
      time: '10:00',
      speaker: 'Pn. Matriks',
      meeting_link: 'https://meet.example.com/acara',
      price: '0',
      allowed_groups: ['student', 'parent'],
    },
  })),
};

function assetBody(f: DemoFixtures) {
  const a = f.authoring.asset;
  return {
    hashslug: a.hashslug,
    version: a.version,
    title: a.title,
    category_id: a.category_id,
    sub_category_id: a.sub_category_id,
    tags: a.tags,
    price_id: a.price_id,
    discount: '',
    content: a.content,
    preview_url: a.preview,
    preview_banner: a.banner,
    ebooks: a.ebooks,
  };
}

const packageBody = (f: DemoFixtures) => ({
  name: 'Pakej Matriks',
  price: 30,
  frequency: 1,
  mahir_tutor_category_id: f.authoring.tutorSubCategoryId,
  total_mahir_tutor: 1,
  coin: 30,
});

const merchandiseBody = {
  name: 'Baju matriks',
  desc: 'Baju kapas.',
  price: '25.00',
  color: 'Biru',
  size: 'M',
  images: [],
};

const sponsorshipBody = (f: DemoFixtures) => ({
  name: 'Penaja matriks',
  start_date: '2026-01-01',
  end_date: '2026-12-31',
  reseller_code: f.authoring.resellerCode,
  payment_date: '2026-01-01',
  payment_amount: '100.00',
});

const priceBody = { tier: 'Matriks', price: '9.90', country_id: 1 };
