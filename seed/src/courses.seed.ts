import type { CourseTable } from '@mahir/db';
import { authoringTabsRepository } from '@mahir/db/repositories/authoring-tabs.repository';
import { indexCourses } from '@mahir/db/repositories/course-search.repository';
import type { Insertable } from 'kysely';
import { insertRows, insertTables, type SeedDb } from './batch';
import type { SeededCatalogue } from './catalogue.seed';
import type { Clock } from './clock';
import { BUSINESS_COURSES } from './content/business-courses';
import { CATEGORY_BLURB, CATEGORY_REQUIREMENT, PRICE_TIERS, TUTOR_PLANS } from './content/catalogue';
import type { CourseSpec } from './content/course-spec';
import { DIGITAL_ASSETS } from './content/digital-assets';
import { TUTOR_COURSES } from './content/tutor-courses';
import { VIDEO_COURSES } from './content/video-courses';
import {
  addCourseContent,
  type ContentRows,
  type CourseParts,
  emptyContent,
  escapeHtml,
} from './course-content.seed';
import { DEMO_ACCESS_CODE, DEMO_SLUGS } from './demo-keys';
import type { MediaIds } from './media.seed';
import type { Rng } from './random';
import type { SeededUsers } from './users.seed';

/** Every demo course spec in id order. */
export const COURSE_SPECS: readonly CourseSpec[] = [
  ...VIDEO_COURSES,
  ...BUSINESS_COURSES,
  ...TUTOR_COURSES,
  ...DIGITAL_ASSETS,
];

/** A seeded course with what later areas need to build activity around it. */
export interface SeededCourse extends CourseParts {
  id: number;
  hashslug: string;
  spec: CourseSpec;
  ownerId: number;
  categoryId: number;
  subCategoryId: number;
  status: number;
  isTutor: boolean;
  sellPrice: number;
  /** Active discount in sen (0 when none). */
  discount: number;
  /** The price a buyer pays, in sen. */
  finalPrice: number;
  recurringId: string | null;
  createdAt: string;
}

/** The seeded courses and the access codes redeemed by learners. */
export interface SeededCourses {
  list: SeededCourse[];
  bySlug: Map<string, SeededCourse>;
  redemptions: Array<{ courseId: number; userId: number; at: string }>;
}

const KIND_BY_CATEGORY: Readonly<Record<number, string>> = { 7: 'ebook', 8: 'audio', 9: 'photo' };

