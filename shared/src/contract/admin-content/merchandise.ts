import { z } from 'zod';
import { Hashslug, listOf, paged, requiredText } from '../fields';
import { defineRoute } from '../route';
import { RmText } from '../tutor-course.contract';
import { admin, CONTENT_MSG, HashslugBody, ImageUpload, ListQuery, SaveRoute } from './common';

/** Merchandise images (spec 002 §9). */
export const MERCHANDISE_MAX_IMAGES = 5;

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

/** The admin's merchandise screens. */
export const merchandiseRoutes = {
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
  merchandiseStore: SaveRoute(
    '/ajax/v2/admin/merchandise/store',
    'admin-merchandise',
    'Create a product (Publish)',
    MerchandiseBody,
    'json',
  ),
  merchandiseUpdate: SaveRoute(
    '/ajax/v2/admin/merchandise/update',
    'admin-merchandise',
    'Update a product; attachment_deletes removes images',
    MerchandiseBody,
    'json',
  ),
};
