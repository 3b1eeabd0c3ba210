import { z } from 'zod';
import { MSG } from '../messages';
import { Flag, Hashslug, Id, listOf, paged, requiredText } from './fields';
import { defineRoute } from './route';
import { RmText } from './tutor-course.contract';
import { multipartLimit, UPLOAD_LIMITS, UploadAnswer, UploadBody } from './tutor-upload.contract';

/** Admin content texts the spec does not fix (our wording); 'Reseller code is invalid' is MSG's. */
export const CONTENT_MSG = {
  nameRequired: 'Name is required.',
  nameMax: 'Name may be at most 22 characters.',
  wholeNumber: 'Must be a whole number.',
  frequency: 'Recurring frequency must be 1, 3, 6 or 12 months.',
  subjectsRange: (n: number) => `Number of Mahir Tutor Subjects must be from 1 to ${n}.`,
  tutorCategoryUnknown: 'This Mahir Tutor category does not exist.',
  priceFormat: 'Price must be an amount in RM, eg: 0.00',
  descriptionRequired: 'Description is required.',
  colorRequired: 'Color is required.',
  sizeRequired: 'Size is required.',
  imagesMax: 'At most 5 images.',
  imageUnknown: 'This image was not uploaded or was refused. Upload it again.',
  headlineRequired: 'Headline is required.',
  subHeadlineMax: 'Sub headline may be at most 80 characters.',
  buttonLabelRequired: 'Button label is required.',
  buttonLinkRequired: 'Button link is required.',
  imageRequired: 'Image is required.',
  resellerCodeInvalid: MSG.resellerCodeInvalid,
  dateRequired: 'Date is required.',
  endBeforeStart: 'End date must not be before the start date.',
  tierRequired: 'Tier is required.',
  countryUnknown: 'This country does not exist.',
  saved: 'Saved.',
  eventTypeRequired: 'Choose physical or online.',
  locationRequired: 'Location is required for a physical event.',
  meetingLinkRequired: 'Meeting link is required for an online event.',
  timeFormat: 'Time must be HH:MM.',
  speakerRequired: 'Speaker is required.',
  groupsRequired: 'Choose at least one allowed group.',
} as const;

/** Package recurring frequencies in months (spec §9). */
export const PACKAGE_FREQUENCIES = [1, 3, 6, 12] as const;
/** Merchandise images (spec §9). */
export const MERCHANDISE_MAX_IMAGES = 5;
/** Banner sub-headline length (spec §9). */
export const SUB_HEADLINE_MAX = 80;
/** Price list page size (spec §9). */
export const PRICE_PAGE_SIZE = 20;
/** Event types: 1 physical, 2 online. */
export const EVENT_TYPE = { physical: 1, online: 2 } as const;
/** Groups an event may be open to. */
export const EVENT_GROUPS = ['student', 'parent', 'tutor', 'employee', 'public'] as const;

const WholeNumber = z.coerce
  .number({ error: CONTENT_MSG.wholeNumber })
  .int(CONTENT_MSG.wholeNumber)
  .min(0, CONTENT_MSG.wholeNumber)
  .max(100_000_000);
const DateText = z
  .string({ error: CONTENT_MSG.dateRequired })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, CONTENT_MSG.dateRequired);
const admin = ['admin'] as const;
const HashslugBody = z.object({ hashslug: Hashslug });
const HashslugAnswer = z.object({ hashslug: z.string(), url: z.string() });
const ListQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(PRICE_PAGE_SIZE),
  search: z.string().trim().max(200).optional(),
});

// ---- Packages ----

export const PackageBody = z.object({
  name: requiredText(CONTENT_MSG.nameRequired, 22).pipe(z.string().max(22, CONTENT_MSG.nameMax)),
  /** Whole ringgit. */
  price: WholeNumber,
  frequency: z.coerce
    .number()
    .int()
    .refine((f) => (PACKAGE_FREQUENCIES as readonly number[]).includes(f), CONTENT_MSG.frequency),
  recurring_id: z.string().trim().max(100).nullish(),
  mahir_tutor_category_id: Id,
  total_mahir_tutor: z.coerce.number().int().min(1),
  coin: WholeNumber,
  is_active: Flag.default(true),
});
export const PackageView = z.object({
  id: z.number().int(),
  hashslug: z.string(),
  name: z.string(),
  /** Whole ringgit. */
  price: z.number().int(),
  price2: z.string(),
  frequency: z.number().int(),
  recurring_id: z.string().nullable(),
  mahir_tutor_category_id: z.number().int(),
  total_mahir_tutor: z.number().int(),
  coin: z.number().int(),
  coin2: z.string(),
  is_active: z.number().int(),
});

