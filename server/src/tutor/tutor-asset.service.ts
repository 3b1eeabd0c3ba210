import { authoringLookupRepository } from '@mahir/db/repositories/authoring-lookup.repository';
import {
  type AggregateWrite,
  courseAggregateRepository,
} from '@mahir/db/repositories/course-aggregate.repository';
import { mediaJobRepository } from '@mahir/db/repositories/media-job.repository';
import { AUTHORING_MSG, CATEGORY, COURSE_STATUS, type DigitalAssetBody } from '@mahir/shared';
import { sanitizeHtml } from '@mahir/shared/rules/safe-html';
import type { UserActor } from '../access/actor';
import type { ServiceDeps } from '../app-context';
import { AppError } from '../http/app-error';
import { assertOwnsCourse } from './course-ownership';
import type { CourseViews } from './course-view';
import { courseListPage, discountSen, resolveMedia, saving, versionOf } from './tutor-course.service';

/** Kind of a digital asset by its main category (spec 002 §3: 7 e-book, 8 audio book, 9 stock photo). */
const KIND_BY_CATEGORY: Record<number, 'ebook' | 'audio' | 'photo'> = {
  [CATEGORY.ebook]: 'ebook',
  [CATEGORY.audiobook]: 'audio',
  [CATEGORY.stockPhoto]: 'photo',
};
const PREVIEW_TYPES: Record<'ebook' | 'audio' | 'photo', string[]> = {
  ebook: ['pdf', 'epub'],
  audio: ['mp3'],
  photo: ['jpg', 'png'],
};
export const ASSET_KINDS = ['ebook', 'audio', 'photo'];

