import type { Db } from '@mahir/db';
import { courseAggregateRepository as courses } from '@mahir/db/repositories/course-aggregate.repository';
import { type CoursePageRow, coursePageRepository } from '@mahir/db/repositories/course-page.repository';
import type { SubscriberRow } from '@mahir/db/repositories/course-standing.repository';
import {
  COURSE_KINDS,
  COURSE_TEXT,
  type CourseKind,
  type CoursePageData,
  finalPrice,
  moduleProgress,
  priceInCoins,
} from '@mahir/shared';
import { type AccessViewerFacts, accessMode, canPlayModules } from '@mahir/shared/rules/access-mode';
import { averageRating } from '@mahir/shared/rules/rating-summary';
import { accessPolicy } from '../access/access-policy';
import { type Actor, actorId } from '../access/actor';
import { loadCourseStanding } from '../access/course-standing';
import { enforce } from '../access/enforce';
import { coursePageUrl, optionalMediaUrl, pricingRoutes, tagLink } from './course-urls';
import { businessRoleOf, tutorPlanOf } from './course-viewer';

/** The course's kind as the contract knows it; rows written before a kind existed read as video. */
export function courseKind(kind: string): CourseKind {
  return (COURSE_KINDS as readonly string[]).includes(kind) ? (kind as CourseKind) : 'video';
}

async function viewerOf(
  db: Db,
  actor: Actor,
  row: CoursePageRow,
  subscription: SubscriberRow | null,
  totalModules: number,
) {
  if (actor.kind === 'visitor') {
    const facts: AccessViewerFacts = { loggedIn: false, subscribed: false, business: null, tutorPlan: null };
    return { facts, wishlisted: false, watched: 0 };
  }
  const isTutor = row.is_tutor === 1;
  const [wishlisted, business, plan, watched] = await Promise.all([
    coursePageRepository.isWishlisted(db, actor.id, row.id),
    businessRoleOf(db, actor.id),
    isTutor ? tutorPlanOf(db, actor, { id: row.id, subCategoryId: row.sub_category_id }) : null,
    totalModules > 0 ? coursePageRepository.watchedCount(db, actor.id, row.id) : 0,
  ]);
  const facts: AccessViewerFacts = {
    loggedIn: true,
    subscribed: subscription !== null,
    business,
    tutorPlan: plan?.plan ?? null,
  };
  return { facts, wishlisted, watched };
}

/** Builds everything the course page shows for this viewer. */
export async function coursePage(db: Db, actor: Actor, hashslug: string): Promise<CoursePageData> {
  const standing = await loadCourseStanding(db, actor, (d) => courses.pageView(d, hashslug), {
    notFound: COURSE_TEXT.notFound,
  });
  // The page itself is public for published courses; subscribers of an unpublished one keep it.
  enforce(accessPolicy.seeCourse(actor, standing.facts), { hidden: COURSE_TEXT.notFound });
  const { course: row, subscription: sub } = standing;

  const [tags, totals, tutor] = await Promise.all([
    coursePageRepository.tagsOf(db, row.id),
    coursePageRepository.contentTotals(db, row.id),
    courses.tutorTotals(db, row.user_id),
  ]);
  const viewer = await viewerOf(db, actor, row, sub, totals.modules);
  const isTutor = row.is_tutor === 1;
  const discountActive = row.discount_active === 1;
  const final = finalPrice(row.sell_price, row.discount, discountActive);

  return {
    course: {
      id: row.id,
      hashslug: row.hashslug,
      url: coursePageUrl(row.hashslug),
      title: row.title,
      kind: courseKind(row.kind),
      category: { id: row.category_id, name: row.category_name, slug: row.category_slug },
      sub_category: { id: row.sub_category_id, name: row.sub_category_name, slug: row.sub_category_slug },
      content: row.content,
      requirement: row.requirement,
      benefit: row.benefit,
      language: row.language,
      banner: optionalMediaUrl(row.banner_slug, row.banner_ext),
      preview_url: optionalMediaUrl(row.preview_slug, row.preview_ext),
      preview_mime: row.preview_slug ? row.preview_mime : null,
      is_tutor: isTutor,
      is_active: row.is_active === 1,
      special_invitation: row.special_invitation === 1,
      tags: tags.map((name) => ({ name, link: tagLink(name) })),
      total_modules: totals.parts,
      course_duration: totals.seconds,
      feedback_count: row.feedback_count,
      feedback_rate: averageRating(row.rating_sum, row.feedback_count),
      all_subscribers: row.subscriber_count,
      all_discussions: row.discussion_count,
    },
    tutor: {
      id: row.user_id,
      tutor_name: row.tutor_name,
      tutor_avatar: optionalMediaUrl(row.tutor_avatar_slug, row.tutor_avatar_ext),
      tutor_rating: averageRating(tutor.ratingSum, tutor.feedbacks),
      total_discussions: tutor.discussions,
      total_subscribers: tutor.subscribers,
      total_tutor_courses: tutor.courses,
      tutor_profile: row.tutor_profile,
      total_reviews: tutor.feedbacks,
    },
    pricing: {
      final_price: final,
      sell_price: row.sell_price,
      discount_active: discountActive && final < row.sell_price,
      recurring: isTutor,
      price_in_coins: priceInCoins(final),
      routes: pricingRoutes(row.hashslug),
    },
    viewer: {
      logged_in: actor.kind === 'user',
      user_id: actorId(actor),
      can_wishlist: actor.kind === 'user' && actor.canWishlist === true,
      wishlist_status: viewer.wishlisted,
      is_subscriber: viewer.facts.subscribed,
      can_play: canPlayModules(viewer.facts.subscribed, isTutor, row.is_active === 1),
      subscription: sub
        ? {
            subscriberId: sub.id,
            isUnsubscribe: sub.is_unsubscribe === 1,
            nextPaymentDate: sub.next_payment_date,
            status: sub.status,
            source: sub.source,
          }
        : null,
      progress: moduleProgress(viewer.watched, totals.modules),
      access: accessMode({ specialInvitation: row.special_invitation === 1, isTutor }, viewer.facts),
    },
  };
}
