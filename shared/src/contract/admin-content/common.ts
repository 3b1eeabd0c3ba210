import { z } from 'zod';
import { MSG } from '../../messages';
import { Hashslug } from '../fields';
import { defineRoute } from '../route';
import { multipartLimit, UPLOAD_LIMITS, UploadAnswer, UploadBody } from '../tutor-upload.contract';

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

/** Price list page size (spec 002 §9). */
export const PRICE_PAGE_SIZE = 20;

export const WholeNumber = z.coerce
  .number({ error: CONTENT_MSG.wholeNumber })
  .int(CONTENT_MSG.wholeNumber)
  .min(0, CONTENT_MSG.wholeNumber)
  .max(100_000_000);
export const DateText = z
  .string({ error: CONTENT_MSG.dateRequired })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, CONTENT_MSG.dateRequired);
export const admin = ['admin'] as const;
export const HashslugBody = z.object({ hashslug: Hashslug });
export const HashslugAnswer = z.object({ hashslug: z.string(), url: z.string() });
export const ListQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(PRICE_PAGE_SIZE),
  search: z.string().trim().max(200).optional(),
});

/** The head of every admin content call: a POST for the admin that touches no one's own data. */
const adminPost = (path: string, tag: string, summary: string) =>
  ({ method: 'POST', path, summary, tag, access: admin, owner: 'none' }) as const;

export const ImageUpload = (path: string, tag: string, summary: string) =>
  defineRoute({
    ...adminPost(path, tag, summary),
    body: UploadBody,
    encoding: 'multipart',
    files: { file: { maxBytes: multipartLimit(UPLOAD_LIMITS.image) } },
    response: UploadAnswer,
  });

/** Creating or updating an admin content item from its form: answered with the item's hashslug and page. */
export const SaveRoute = <B extends z.ZodType>(
  path: string,
  tag: string,
  summary: string,
  body: B,
  encoding: 'json' | 'form',
) => defineRoute({ ...adminPost(path, tag, summary), body, encoding, response: HashslugAnswer });
