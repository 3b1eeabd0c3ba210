import type { AdminMerchandiseView } from '@mahir/shared/contract/admin-content.contract';
import type { z } from 'zod';
import { rowKey } from '../../courses';

export interface ImageRow {
  key: string;
  /** Set for images the server already holds (removal goes to attachment_deletes). */
  hashslug: string | null;
  url: string;
  full_url: string;
}

export interface MerchandiseFormValues {
  hashslug: string | null;
  name: string;
  desc: string;
  price: string;
  color: string;
  size: string;
  status_id: string;
  images: ImageRow[];
  attachment_deletes: string[];
}

export const blankImage = (): ImageRow => ({ key: rowKey(), hashslug: null, url: '', full_url: '' });

export const emptyMerchandise = (): MerchandiseFormValues => ({
  hashslug: null,
  name: '',
  desc: '',
  price: '',
  color: '',
  size: '',
  status_id: '1',
  images: [blankImage()],
  attachment_deletes: [],
});

export function merchandiseToForm(m: z.infer<typeof AdminMerchandiseView>): MerchandiseFormValues {
  return {
    hashslug: m.hashslug,
    name: m.name,
    desc: m.desc,
    price: m.price,
    color: m.color,
    size: m.size,
    status_id: String(m.status_id),
    images: m.galleries.length
      ? m.galleries.map((g) => ({ key: g.hashslug, hashslug: g.hashslug, url: g.url, full_url: g.full_url }))
      : [blankImage()],
    attachment_deletes: [],
  };
}

export function merchandiseBody(v: MerchandiseFormValues) {
  return {
    hashslug: v.hashslug,
    name: v.name,
    desc: v.desc,
    price: v.price,
    color: v.color,
    size: v.size,
    status_id: Number(v.status_id),
    images: v.images.filter((i) => i.url).map((i) => i.url),
    attachment_deletes: v.attachment_deletes,
  };
}
