import type { Db } from '@mahir/db';
import { authoringLookupRepository } from '@mahir/db/repositories/authoring-lookup.repository';
import {
  type AggregateWrite,
  type CourseAggregate,
  courseAggregateRepository,
  ForeignRowError,
  StaleAggregateError,
} from '@mahir/db/repositories/course-aggregate.repository';
import { mediaJobRepository } from '@mahir/db/repositories/media-job.repository';
import { qnaRepository } from '@mahir/db/repositories/qna.repository';
import {
  AUTHORING_MSG,
  COURSE_STATUS,
  type CourseDraftBody,
  DRAFT_STATUS,
  type RouteData,
  SCHOOL_CALENDAR_MSG,
  type tutorCourseContract,
} from '@mahir/shared';
import { pageOf } from '@mahir/shared/contract/fields';
import { parseRM } from '@mahir/shared/money/ringgit';
import {
  applyTutorCategoryRule,
  canReplyInBackOffice,
  canSubmitForReview,
} from '@mahir/shared/rules/authoring';
import { sanitizeHtml } from '@mahir/shared/rules/safe-html';
import type { UserActor } from '../access/actor';
import type { AppContext, ServiceDeps } from '../app-context';
import { removeHls } from '../hls/hls-packager';
import { AppError } from '../http/app-error';
import { type CourseHead, ownedCourses } from './course-ownership';
import { createCourseTabsService } from './course-tabs.service';
import { type CourseViews, discussionNodes } from './course-view';

/** Maps the aggregate's refusals to the API's: 409 for a stale copy, 422 for rows of another course. */
export async function saving<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof StaleAggregateError) throw AppError.conflict(AUTHORING_MSG.staleCopy);
    if (err instanceof ForeignRowError) throw AppError.invalid({ [err.list]: [AUTHORING_MSG.unknownRow] });
    throw err;
  }
}

/** Parses an RM amount field; '' is zero. */
export function discountSen(text: string, field = 'discount'): number {
  if (!text) return 0;
  const sen = parseRM(text);
  if (sen === null) throw AppError.invalid({ [field]: [AUTHORING_MSG.discountFormat] });
  return sen;
}

/** Parses the `version` a client sends back; missing or malformed never matches a stored version. */
export function versionOf(text: string | null | undefined): number {
  const n = Number(text);
  return Number.isInteger(n) && n > 0 ? n : -1;
}

/** Whether the client sent a `version` to check (the spec's form sends none). */
function isGiven(version: string | null | undefined): version is string {
  return version !== undefined && version !== null;
}

type ChapterInput = CourseDraftBody['chapters'][number];

/**
 * The chapters as the save names them: one named by id only (the spec form's `chapter_id[]`) gets its
 * hashslug, and one that sends no quiz list keeps the quizzes it has (a new chapter has none).
 */
export function resolveChapters(
  chapters: readonly ChapterInput[],
  current: CourseAggregate | null,
): Array<ChapterInput & { quizs: number[]; release_week: number | null }> {
  const byId = new Map(current?.chapters.map((c) => [c.id, c]) ?? []);
  const bySlug = new Map(current?.chapters.map((c) => [c.hashslug, c]) ?? []);
  return chapters.map((ch, i) => {
    let hashslug = ch.hashslug ?? null;
    if (!hashslug && ch.id !== undefined) {
      const known = byId.get(ch.id);
      if (!known) throw AppError.invalid({ [`chapters.${i}.id`]: [AUTHORING_MSG.unknownRow] });
      hashslug = known.hashslug;
    }
    const existing = hashslug ? bySlug.get(hashslug) : undefined;
    return {
      ...ch,
      hashslug,
      quizs: ch.quizs ?? existing?.quizzes.map((q) => q.quiz_id) ?? [],
      release_week: ch.release_week === undefined ? (existing?.release_week ?? null) : ch.release_week,
    };
  });
}

type MediaFacts = Awaited<ReturnType<typeof authoringLookupRepository.mediaByHashslug>>[number];

/**
 * Resolves the file references a save form sends back: each must be a file this tutor uploaded, or one
 * the course already uses, and of the expected type.
 */
