import type { DigitalAssetBody, DigitalAssetView } from '@mahir/shared/contract/tutor-asset.contract';
import { type CategoryFields, EMPTY_PREVIEW, switchCategory } from '@mahir/shared/rules/authoring-form';
import type { z } from 'zod';
import { emptyProductHead, type ProductHeadValues, productHeadToForm, rowKey } from '../courses';

export interface EbookRow {
  key: string;
  hashslug: string | null;
  ebook_title: string;
  ebook_url: string;
  ebook_label: string;
  full_url: string;
}
export interface SubTopicRow {
  key: string;
  hashslug: string | null;
  sub_title: string;
  sub_url: string;
  sub_duration: string;
  full_url: string;
}
export interface TopicRow {
  key: string;
  hashslug: string | null;
  topic_title: string;
  sub_topics: SubTopicRow[];
}
export interface PhotoRow {
  key: string;
  hashslug: string | null;
  sfoto_title: string;
  sfoto_url: string;
  sfoto_resolution: string;
  full_url: string;
}

/** The digital-asset form: product info, description and the section of the main category. */
export interface AssetFormValues extends ProductHeadValues {
  content: string;
  preview_url: string;
  preview_full_url: string;
  preview_label: string;
  preview_size: number | null;
  preview_type: string;
  preview_banner: string;
  banner_full_url: string;
  banner_resolution: string;
  ebooks: EbookRow[];
  topics: TopicRow[];
  photos: PhotoRow[];
  ebook_deletes: string[];
  component_deletes: string[];
  sub_component_deletes: string[];
  photo_deletes: string[];
}

export const blankEbook = (): EbookRow => ({
  key: rowKey(),
  hashslug: null,
  ebook_title: '',
  ebook_url: '',
  ebook_label: '',
  full_url: '',
});
export const blankSubTopic = (): SubTopicRow => ({
  key: rowKey(),
  hashslug: null,
  sub_title: '',
  sub_url: '',
  sub_duration: '',
  full_url: '',
});
export const blankTopic = (): TopicRow => ({
  key: rowKey(),
  hashslug: null,
  topic_title: '',
  sub_topics: [blankSubTopic()],
});
export const blankPhoto = (): PhotoRow => ({
  key: rowKey(),
  hashslug: null,
  sfoto_title: '',
  sfoto_url: '',
  sfoto_resolution: '',
  full_url: '',
});

export function emptyAsset(): AssetFormValues {
  return {
    ...emptyProductHead(),
    content: '',
    ...EMPTY_PREVIEW,
    preview_banner: '',
    banner_full_url: '',
    banner_resolution: '',
    ebooks: [blankEbook()],
    topics: [blankTopic()],
    photos: [blankPhoto()],
    ebook_deletes: [],
    component_deletes: [],
    sub_component_deletes: [],
    photo_deletes: [],
  };
}

/** Applies the shared category-switch rule to the form (ids are Select strings here). */
export function applyCategory(v: AssetFormValues, next: string | null): AssetFormValues {
  const asNumbers: CategoryFields = {
    ...v,
    preview_url: v.preview_url,
    category_id: v.category_id ? Number(v.category_id) : null,
    sub_category_id: v.sub_category_id ? Number(v.sub_category_id) : null,
  };
  const switched = switchCategory(asNumbers, next ? Number(next) : null);
  if (switched === asNumbers) return v;
  return {
    ...v,
    preview_url: switched.preview_url,
    preview_full_url: switched.preview_full_url,
    preview_label: switched.preview_label,
    preview_size: switched.preview_size,
    preview_type: switched.preview_type,
    category_id: switched.category_id === null ? null : String(switched.category_id),
    sub_category_id: switched.sub_category_id === null ? null : String(switched.sub_category_id),
  };
}

/** The form's values from a loaded asset. */
export function assetToForm(a: DigitalAssetView): AssetFormValues {
  const c = a.digital_asset_components;
  return {
    ...emptyAsset(),
    ...productHeadToForm(a),
    content: a.content,
    preview_url: a.preview_url ?? '',
    preview_full_url: a.preview_full_url ?? '',
    preview_label: a.preview_label ?? '',
    preview_size: a.preview_size,
    preview_type: a.preview_type ?? '',
    preview_banner: a.preview_banner ?? '',
    banner_full_url: a.preview_banner_url ?? '',
    banner_resolution: a.banner_resolution ?? '',
    ebooks: c.ebooks.length
      ? c.ebooks.map((e) => ({
          key: e.hashslug,
          hashslug: e.hashslug,
          ebook_title: e.title,
          ebook_url: e.file_url,
          ebook_label: e.label,
          full_url: e.full_url,
        }))
      : [blankEbook()],
    topics: c.topics.length
      ? c.topics.map((t) => ({
          key: t.hashslug,
          hashslug: t.hashslug,
          topic_title: t.title,
          sub_topics: t.sub_components.map((s) => ({
            key: s.hashslug,
            hashslug: s.hashslug,
            sub_title: s.sub_title,
            sub_url: s.file_url,
            sub_duration: s.duration,
            full_url: s.full_url,
          })),
        }))
      : [blankTopic()],
    photos: c.photos.length
      ? c.photos.map((p) => ({
          key: p.hashslug,
          hashslug: p.hashslug,
          sfoto_title: p.title,
          sfoto_url: p.file_url,
          sfoto_resolution: p.resolution,
          full_url: p.preview_url ?? p.full_url,
        }))
      : [blankPhoto()],
  };
}

/** The body of store/update: only the chosen category's section is sent. */
export function formToBody(v: AssetFormValues): z.input<typeof DigitalAssetBody> {
  const cat = Number(v.category_id);
  return {
    hashslug: v.hashslug,
    version: v.version,
    title: v.title,
    category_id: cat,
    sub_category_id: Number(v.sub_category_id),
    tags: v.tags,
    price_id: Number(v.price_id),
    discount_active: v.discount_active,
    discount: v.discount,
    content: v.content,
    preview_url: v.preview_url,
    preview_banner: v.preview_banner,
    ebooks:
      cat === 7
        ? v.ebooks.map((e) => ({ hashslug: e.hashslug, ebook_title: e.ebook_title, ebook_url: e.ebook_url }))
        : [],
    topics:
      cat === 8
        ? v.topics.map((t) => ({
            hashslug: t.hashslug,
            topic_title: t.topic_title,
            sub_topics: t.sub_topics.map((s) => ({
              hashslug: s.hashslug,
              sub_title: s.sub_title,
              sub_url: s.sub_url,
            })),
          }))
        : [],
    photos:
      cat === 9
        ? v.photos.map((p) => ({ hashslug: p.hashslug, sfoto_title: p.sfoto_title, sfoto_url: p.sfoto_url }))
        : [],
    ebook_deletes: v.ebook_deletes,
    component_deletes: v.component_deletes,
    sub_component_deletes: v.sub_component_deletes,
    photo_deletes: v.photo_deletes,
  };
}