/** Courses and digital assets with all their content, tags, quizzes and access codes; then indexes them for search. */
export async function seedCourses(
  db: SeedDb,
  rng: Rng,
  clock: Clock,
  catalogue: SeededCatalogue,
  users: SeededUsers,
  media: MediaIds,
): Promise<SeededCourses> {
  const content: ContentRows = emptyContent();
  const courseRows: Array<Insertable<CourseTable> & { id: number }> = [];
  const list: SeededCourse[] = [];
  const tagIds = new Map<string, number>();
  const courseTags: Array<{ course_id: number; tag_id: number }> = [];

  COURSE_SPECS.forEach((spec, i) => {
    const id = i + 1;
    const sub = catalogue.subs.get(spec.sub);
    if (!sub) throw new Error(`seed: unknown sub-category ${spec.sub}`);
    const ownerId = users.tutors[spec.owner];
    const isTutor = sub.categoryId === 5;
    const plan = /spm|form-4/.test(spec.sub) ? TUTOR_PLANS.spm : TUTOR_PLANS.primary;
    const sellPrice = isTutor ? plan.price : spec.free ? 0 : (PRICE_TIERS[(spec.tier ?? 1) - 1] ?? 0);
    const discount = spec.discount && spec.discount < sellPrice ? spec.discount : 0;
    const status = spec.status ?? 1;
    const createdDays = status === 1 ? rng.int(150, 420) + rng.next() : rng.int(2, 20) + rng.next();
    const createdAt = clock.ago(createdDays);
    const publishedAt = status === 1 ? clock.ago(createdDays - rng.int(1, 5)) : null;
    const kind = KIND_BY_CATEGORY[sub.categoryId] ?? 'video';
    const blurb = CATEGORY_BLURB[sub.categoryId] ?? { bm: '', en: '' };
    const requirement = CATEGORY_REQUIREMENT[sub.categoryId] ?? { bm: '', en: '' };
    const en = spec.lang === 'en';
    const outline = spec.chapters?.map(([t]) => t) ?? spec.topics?.map(([t]) => t) ?? spec.parts ?? [];
    const course = {
      id,
      hashslug: spec.slug ?? rng.slug(),
      user_id: ownerId,
      category_id: sub.categoryId,
      sub_category_id: sub.id,
      kind,
      title: spec.title,
      content: `<p>${escapeHtml(spec.summary)}</p><p>${escapeHtml(en ? blurb.en : blurb.bm)}</p>`,
      requirement: en ? requirement.en : requirement.bm,
      benefit: `<ul>${outline.map((t) => `<li>${escapeHtml(t)}</li>`).join('')}</ul>`,
      language: spec.lang,
      price_id: isTutor || spec.free ? null : (catalogue.tierIds.get(spec.tier ?? 1) ?? null),
      sell_price: sellPrice,
      discount,
      discount_active: discount > 0 ? 1 : 0,
      recurring_id: isTutor ? plan.recurringId : null,
      status_id: status,
      reject_reason: spec.reject ?? null,
      is_tutor: isTutor ? 1 : 0,
      is_active: spec.inactive ? 0 : 1,
      special_invitation: spec.special ? 1 : 0,
      preview_media_id:
        kind === 'video'
          ? media.previewLesson
          : kind === 'audio'
            ? media.previewAudio
            : kind === 'ebook'
              ? media.previewEbook
              : media.banner,
      banner_media_id: media.banner,
      feedback_count: 0,
      rating_sum: 0,
      subscriber_count: 0,
      discussion_count: 0,
      created_at: createdAt,
      updated_at: publishedAt ?? createdAt,
      published_at: publishedAt,
    };
    courseRows.push(course);
    for (const name of spec.tags) {
      let tagId = tagIds.get(name);
      if (tagId === undefined) {
        tagId = tagIds.size + 1;
        tagIds.set(name, tagId);
      }
      courseTags.push({ course_id: id, tag_id: tagId });
    }
    const parts = addCourseContent(
      content,
      { courseId: id, ownerId, categoryId: sub.categoryId, spec, createdAt },
      rng,
      media,
      clock,
    );
    list.push({
      ...parts,
      id,
      hashslug: course.hashslug,
      spec,
      ownerId,
      categoryId: sub.categoryId,
      subCategoryId: sub.id,
      status,
      isTutor,
      sellPrice,
      discount,
      finalPrice: sellPrice - discount,
      recurringId: course.recurring_id,
      createdAt,
    });
  });

  await insertTables(db, {
    courses: courseRows,
    tags: [...tagIds].map(([name, id]) => ({ id, name })),
    course_tags: courseTags,
    chapters: content.chapters,
    modules: content.modules,
    course_attachments: content.attachments,
    ebooks: content.ebooks,
    audio_topics: content.topics,
    audio_subtopics: content.subtopics,
    stock_photos: content.photos,
    quizzes: content.quizzes,
    chapter_quizzes: content.chapterQuizzes,
    quiz_questions: content.questions,
  });
  for (const s of content.schedules) await authoringTabsRepository.saveSchedule(db, s.course_id, s);
  for (const a of content.assignments)
    await authoringTabsRepository.addAssignment(db, a.course_id, a.title, a.description, a.created_at);

  const bySlug = new Map(list.map((c) => [c.hashslug, c]));
  const redemptions = await seedAccessCodes(db, rng, clock, list, users);
  await indexCourses(
    db,
    list.map((c) => c.id),
  );
  return { list, bySlug, redemptions };
}

async function seedAccessCodes(
  db: SeedDb,
  rng: Rng,
  clock: Clock,
  list: SeededCourse[],
  users: SeededUsers,
): Promise<SeededCourses['redemptions']> {
  const closed = list.find((c) => c.hashslug === DEMO_SLUGS.closedCourse);
  const second = list.find((c) => c.spec.special && c.hashslug !== DEMO_SLUGS.closedCourse);
  if (!closed || !second) throw new Error('seed: special invitation courses missing');
  const plan: Array<[number, string, number | null]> = [
    [closed.id, DEMO_ACCESS_CODE, null],
    [closed.id, 'NUSANTARA01', users.students[0] ?? null],
    [closed.id, 'NUSANTARA02', users.students[1] ?? null],
    [closed.id, 'NUSANTARA03', null],
    [second.id, 'BELIA2026A', users.students[2] ?? null],
    [second.id, 'BELIA2026B', null],
    [second.id, 'BELIA2026C', null],
  ];
  const redemptions: SeededCourses['redemptions'] = [];
  const rows = plan.map(([courseId, code, userId], i) => {
    const at = userId === null ? null : clock.ago(rng.int(10, 60) + rng.next());
    if (userId !== null && at) redemptions.push({ courseId, userId, at });
    return {
      id: i + 1,
      course_id: courseId,
      hashslug: rng.slug(),
      code,
      redeemed_by: userId,
      redeemed_at: at,
      created_at: clock.ago(100),
    };
  });
  await insertRows(db, 'access_codes', rows);
  return redemptions;
}