export async function resolveMedia(
  db: Db,
  actor: UserActor,
  refs: ReadonlyArray<{ ref: string; field: string; types: readonly string[] | null }>,
  alreadyUsed: ReadonlySet<string>,
): Promise<Map<string, MediaFacts>> {
  const rows = await authoringLookupRepository.mediaByHashslug(
    db,
    refs.map((r) => r.ref),
  );
  const byRef = new Map(rows.map((r) => [r.hashslug, r]));
  const errors: Record<string, string[]> = {};
  for (const { ref, field, types } of refs) {
    const media = byRef.get(ref);
    const allowed = media && (media.owner_id === actor.id || alreadyUsed.has(ref));
    if (!allowed) errors[field] = [AUTHORING_MSG.mediaUnknown];
    else if (types && !types.includes(media.extension)) errors[field] = [AUTHORING_MSG.mediaUnknown];
  }
  if (Object.keys(errors).length) throw AppError.invalid(errors);
  return byRef;
}

type DraftAnswer = RouteData<typeof tutorCourseContract.saveDraft>;

/** Tutor video courses: the edit view with its tabs, Save as Draft (the whole aggregate), submit, tab actions. */
export function createTutorCourseService(
  deps: ServiceDeps & Pick<AppContext, 'storage' | 'logger'> & { views: CourseViews },
) {
  const { db, clock, views } = deps;
  const { ownedHead, ownedHeadById, loadOrThrow } = ownedCourses(db);

  async function buildWrite(
    body: CourseDraftBody,
    actor: UserActor,
    head: CourseHead | null,
  ): Promise<AggregateWrite> {
    const [category, sub] = await Promise.all([
      authoringLookupRepository.category(db, body.category_id),
      authoringLookupRepository.subCategory(db, body.sub_category_id),
    ]);
    if (!category || !['course', 'tutor'].includes(category.kind))
      throw AppError.invalid({ category_id: [AUTHORING_MSG.categoryRequired] });
    if (!sub || sub.category_id !== category.id)
      throw AppError.invalid({ sub_category_id: [AUTHORING_MSG.subCategoryMismatch] });
    const isTutor = category.is_tutor === 1;
    const commercial = applyTutorCategoryRule(isTutor, {
      price_id: body.price_id ?? null,
      discount_active: body.discount_active,
      discount_sen: discountSen(body.discount),
      special_invitation: body.special_invitation,
    });
    let sellPrice = 0;
    if (commercial.price_id !== null) {
      const price = await authoringLookupRepository.price(db, commercial.price_id);
      if (!price) throw AppError.invalid({ price_id: [AUTHORING_MSG.priceUnknown] });
      sellPrice = price.price;
    }

    const current = head ? await loadOrThrow(head.id) : null;
    const chapters = resolveChapters(body.chapters, current);
    if (!isTutor)
      body.chapters.forEach((ch, i) => {
        if (ch.release_week != null)
          throw AppError.invalid({
            [`chapters.${i}.release_week`]: [SCHOOL_CALENDAR_MSG.releaseWeekTutorOnly],
          });
      });
    const used = new Set<string>();
    if (current) {
      for (const m of [current.preview, current.banner]) if (m) used.add(m.hashslug);
      for (const ch of current.chapters) for (const m of ch.modules) if (m.media) used.add(m.media.hashslug);
      for (const a of current.attachments) used.add(a.media.hashslug);
    }
    const refs: Array<{ ref: string; field: string; types: readonly string[] | null }> = [];
    if (body.preview_url) refs.push({ ref: body.preview_url, field: 'preview_url', types: ['mp4'] });
    if (body.preview_banner)
      refs.push({ ref: body.preview_banner, field: 'preview_banner', types: ['jpg', 'png'] });
    chapters.forEach((ch, i) => {
      ch.modules.forEach((m, j) => {
        if (m.url) refs.push({ ref: m.url, field: `chapters.${i}.modules.${j}.url`, types: ['mp4'] });
      });
    });
    body.attachments.forEach((a, i) => {
      refs.push({ ref: a.url, field: `attachments.${i}.url`, types: null });
    });
    const media = await resolveMedia(db, actor, refs, used);
    const idOf = (ref: string | null | undefined) => (ref ? (media.get(ref)?.id ?? null) : null);

    // Deletion lists must name rows the save also leaves out; anything else is a contradiction.
    const kept = new Set<string>();
    for (const ch of chapters) {
      if (ch.hashslug) kept.add(ch.hashslug);
      for (const m of ch.modules) if (m.hashslug) kept.add(m.hashslug);
    }
    for (const a of body.attachments) if (a.hashslug) kept.add(a.hashslug);
    for (const a of body.access_codes) if (a.hashslug) kept.add(a.hashslug);
    const contradictions = [
      ...body.chapter_deletes,
      ...body.module_deletes,
      ...body.attachment_deletes,
      ...body.access_deletes,
    ].filter((h) => kept.has(h));
    if (contradictions.length) throw AppError.invalid({ deletes: [AUTHORING_MSG.unknownRow] });

    // Quizzes picked for chapters and deleted quizzes must be this course's.
    const quizIds = new Set(current?.quizzes.map((q) => q.id) ?? []);
    const picked = chapters.flatMap((c) => c.quizs);
    if ([...picked, ...body.quiz_deletes].some((id) => !quizIds.has(id)))
      throw AppError.invalid({ quizs: [AUTHORING_MSG.quizNotFound] });
    if (picked.some((id) => body.quiz_deletes.includes(id)))
      throw AppError.invalid({ quiz_deletes: [AUTHORING_MSG.quizInUse] });

    const codes = commercial.special_invitation ? body.access_codes : [];
    const seen = new Set<string>();
    codes.forEach((c, i) => {
      const key = c.code.toLowerCase();
      if (seen.has(key))
        throw AppError.invalid({ [`access_codes.${i}.code`]: [AUTHORING_MSG.accessCodeTaken] });
      seen.add(key);
    });

    return {
      courseId: head?.id ?? null,
      expectedVersion: head ? head.version : null,
      root: {
        user_id: head?.user_id ?? actor.id,
        category_id: category.id,
        sub_category_id: sub.id,
        kind: 'video',
        title: body.title,
        // Rich text is sanitized on the way in (and rendered from a parsed tree on the way out).
        content: sanitizeHtml(body.content),
        requirement: body.requirement ? sanitizeHtml(body.requirement) : null,
        benefit: body.benefit ? sanitizeHtml(body.benefit) : null,
        price_id: commercial.price_id,
        sell_price: sellPrice,
        discount: commercial.discount_sen,
        discount_active: commercial.discount_active ? 1 : 0,
        special_invitation: commercial.special_invitation ? 1 : 0,
        is_tutor: isTutor ? 1 : 0,
        preview_media_id: idOf(body.preview_url),
        banner_media_id: idOf(body.preview_banner),
        status_id: head?.status_id ?? DRAFT_STATUS,
      },
      tags: body.tags,
      chapters: chapters.map((ch) => ({
        hashslug: ch.hashslug ?? null,
        title: ch.title,
        quizIds: ch.quizs,
        // Only package courses open chapters by school week; any other course's chapters are open from the start.
        releaseWeek: isTutor ? ch.release_week : null,
        modules: ch.modules.map((m) => {
          const file = m.url ? media.get(m.url) : undefined;
          return {
            hashslug: m.hashslug ?? null,
            title: m.title,
            media_id: file?.id ?? null,
            duration: file?.duration ?? 0,
          };
        }),
      })),
      attachments: body.attachments.map((a) => ({
        hashslug: a.hashslug ?? null,
        title: a.title,
        media_id: idOf(a.url) ?? 0,
      })),
      accessCodes: codes.map((c) => ({ hashslug: c.hashslug ?? null, code: c.code })),
      quizDeletes: body.quiz_deletes,
      now: clock().toISOString(),
    };
  }

  return {
    async list(
      actor: UserActor,
      query: { page: number; status?: number | undefined; search?: string | undefined },
    ) {
      return courseListPage(db, { userId: actor.id, kinds: ['video'], ...query });
    },

    async view(actor: UserActor, hashslug: string) {
      const head = await ownedHead(actor, hashslug);
      return { course: await views.course(await loadOrThrow(head.id), actor.id) };
    },

    /** Save as Draft: validates, then writes the whole aggregate in one transaction; a stale copy gets 409. */
    async saveDraft(actor: UserActor, body: CourseDraftBody): Promise<DraftAnswer> {
      const head = body.hashslug ? await ownedHead(actor, body.hashslug) : null;
      if (head && isGiven(body.version) && versionOf(body.version) !== head.version)
        throw AppError.conflict(AUTHORING_MSG.staleCopy);
      const write = await buildWrite(body, actor, head);
      const saved = await saving(() =>
        courseAggregateRepository.save(db, write, async (trx, result) => {
          for (const m of result.changes.videoModules)
            await mediaJobRepository.enqueue(trx, 'transcode', m.moduleId, m.mediaId, write.now);
        }),
      );
      // Deleted modules' HLS packages, once the deletion is committed; a failure leaves files, never a module.
      for (const slug of saved.changes.removedModules)
        await removeHls(deps.storage, slug).catch((error: unknown) =>
          deps.logger.warn({ err: error, module: slug }, 'hls package of a deleted module not removed'),
        );
      const agg = await loadOrThrow(saved.id);
      return {
        course: {
          hashslug: agg.course.hashslug,
          version: String(agg.course.version),
          status_id: agg.course.status_id,
          chapters: views.chapters(agg, actor.id),
          course_attachments: views.attachments(agg, actor.id),
          special_invitation: agg.course.special_invitation === 1,
          code_accesses: agg.accessCodes.map((a) => ({ id: a.id, code: a.code, hashslug: a.hashslug })),
        },
      };
    },

    async submit(actor: UserActor, hashslug: string, version: string | null | undefined) {
      const head = await ownedHead(actor, hashslug);
      if (isGiven(version) && versionOf(version) !== head.version)
        throw AppError.conflict(AUTHORING_MSG.staleCopy);
      if (!canSubmitForReview(head.status_id)) throw AppError.conflict(AUTHORING_MSG.notSubmittable);
      await courseAggregateRepository.setStatus(
        db,
        head.id,
        { status_id: COURSE_STATUS.pending, reject_reason: null },
        clock().toISOString(),
      );
      const after = await courseAggregateRepository.findHeadById(db, head.id);
      return {
        hashslug,
        status_id: COURSE_STATUS.pending,
        version: String(after?.version ?? head.version + 1),
      };
    },

    /** A reply by the course's tutor to a top-level comment that has no reply yet. */
    async reply(actor: UserActor, input: { course_id: number; id: number; comment: string }) {
      const head = await ownedHeadById(actor, input.course_id);
      return replyToDiscussion(db, actor, head.id, input.id, input.comment, clock());
    },

    ...createCourseTabsService({ db, clock }),
  };
}