// ---- Merchandise ----

export const GalleryView = z.object({
  hashslug: z.string(),
  url: z.string(),
  attach_url: z.string(),
  size: z.number().int(),
  extension: z.string(),
  full_url: z.string(),
});
export const MerchandiseBody = z.object({
  hashslug: Hashslug.nullish(),
  name: requiredText(CONTENT_MSG.nameRequired, 255),
  desc: requiredText(CONTENT_MSG.descriptionRequired, 20_000),
  /** RM text. */
  price: RmText,
  color: requiredText(CONTENT_MSG.colorRequired, 100),
  size: requiredText(CONTENT_MSG.sizeRequired, 100),
  status_id: z.coerce.number().int().min(1).max(2).default(1),
  /** Image references from upload-image, in order (existing and new ones). */
  images: listOf(z.string().trim().min(1).max(64)).refine(
    (l) => l.length <= MERCHANDISE_MAX_IMAGES,
    CONTENT_MSG.imagesMax,
  ),
  attachment_deletes: listOf(z.string().max(64)).default([]),
});
export const AdminMerchandiseView = z.object({
  id: z.number().int(),
  hashslug: z.string(),
  name: z.string(),
  desc: z.string(),
  price: z.string(),
  price_sen: z.number().int(),
  color: z.string(),
  size: z.string(),
  status_id: z.number().int(),
  galleries: z.array(GalleryView),
});

// ---- Banners ----

export const BannerBody = z
  .object({
    hashslug: Hashslug.nullish(),
    headline: requiredText(CONTENT_MSG.headlineRequired, 255),
    sub_headline: z.string().trim().max(SUB_HEADLINE_MAX, CONTENT_MSG.subHeadlineMax).nullish(),
    is_button: Flag.default(false),
    button_label: z.string().trim().max(60).nullish(),
    button_link: z.string().trim().max(500).nullish(),
    is_active: z.coerce.number().int().min(1).max(2).default(1),
    /** The uploaded image's reference (upload answer `path`). */
    path: z.string({ error: CONTENT_MSG.imageRequired }).trim().min(1, CONTENT_MSG.imageRequired).max(64),
    ext: z.string().max(10).nullish(),
    size: z.coerce.number().int().nullish(),
  })
  .superRefine((b, ctx) => {
    if (b.is_button && !b.button_label)
      ctx.addIssue({ code: 'custom', path: ['button_label'], message: CONTENT_MSG.buttonLabelRequired });
    if (b.is_button && !b.button_link)
      ctx.addIssue({ code: 'custom', path: ['button_link'], message: CONTENT_MSG.buttonLinkRequired });
  });
export const BannerView = z.object({
  id: z.number().int(),
  hashslug: z.string(),
  headline: z.string(),
  sub_headline: z.string().nullable(),
  is_button: z.boolean(),
  button_label: z.string().nullable(),
  button_link: z.string().nullable(),
  is_active: z.number().int(),
  image_url: z.string().nullable(),
  full_path: z.string().nullable(),
  path: z.string().nullable(),
  image_ext: z.string().nullable(),
  image_size: z.number().int().nullable(),
  info: z.object({ basename: z.string().nullable() }),
});

// ---- Sponsorships ----

export const SponsorshipBody = z
  .object({
    hashslug: Hashslug.nullish(),
    name: requiredText(CONTENT_MSG.nameRequired, 255),
    start_date: DateText,
    end_date: DateText,
    reseller_code: requiredText(MSG.resellerCodeInvalid, 6),
    payment_date: DateText,
    /** RM text. */
    payment_amount: RmText,
  })
  .superRefine((b, ctx) => {
    if (b.end_date < b.start_date)
      ctx.addIssue({ code: 'custom', path: ['end_date'], message: CONTENT_MSG.endBeforeStart });
  });
export const SponsorshipView = z.object({
  id: z.number().int(),
  hashslug: z.string(),
  name: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  reseller_code: z.string(),
  reseller_name: z.string(),
  payment_date: z.string(),
  payment_amount: z.string(),
  user_id: z.number().int(),
  organization_id: z.number().int(),
});

