import { z } from 'zod';
import { Hashslug } from '../fields';
import { defineRoute } from '../route';
import { multipartLimit, UPLOAD_LIMITS, UploadAnswer, UploadBody } from '../tutor-upload.contract';
import { CONTENT_MSG } from './content-text';

export { CONTENT_MSG } from './content-text';

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
