import { z } from 'zod';
import { Flag, Hashslug, Id, listOf, requiredText } from './fields';
import { defineRoute } from './route';
import {
  AUTHORING_MSG,
  ProductBase,
  ProductHeadInput,
  productListRoutes,
  RmText,
} from './tutor-course.contract';
import { multipartLimit, UPLOAD_LIMITS, UploadAnswer, UploadBody } from './tutor-upload.contract';

export const EbookView = z.object({
  id: z.number().int(),
  title: z.string(),
  hashslug: z.string(),
  file_url: z.string(),
  full_url: z.string(),
  file_size: z.number().int(),
  file_type: z.string(),
  /** Size text. */
  label: z.string(),
  download: z.boolean(),
});
export const AudioSubTopicView = z.object({
  id: z.number().int(),
  sub_title: z.string(),
  hashslug: z.string(),
  file_url: z.string(),
  file_size: z.number().int(),
  file_type: z.string(),
  /** '00:03:25' */
  duration: z.string(),
  full_url: z.string(),
});
export const AudioTopicView = z.object({
  id: z.number().int(),
  title: z.string(),
  hashslug: z.string(),
  sub_components: z.array(AudioSubTopicView),
});
export const StockPhotoView = z.object({
  id: z.number().int(),
  title: z.string(),
  hashslug: z.string(),
  file_url: z.string(),
  full_url: z.string(),
  resolution: z.string(),
  resolution_width: z.number().int(),
  resolution_height: z.number().int(),
  file_size: z.number().int(),
  file_type: z.string(),
  /** Watermarked preview and thumbnail; null until the background job made them. */
  preview_url: z.string().nullable(),
  thumbnail_url: z.string().nullable(),
});

export const DigitalAssetView = ProductBase.extend({
  digital_asset_components: z.object({
    ebooks: z.array(EbookView),
    topics: z.array(AudioTopicView),
    photos: z.array(StockPhotoView),
  }),
});
export type DigitalAssetView = z.infer<typeof DigitalAssetView>;

const RowRef = z.string().trim().max(64).nullish();
const FileRef = (message: string) => z.string({ error: message }).trim().min(1, message).max(64);

export const DigitalAssetBody = z.object({
  // No hashslug: a new asset (store); given: the asset to update. Its category_id: 7 e-book, 8 audio book,
  // 9 stock photo.
  ...ProductHeadInput,
  price_id: Id,
  discount_active: Flag.default(false),
  discount: RmText,
  content: requiredText(AUTHORING_MSG.descriptionRequired, 50_000),
  /** Preview file reference from upload-preview. */
  preview_url: FileRef(AUTHORING_MSG.previewRequired),
  /** Banner reference from upload-banner. */
  preview_banner: FileRef(AUTHORING_MSG.bannerRequired),
  ebooks: z
    .array(
      z.object({
        hashslug: RowRef,
        ebook_title: requiredText(AUTHORING_MSG.ebookTitleRequired, 255),
        ebook_url: FileRef(AUTHORING_MSG.ebookFileRequired),
      }),
    )
    .max(200)
    .default([]),
  topics: z
    .array(
      z.object({
        hashslug: RowRef,
        topic_title: requiredText(AUTHORING_MSG.topicTitleRequired, 255),
        sub_topics: z
          .array(
            z.object({
              hashslug: RowRef,
              sub_title: requiredText(AUTHORING_MSG.subTopicRequired, 255),
              sub_url: FileRef(AUTHORING_MSG.subTopicRequired),
            }),
          )
          .min(1, AUTHORING_MSG.subTopicRequired)
          .max(500),
      }),
    )
    .max(200)
    .default([]),
  photos: z
    .array(
      z.object({
        hashslug: RowRef,
        sfoto_title: requiredText(AUTHORING_MSG.photoTitleRequired, 255),
        sfoto_url: FileRef(AUTHORING_MSG.photoFileRequired),
      }),
    )
    .max(1000)
    .default([]),
  ebook_deletes: listOf(z.string().max(64)).default([]),
  component_deletes: listOf(z.string().max(64)).default([]),
  sub_component_deletes: listOf(z.string().max(64)).default([]),
  photo_deletes: listOf(z.string().max(64)).default([]),
});
export type DigitalAssetBody = z.infer<typeof DigitalAssetBody>;

const asset = (path: string) => `/ajax/v2/tutor/digital-asset/${path}`;
const tutor = ['tutor'] as const;
const upload = (path: string, summary: string, maxBytes: number) =>
  defineRoute({
    method: 'POST',
    path: asset(path),
    summary,
    tag: 'tutor-digital-asset',
    access: tutor,
    owner: 'self',
    body: UploadBody,
    encoding: 'multipart',
    files: { file: { maxBytes: multipartLimit(maxBytes) } },
    response: UploadAnswer,
  });

export const tutorAssetContract = {
  ...productListRoutes('/ajax/v2/tutor/digital-asset', 'tutor-digital-asset', tutor, 'self', {
    list: "The tutor's own digital assets, newest first, 20 a page",
    categories: 'Digital-asset main categories (7 e-book, 8 audio book, 9 stock photo)',
    subCategories: 'Sub categories of a digital-asset category and its preview label',
  }),
  hashslug: defineRoute({
    method: 'POST',
    path: asset('hashslug'),
    summary: "One of the tutor's own digital assets with its components and tabs",
    tag: 'tutor-digital-asset',
    access: tutor,
    owner: 'course',
    body: z.object({ hashslug: Hashslug }),
    encoding: 'form',
    response: z.object({ course: DigitalAssetView }),
  }),
  uploadEbook: upload('upload-ebook', 'Upload an e-book: a real PDF, EPUB or zip', UPLOAD_LIMITS.ebook),
  uploadStokfoto: upload(
    'upload-stokfoto',
    'Upload a stock photo: jpg/png (re-encoded) or a zip of them (checked entry by entry)',
    UPLOAD_LIMITS.photo,
  ),
  uploadAudio: upload(
    'upload-audio',
    'Upload an audio sub-topic: mp3, duration read from it',
    UPLOAD_LIMITS.audio,
  ),
  uploadBanner: upload(
    'upload-banner',
    'Upload the preview banner (jpeg/png up to 10 MB)',
    UPLOAD_LIMITS.banner,
  ),
  uploadPreview: upload(
    'upload-preview',
    'Upload the preview file for category_id: 7 pdf, 8 mp3, 9 jpg/png',
    UPLOAD_LIMITS.ebook,
  ),
  store: defineRoute({
    method: 'POST',
    path: asset('store'),
    summary: 'Create a digital asset; it goes to admin review (status 0)',
    tag: 'tutor-digital-asset',
    access: tutor,
    owner: 'self',
    body: DigitalAssetBody,
    encoding: 'json',
    response: z.object({ url: z.string(), course: DigitalAssetView }),
  }),
  update: defineRoute({
    method: 'POST',
    path: asset('update'),
    summary: 'Update an own digital asset with deletion lists; 409 from a stale copy; back to review',
    tag: 'tutor-digital-asset',
    access: tutor,
    owner: 'course',
    body: DigitalAssetBody,
    encoding: 'json',
    response: z.object({ url: z.string(), course: DigitalAssetView }),
  }),
};