/** Posts a back-office reply (tutor owner or admin) and answers the refreshed threads. */
export async function replyToDiscussion(
  db: Db,
  actor: UserActor,
  courseId: number,
  parentId: number,
  comment: string,
  now: Date,
) {
  const parent = await qnaRepository.find(db, parentId, courseId);
  if (!parent) throw AppError.notFound(AUTHORING_MSG.discussionNotFound);
  const children = await qnaRepository.countChildren(db, parent.id);
  if (
    !canReplyInBackOffice({
      isTopLevel: parent.parent_id === null,
      childCount: children,
      isOwnerOrAdmin: true,
    })
  )
    throw AppError.invalid({ id: [AUTHORING_MSG.replyNotAllowed] });
  await qnaRepository.insert(db, {
    course_id: courseId,
    user_id: actor.id,
    parent_id: parent.id,
    comment,
    created_at: now.toISOString(),
  });
  return { discussions: discussionNodes(await qnaRepository.listByCourse(db, courseId), true, now) };
}

/** One page (20) of courses for the back-office lists. */
export async function courseListPage(
  db: Db,
  q: {
    userId?: number;
    kinds: string[];
    page: number;
    status?: number | undefined;
    search?: string | undefined;
  },
) {
  const perPage = 20;
  const { rows, total } = await courseAggregateRepository.listForAuthoring(db, { ...q, perPage });
  return pageOf(
    rows.map(({ user_name, ...r }) => ({ ...r, user: { name: user_name } })),
    total,
    q.page,
    perPage,
  );
}

export type TutorCourseService = ReturnType<typeof createTutorCourseService>;