// ---- Price list ----

export const PriceRow = z.object({
  id: z.number().int(),
  tier: z.string(),
  price: z.number().int(),
  /** 'RM 49.00' */
  price2: z.string(),
  country_id: z.number().int(),
  country_name: z.string(),
  status: z.number().int(),
  /** 'ACTIVE' | 'INACTIVE' */
  status2: z.string(),
});
export const PriceBody = z.object({
  tier: requiredText(CONTENT_MSG.tierRequired, 100),
  /** RM text. */
  price: RmText,
  country_id: Id,
  status: Flag.default(true),
});

// ---- Events ----

export const EventBody = z
  .object({
    hashslug: Hashslug.nullish(),
    name: requiredText(CONTENT_MSG.nameRequired, 255),
    description: requiredText(CONTENT_MSG.descriptionRequired, 20_000),
    /** 1 physical, 2 online. */
    type_id: z.coerce
      .number()
      .int()
      .min(1, CONTENT_MSG.eventTypeRequired)
      .max(2, CONTENT_MSG.eventTypeRequired),
    date: DateText,
    time: z
      .string()
      .trim()
      .regex(/^\d{2}:\d{2}$/, CONTENT_MSG.timeFormat),
    speaker: requiredText(CONTENT_MSG.speakerRequired, 255),
    location: z.string().trim().max(500).nullish(),
    meeting_link: z.string().trim().max(500).nullish(),
    /** RM text; 0 for free. */
    price: RmText,
    allowed_groups: listOf(z.enum(EVENT_GROUPS)).refine((l) => l.length > 0, CONTENT_MSG.groupsRequired),
    is_active: Flag.default(true),
    /** Image reference from the event upload-image. */
    image: z.string().trim().max(64).nullish(),
  })
  .superRefine((b, ctx) => {
    if (b.type_id === EVENT_TYPE.physical && !b.location)
      ctx.addIssue({ code: 'custom', path: ['location'], message: CONTENT_MSG.locationRequired });
    if (b.type_id === EVENT_TYPE.online && !b.meeting_link)
      ctx.addIssue({ code: 'custom', path: ['meeting_link'], message: CONTENT_MSG.meetingLinkRequired });
  });
export const AdminEventView = z.object({
  id: z.number().int(),
  hashslug: z.string(),
  name: z.string(),
  description: z.string(),
  type_id: z.number().int(),
  date: z.string(),
  time: z.string(),
  speaker: z.string(),
  location: z.string().nullable(),
  meeting_link: z.string().nullable(),
  price: z.string(),
  price_sen: z.number().int(),
  allowed_groups: z.array(z.string()),
  is_active: z.boolean(),
  image_url: z.string().nullable(),
  image: z.string().nullable(),
});

const ImageUpload = (path: string, tag: string, summary: string) =>
  defineRoute({
    method: 'POST',
    path,
    summary,
    tag,
    access: admin,
    owner: 'none',
    body: UploadBody,
    encoding: 'multipart',
    files: { file: { maxBytes: multipartLimit(UPLOAD_LIMITS.image) } },
    response: UploadAnswer,
  });

