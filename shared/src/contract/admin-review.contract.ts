import { z } from 'zod';
import { REVIEW_MSG } from './admin-review-text';
import { Hashslug, Id, requiredText } from './fields';
import { defineRoute } from './route';
import { DigitalAssetView } from './tutor-asset.contract';
import { CourseView, DiscussionNodeView, productListRoutes } from './tutor-course.contract';

export { REVIEW_MSG } from './admin-review-text';

/**
 * Review actions (spec 002 §4): 1 publish, 2 reject with reason, 3 update recurring id (published tutor
 * course).
 */
export const ReviewBody = z
  .object({
    hashslug: Hashslug,
    action: z.coerce.number().int().min(1).max(3),
    reject_reason: z.string().trim().max(2000).nullish(),
    recurring_id: z.string().trim().max(100).nullish(),
  })
  .superRefine((b, ctx) => {
    if (b.action === 2 && !b.reject_reason)
      ctx.addIssue({ code: 'custom', path: ['reject_reason'], message: REVIEW_MSG.reasonRequired });
    if (b.action === 3 && !b.recurring_id)
      ctx.addIssue({ code: 'custom', path: ['recurring_id'], message: REVIEW_MSG.recurringRequired });
  });

const ReviewAnswer = z.object({ hashslug: z.string(), status_id: z.number().int(), url: z.string() });
const admin = ['admin'] as const;

function lookups(base: string, tag: string) {
  return productListRoutes(base, tag, admin, 'none', {
    list: 'All items for review, pending first, 20 a page',
    categories: 'Main categories',
    subCategories: 'Sub categories with the label and tutor flag',
    prices: 'Price list options',
  });
}

/** A review screen's calls: its lookups, the read-only item by hashslug, and the verdict on it. */
function reviewRoutes<View extends z.ZodType>(
  base: string,
  tag: string,
  view: View,
  summary: { hashslug: string; review: string },
) {
  return {
    ...lookups(base, tag),
    hashslug: defineRoute({
      method: 'POST',
      path: `${base}/hashslug`,
      summary: summary.hashslug,
      tag,
      access: admin,
      owner: 'none',
      body: z.object({ hashslug: Hashslug }),
      encoding: 'form',
      response: z.object({ course: view }),
    }),
    review: defineRoute({
      method: 'POST',
      path: `${base}/review`,
      summary: summary.review,
      tag,
      access: admin,
      owner: 'none',
      body: ReviewBody,
      encoding: 'form',
      response: ReviewAnswer,
    }),
  };
}

export const adminAssetReviewContract = reviewRoutes(
  '/ajax/v2/admin/digital-asset',
  'admin-digital-asset',
  DigitalAssetView,
  {
    hashslug: 'Read-only digital asset with components, author and reject reason',
    review: 'Publish (action 1) or reject with reason (action 2) a pending digital asset',
  },
);

export const adminCourseReviewContract = {
  ...reviewRoutes('/ajax/v2/admin/course', 'admin-course', CourseView, {
    hashslug: 'Read-only course with every tab, author and reject reason',
    review:
      'Publish (1) or reject with reason (2) a pending course; update recurring id (3) of a published tutor course',
  }),
  replyQna: defineRoute({
    method: 'POST',
    path: '/ajax/v2/admin/course/reply-qna',
    summary: 'Admin reply to a top-level comment with no reply yet; answers the refreshed thread',
    tag: 'admin-course',
    access: admin,
    owner: 'none',
    body: z.object({ course_id: Id, id: Id, comment: requiredText('Comment is required.', 2000) }),
    encoding: 'form',
    response: z.object({ discussions: z.array(DiscussionNodeView) }),
  }),
};