/** Tutor digital assets: e-books, audio books and stock photos, saved as one aggregate and sent to review. */
export function createTutorAssetService(deps: ServiceDeps & { views: CourseViews }) {
  const { db, clock, views } = deps;

  async function ownedHead(actor: UserActor, hashslug: string) {
    const head = await courseAggregateRepository.findHead(db, hashslug);
    assertOwnsCourse(actor, head);
    if (!ASSET_KINDS.includes(head.kind)) throw AppError.notFound(AUTHORING_MSG.courseNotFound);
    return head;
  }

  async function view(actor: UserActor, id: number) {
    const agg = await courseAggregateRepository.load(db, id);
    if (!agg) throw AppError.notFound(AUTHORING_MSG.courseNotFound);
    return views.asset(agg, actor.id);
  }

  return {
    list(
      actor: UserActor,
      query: { page: number; status?: number | undefined; search?: string | undefined },
    ) {
      return courseListPage(db, { userId: actor.id, kinds: ASSET_KINDS, ...query });
    },

    async view(actor: UserActor, hashslug: string) {
      const head = await ownedHead(actor, hashslug);
      return { course: await view(actor, head.id) };
    },

    /** Store (no hashslug) or update (hashslug + version) a digital asset with its deletion lists. */
    async save(actor: UserActor, body: DigitalAssetBody, mode: 'store' | 'update') {
      const head = mode === 'update' ? await ownedHead(actor, body.hashslug ?? '') : null;
      if (mode === 'update' && !body.hashslug) throw AppError.notFound(AUTHORING_MSG.courseNotFound);
      if (head && versionOf(body.version) !== head.version) throw AppError.conflict(AUTHORING_MSG.staleCopy);
      const kind = KIND_BY_CATEGORY[body.category_id];
      const [category, sub, price] = await Promise.all([
        authoringLookupRepository.category(db, body.category_id),
        authoringLookupRepository.subCategory(db, body.sub_category_id),
        authoringLookupRepository.price(db, body.price_id),
      ]);
      if (!kind || !category) throw AppError.invalid({ category_id: [AUTHORING_MSG.categoryRequired] });
      if (!sub || sub.category_id !== category.id)
        throw AppError.invalid({ sub_category_id: [AUTHORING_MSG.subCategoryMismatch] });
      if (!price) throw AppError.invalid({ price_id: [AUTHORING_MSG.priceUnknown] });

      // The section follows the category: only its rows count; switching category drops the others.
      const ebooks = kind === 'ebook' ? body.ebooks : [];
      const topics = kind === 'audio' ? body.topics : [];
      const photos = kind === 'photo' ? body.photos : [];
      const needs = { ebook: ebooks.length, audio: topics.length, photo: photos.length }[kind];
      if (needs === 0) {
        const field = { ebook: 'ebooks', audio: 'topics', photo: 'photos' }[kind];
        const message = {
          ebook: AUTHORING_MSG.ebookFileRequired,
          audio: AUTHORING_MSG.topicTitleRequired,
          photo: AUTHORING_MSG.photoFileRequired,
        }[kind];
        throw AppError.invalid({ [field]: [message] });
      }

      const used = new Set<string>();
      if (head) {
        const current = await courseAggregateRepository.load(db, head.id);
        for (const m of [current?.preview, current?.banner]) if (m) used.add(m.hashslug);
        for (const e of current?.ebooks ?? []) used.add(e.media.hashslug);
        for (const t of current?.topics ?? []) for (const s of t.subtopics) used.add(s.media.hashslug);
        for (const p of current?.photos ?? []) used.add(p.media.hashslug);
      }
      const refs = [
        { ref: body.preview_url, field: 'preview_url', types: PREVIEW_TYPES[kind] },
        { ref: body.preview_banner, field: 'preview_banner', types: ['jpg', 'png'] },
        ...ebooks.map((e, i) => ({
          ref: e.ebook_url,
          field: `ebooks.${i}.ebook_url`,
          types: ['pdf', 'epub', 'zip'],
        })),
        ...topics.flatMap((t, i) =>
          t.sub_topics.map((s, j) => ({
            ref: s.sub_url,
            field: `topics.${i}.sub_topics.${j}.sub_url`,
            types: ['mp3'],
          })),
        ),
        ...photos.map((p, i) => ({
          ref: p.sfoto_url,
          field: `photos.${i}.sfoto_url`,
          types: ['jpg', 'png', 'zip'],
        })),
      ];
      const media = await resolveMedia(db, actor, refs, used);
      const file = (ref: string) => {
        const m = media.get(ref);
        if (!m) throw AppError.invalid({ file: [AUTHORING_MSG.mediaUnknown] });
        return m;
      };

      const kept = new Set<string>();
      for (const row of [...ebooks, ...topics, ...photos]) if (row.hashslug) kept.add(row.hashslug);
      for (const t of topics) for (const s of t.sub_topics) if (s.hashslug) kept.add(s.hashslug);
      const deletes = [
        ...body.ebook_deletes,
        ...body.component_deletes,
        ...body.sub_component_deletes,
        ...body.photo_deletes,
      ];
      if (deletes.some((h) => kept.has(h))) throw AppError.invalid({ deletes: [AUTHORING_MSG.unknownRow] });

      const now = clock().toISOString();
      const write: AggregateWrite = {
        courseId: head?.id ?? null,
        expectedVersion: head?.version ?? null,
        root: {
          user_id: head?.user_id ?? actor.id,
          category_id: category.id,
          sub_category_id: sub.id,
          kind,
          title: body.title,
          // Rich text is sanitized on the way in (and rendered from a parsed tree on the way out).
          content: sanitizeHtml(body.content),
          requirement: null,
          benefit: null,
          price_id: price.id,
          sell_price: price.price,
          discount: discountSen(body.discount),
          discount_active: body.discount_active ? 1 : 0,
          special_invitation: 0,
          is_tutor: 0,
          preview_media_id: file(body.preview_url).id,
          banner_media_id: file(body.preview_banner).id,
          // A new or changed asset goes (back) to review; a published one stays published.
          status_id:
            head?.status_id === COURSE_STATUS.published ? COURSE_STATUS.published : COURSE_STATUS.pending,
        },
        tags: body.tags,
        ebooks: ebooks.map((e) => ({
          hashslug: e.hashslug ?? null,
          title: e.ebook_title,
          media_id: file(e.ebook_url).id,
        })),
        topics: topics.map((t) => ({
          hashslug: t.hashslug ?? null,
          title: t.topic_title,
          subtopics: t.sub_topics.map((s) => {
            const m = file(s.sub_url);
            return {
              hashslug: s.hashslug ?? null,
              sub_title: s.sub_title,
              media_id: m.id,
              duration: m.duration ?? 0,
            };
          }),
        })),
        photos: photos.map((p) => {
          const m = file(p.sfoto_url);
          return {
            hashslug: p.hashslug ?? null,
            title: p.sfoto_title,
            media_id: m.id,
            width: m.width ?? 0,
            height: m.height ?? 0,
          };
        }),
        now,
      };
      const saved = await saving(() =>
        courseAggregateRepository.save(db, write, async (trx, result) => {
          for (const p of result.changes.photos)
            await mediaJobRepository.enqueue(trx, 'photo', p.photoId, p.mediaId, now);
        }),
      );
      return { url: '/backoffice/tutor/digital-assets', course: await view(actor, saved.id) };
    },
  };
}
