import type { CardRow } from '@mahir/db/repositories/catalogue.repository';
import { type CourseCard, finalPrice } from '@mahir/shared';
import { cardTitle, compactCount } from '@mahir/shared/rules/course-card';
import { averageRating } from '@mahir/shared/rules/rating-summary';
import { publicMediaUrl } from '../media/media-url';

/** Longest title on a catalogue card and on a related-courses card. */
const CARD_TITLE_MAX = 60;
const RELATED_TITLE_MAX = 45;

/** The public page of a course. */
export function courseLink(hashslug: string): string {
  return `/course/${hashslug}`;
}

/** A course card (spec 001 §3) from its row; `wishlisted` is the viewer's state (false for visitors). */
export function toCourseCard(row: CardRow, wishlisted: boolean): CourseCard {
  return {
    id: row.id,
    link: courseLink(row.hashslug),
    title: row.title,
    title_short: cardTitle(row.title, CARD_TITLE_MAX),
    rel_title: cardTitle(row.title, RELATED_TITLE_MAX),
    banner: row.banner_slug && row.banner_ext ? publicMediaUrl(row.banner_slug, row.banner_ext) : null,
    feedback_count: row.feedback_count,
    feedback_rate: averageRating(row.rating_sum, row.feedback_count),
    full_name: row.author_name,
    name: row.author_first_name?.trim() || row.author_name,
    uname: row.author_username,
    total_price: finalPrice(row.sell_price, row.discount, row.discount_active === 1),
    sell_price: row.sell_price,
    discount_active: row.discount_active === 1 && row.discount > 0,
    special_invitation: row.special_invitation === 1,
    all_subscribers: row.subscriber_count,
    all_discussions: row.discussion_count,
    rel_subscribers: compactCount(row.subscriber_count),
    rel_discussions: compactCount(row.discussion_count),
    wishlist_status: wishlisted,
  };
}

/** Cards in the order of `ids` (the ranking), skipping ids without a row. */
export function cardsInOrder(
  ids: readonly number[],
  rows: readonly CardRow[],
  wishlisted: ReadonlySet<number>,
): CourseCard[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toCourseCard(row, wishlisted.has(id))] : [];
  });
}