export const adminContentContract = {
  // Packages
  packageList: defineRoute({
    method: 'GET',
    path: '/ajax/v2/admin/package/list',
    summary: 'Packages, 20 a page',
    tag: 'admin-package',
    access: admin,
    owner: 'none',
    query: ListQuery,
    response: paged(PackageView),
  }),
  packageTutorCategories: defineRoute({
    method: 'GET',
    path: '/ajax/v2/admin/package/tutor_categories',
    summary: 'Sub categories of the Mahir Tutor category',
    tag: 'admin-package',
    access: admin,
    owner: 'none',
    response: z.object({
      tutor_category: z.object({
        sub_category: z.array(z.object({ id: z.number().int(), name: z.string() })),
      }),
    }),
  }),
  packageTotalMahirTutor: defineRoute({
    method: 'GET',
    path: '/ajax/v2/admin/package/total_mahir_tutor',
    summary: 'How many published tutor courses the sub category has (subjects 1..total)',
    tag: 'admin-package',
    access: admin,
    owner: 'none',
    query: z.object({ sub_category_id: Id }),
    response: z.object({ total: z.number().int() }),
  }),
  packageInfo: defineRoute({
    method: 'POST',
    path: '/ajax/v2/admin/package/info',
    summary: 'One package',
    tag: 'admin-package',
    access: admin,
    owner: 'none',
    body: HashslugBody,
    encoding: 'form',
    response: z.object({ package: PackageView }),
  }),
  packageStore: defineRoute({
    method: 'POST',
    path: '/ajax/v2/admin/package/store',
    summary: 'Create a package',
    tag: 'admin-package',
    access: admin,
    owner: 'none',
    body: PackageBody,
    encoding: 'form',
    response: HashslugAnswer,
  }),
  packageUpdate: defineRoute({
    method: 'POST',
    path: '/ajax/v2/admin/package/update',
    summary: 'Update a package',
    tag: 'admin-package',
    access: admin,
    owner: 'none',
    body: PackageBody.extend({ hashslug: Hashslug }),
    encoding: 'form',
    response: HashslugAnswer,
  }),
  // Merchandise
  merchandiseList: defineRoute({
    method: 'GET',
    path: '/ajax/v2/admin/merchandise/list',
    summary: 'Merchandise, 20 a page',
    tag: 'admin-merchandise',
    access: admin,
    owner: 'none',
    query: ListQuery,
    response: paged(AdminMerchandiseView),
  }),
  merchandiseHashslug: defineRoute({
    method: 'POST',
    path: '/ajax/v2/admin/merchandise/hashslug',
    summary: 'One merchandise product with its galleries',
    tag: 'admin-merchandise',
    access: admin,
    owner: 'none',
    body: HashslugBody,
    encoding: 'form',
    response: z.object({ merchandise: AdminMerchandiseView }),
  }),
  merchandiseUploadImage: ImageUpload(
    '/ajax/v2/admin/merchandise/upload-image',
    'admin-merchandise',
    'Upload a product image (jpg/png), re-encoded; is_format false when refused',
  ),
  merchandiseStore: defineRoute({
    method: 'POST',
    path: '/ajax/v2/admin/merchandise/store',
    summary: 'Create a product (Publish)',
    tag: 'admin-merchandise',
    access: admin,
    owner: 'none',
    body: MerchandiseBody,
    encoding: 'json',
    response: HashslugAnswer,
  }),
  merchandiseUpdate: defineRoute({
    method: 'POST',
    path: '/ajax/v2/admin/merchandise/update',
    summary: 'Update a product; attachment_deletes removes images',
    tag: 'admin-merchandise',
    access: admin,
    owner: 'none',
    body: MerchandiseBody,
    encoding: 'json',
    response: HashslugAnswer,
  }),
  // Banners
  bannerList: defineRoute({
    method: 'GET',
    path: '/ajax/v2/admin/banner/list',
    summary: 'Homepage banners',
    tag: 'admin-banner',
    access: admin,
    owner: 'none',
    query: ListQuery,
    response: paged(BannerView),
  }),
  bannerUpload: ImageUpload(
    '/ajax/v2/admin/banner/upload',
    'admin-banner',
    'Upload a banner image (jpeg/jpg/png up to 10 MB): path, full_path, ext, size',
  ),
  bannerHashslug: defineRoute({
    method: 'POST',
    path: '/ajax/v2/admin/banner/hashslug',
    summary: 'One banner',
    tag: 'admin-banner',
    access: admin,
    owner: 'none',
    body: HashslugBody,
    encoding: 'form',
    response: z.object({ banner: BannerView }),
  }),
  bannerStore: defineRoute({
    method: 'POST',
    path: '/ajax/v2/admin/banner/store',
    summary: 'Create a banner (without hashslug) or update one (with hashslug)',
    tag: 'admin-banner',
    access: admin,
    owner: 'none',
    body: BannerBody,
    encoding: 'form',
    response: HashslugAnswer,
  }),
  // Sponsorships
  sponsorshipList: defineRoute({
    method: 'GET',
    path: '/ajax/v2/admin/organization/sponsorship/list',
    summary: 'Organization sponsorships',
    tag: 'admin-sponsorship',
    access: admin,
    owner: 'none',
    query: ListQuery,
    response: paged(SponsorshipView),
  }),
  sponsorshipFindSeller: defineRoute({
    method: 'POST',
    path: '/ajax/v2/admin/organization/sponsorship/find-seller',
    summary: "Look up a reseller by code; 404 'Reseller code is invalid'",
    tag: 'admin-sponsorship',
    access: admin,
    owner: 'none',
    body: z.object({ reseller_code: z.string().trim().max(6, MSG.resellerCodeInvalid) }),
    encoding: 'form',
    response: z.object({ user: z.object({ id: z.number().int(), name: z.string() }) }),
  }),
  sponsorshipStore: defineRoute({
    method: 'POST',
    path: '/ajax/v2/admin/organization/sponsorship/store',
    summary: 'Create a sponsorship (and its organization)',
    tag: 'admin-sponsorship',
    access: admin,
    owner: 'none',
    body: SponsorshipBody,
    encoding: 'json',
    response: HashslugAnswer,
  }),
  sponsorshipHashslug: defineRoute({
    method: 'POST',
    path: '/ajax/v2/admin/organization/sponsorship/hashslug',
    summary: 'One sponsorship',
    tag: 'admin-sponsorship',
    access: admin,
    owner: 'none',
    body: HashslugBody,
    encoding: 'form',
    response: z.object({ sponsor: SponsorshipView }),
  }),
  sponsorshipUpdate: defineRoute({
    method: 'POST',
    path: '/ajax/v2/admin/organization/sponsorship/update',
    summary: 'Update a sponsorship',
    tag: 'admin-sponsorship',
    access: admin,
    owner: 'none',
    body: SponsorshipBody,
    encoding: 'json',
    response: HashslugAnswer,
  }),
  // Price list
  priceIndex: defineRoute({
    method: 'GET',
    path: '/ajax/v2/admin/price/index',
    summary: 'Price list: search by tier or price, page of 20 (per_page), oldest first; total',
    tag: 'admin-price',
    access: admin,
    owner: 'none',
    query: ListQuery,
    response: paged(PriceRow),
  }),
  priceInfo: defineRoute({
    method: 'GET',
    path: '/ajax/v2/admin/price/{id}/info',
    summary: 'One price list item (edit page /admin/setting/price/{id}/edit)',
    tag: 'admin-price',
    access: admin,
    owner: 'none',
    params: z.object({ id: Id }),
    response: z.object({ price: PriceRow }),
  }),
  priceStore: defineRoute({
    method: 'POST',
    path: '/ajax/v2/admin/price/store',
    summary: 'Add a price list item',
    tag: 'admin-price',
    access: admin,
    owner: 'none',
    body: PriceBody,
    encoding: 'form',
    response: z.object({ price: PriceRow }),
  }),
  priceUpdate: defineRoute({
    method: 'POST',
    path: '/ajax/v2/admin/price/{id}/update',
    summary: 'Edit a price list item',
    tag: 'admin-price',
    access: admin,
    owner: 'none',
    params: z.object({ id: Id }),
    body: PriceBody,
    encoding: 'form',
    response: z.object({ price: PriceRow }),
  }),
  priceCountries: defineRoute({
    method: 'GET',
    path: '/ajax/v2/admin/price/countries',
    summary: 'Countries for the price list form',
    tag: 'admin-price',
    access: admin,
    owner: 'none',
    response: z.array(z.object({ id: z.number().int(), name: z.string() })),
  }),
  // Events
  eventList: defineRoute({
    method: 'GET',
    path: '/ajax/v2/admin/event/list',
    summary: 'Events, newest first',
    tag: 'admin-event',
    access: admin,
    owner: 'none',
    query: ListQuery,
    response: paged(AdminEventView),
  }),
  eventHashslug: defineRoute({
    method: 'POST',
    path: '/ajax/v2/admin/event/hashslug',
    summary: 'One event',
    tag: 'admin-event',
    access: admin,
    owner: 'none',
    body: HashslugBody,
    encoding: 'form',
    response: z.object({ event: AdminEventView }),
  }),
  eventUploadImage: ImageUpload(
    '/ajax/v2/admin/event/upload-image',
    'admin-event',
    'Upload an event image (jpg/png)',
  ),
  eventStore: defineRoute({
    method: 'POST',
    path: '/ajax/v2/admin/event/store',
    summary: 'Create an event (without hashslug) or update one (with hashslug)',
    tag: 'admin-event',
    access: admin,
    owner: 'none',
    body: EventBody,
    encoding: 'json',
    response: HashslugAnswer,
  }),
};
