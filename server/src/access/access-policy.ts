import { COURSE_STATUS } from '@mahir/shared';
import { type Actor, hasRole, isUser } from './actor';

/**
 * Why a request is refused. `hidden` answers 404: the actor must not learn the thing exists.
 * The others answer 401 or 403 with the reason the screen shows.
 */
export type Refusal =
  | 'unauthenticated'
  | 'hidden'
  | 'not_owner'
  | 'not_subscribed'
  | 'course_inactive'
  | 'no_company';

/** The policy's answer: allowed, or the reason for refusing. */
export type Decision = 'allow' | Refusal;

/** A course's review state as the policy reads it. */
export type CourseState = 'published' | 'pending_review' | 'rejected' | 'draft';

/** The state of a `courses.status_id`; unknown values are drafts (never public). */
export function courseStateOf(statusId: number): CourseState {
  if (statusId === COURSE_STATUS.published) return 'published';
  if (statusId === COURSE_STATUS.pending) return 'pending_review';
  if (statusId === COURSE_STATUS.rejected) return 'rejected';
  return 'draft';
}

/** What the policy needs to know about a course and the actor's standing in it. */
export interface CourseFacts {
  ownerId: number;
  state: CourseState;
  /** The actor holds a subscription that still gives access (active or pending cancellation). */
  subscribed: boolean;
  /** Tutor courses play only while active (spec 001 §6). */
  isTutorCourse?: boolean;
  isActive?: boolean;
}

/** A row that belongs to one user: a review, a wishlist item, a subscription, a question. */
export interface OwnedFacts {
  ownerId: number;
}

/** An order: its payer, and the pupils its packages are for. */
export interface OrderFacts {
  /** Null for a guest's order: nobody owns it through an account. */
  ownerId: number | null;
  studentIds: readonly number[];
}

/** An HR user's company, and the company of the employee asked about (when one is). */
export interface CompanyFacts {
  /** The actor's company as HR, or null when they are HR of none. */
  hrCompanyId: number | null;
  /** The company of the employee concerned; undefined when asking about the list itself. */
  employeeCompanyId?: number | null;
}

/**
 * An organization or company opened on the admin statistics screens (undefined when there is no such
 * one), and whether the user asked about is its member (undefined when asking about the group itself).
 */
export interface GroupFacts {
  id: number;
  userIsMember?: boolean;
}

/** An uploaded file: public media anyone may fetch, or a private file of one owner. */
export interface FileFacts {
  ownerId: number | null;
  visibility: 'public' | 'private';
}

const allow: Decision = 'allow';

function ownsOrAdmin(actor: Actor, ownerId: number): boolean {
  return isUser(actor, ownerId) || hasRole(actor, 'admin');
}

/**
 * The one access policy: who may see or change a course, its modules, chapters, quizzes,
 * discussions and reviews, an order, a subscription, an account, an HR employee list or a file.
 * Pure: services load the facts, ask here, and turn a refusal into an error with `enforce`.
 */
export const accessPolicy = {
  /**
   * See a course and everything shown on its pages (chapters, modules list, quizzes list, Q&A,
   * reviews, tutor info). Published courses are public; unpublished ones only to their tutor,
   * admins and people who already subscribed.
   */
  seeCourse(actor: Actor, course: CourseFacts): Decision {
    if (course.state === 'published' || course.subscribed) return allow;
    return ownsOrAdmin(actor, course.ownerId) ? allow : 'hidden';
  },

  /** Change a course (authoring): its tutor and admins; others learn nothing of unpublished ones. */
  changeCourse(actor: Actor, course: CourseFacts): Decision {
    if (ownsOrAdmin(actor, course.ownerId)) return allow;
    if (actor.kind === 'visitor') return course.state === 'published' ? 'unauthenticated' : 'hidden';
    return course.state === 'published' ? 'not_owner' : 'hidden';
  },

  /**
   * Author a course or digital asset in the back office (its edit view, saves, submit, tabs, quizzes and
   * replies): its own tutor only, in every state. Admins review through their own routes; they do not author.
   */
  authorCourse(actor: Actor, course: OwnedFacts | undefined): Decision {
    if (!course) return 'hidden';
    if (actor.kind === 'visitor') return 'unauthenticated';
    return isUser(actor, course.ownerId) ? allow : 'not_owner';
  },

  /** Subscribe, add to cart or redeem a code: published courses only. */
  enrolInCourse(actor: Actor, course: CourseFacts): Decision {
    if (course.state !== 'published') return 'hidden';
    return actor.kind === 'visitor' ? 'unauthenticated' : allow;
  },

  /** Take part in a course (take a quiz, see scores, ask a question, write a review): subscribers. */
  takePartInCourse(actor: Actor, course: CourseFacts): Decision {
    const seen = accessPolicy.seeCourse(actor, course);
    if (seen !== allow) return seen;
    if (actor.kind === 'visitor') return 'unauthenticated';
    return course.subscribed ? allow : 'not_subscribed';
  },

  /** Play a module or fetch a protected file: previews for all who see the course, else entitled subscribers. */
  useCourseContent(
    actor: Actor,
    course: CourseFacts,
    item: { isPreview: boolean } = { isPreview: false },
  ): Decision {
    const seen = accessPolicy.seeCourse(actor, course);
    if (seen !== allow || item.isPreview) return seen;
    if (actor.kind === 'visitor' || !course.subscribed) return 'not_subscribed';
    if (course.isTutorCourse === true && course.isActive !== true) return 'course_inactive';
    return allow;
  },

  /** Read or change a row of one user (review, wishlist item, subscription): that user only. */
  changeOwnItem(actor: Actor, item: OwnedFacts | undefined): Decision {
    if (!item) return 'hidden';
    if (actor.kind === 'visitor') return 'unauthenticated';
    return isUser(actor, item.ownerId) ? allow : 'not_owner';
  },

  /** Act on behalf of a named user (a form's user_id): only as oneself. */
  actAsUser(actor: Actor, userId: number): Decision {
    if (actor.kind === 'visitor') return 'unauthenticated';
    return isUser(actor, userId) ? allow : 'not_owner';
  },

  /** See an order: its payer and the pupils of its packages; to anyone else it does not exist. */
  seeOrder(actor: Actor, order: OrderFacts | undefined): Decision {
    if (!order) return 'hidden';
    if (actor.kind === 'visitor') return 'unauthenticated';
    const payer = order.ownerId !== null && isUser(actor, order.ownerId);
    return payer || order.studentIds.includes(actor.id) ? allow : 'hidden';
  },

  /** Cancel an order: its payer only; the pupil sees it but may not cancel what someone else pays for. */
  cancelOrder(actor: Actor, order: OrderFacts | undefined): Decision {
    const seen = accessPolicy.seeOrder(actor, order);
    if (seen !== allow || !order) return seen;
    return order.ownerId !== null && isUser(actor, order.ownerId) ? allow : 'not_owner';
  },

  /** See or change an account: the account holder and admins. */
  manageAccount(actor: Actor, account: { id: number } | undefined): Decision {
    if (actor.kind === 'visitor') return 'unauthenticated';
    if (!account) return 'hidden';
    return ownsOrAdmin(actor, account.id) ? allow : 'hidden';
  },

  /** See or change the employee list of a business plan: HR of that company, about its own members only. */
  manageEmployees(actor: Actor, facts: CompanyFacts): Decision {
    if (actor.kind === 'visitor') return 'unauthenticated';
    if (!hasRole(actor, 'hr') || facts.hrCompanyId === null) return 'no_company';
    if (facts.employeeCompanyId === undefined) return allow;
    return facts.employeeCompanyId === facts.hrCompanyId ? allow : 'hidden';
  },

  /**
   * See or change an organization's or company's statistics list (spec 002 §6): admins only, about
   * groups that exist and, when a user is named, only that group's own members.
   */
  manageGroupStatistics(actor: Actor, group: GroupFacts | undefined): Decision {
    const seen = accessPolicy.seeGroupStatistics(actor);
    if (seen !== allow) return seen;
    if (!group || group.userIsMember === false) return 'hidden';
    return allow;
  },

  /** Open the organization and company statistics at all (their lists, module totals): admins only. */
  seeGroupStatistics(actor: Actor): Decision {
    if (actor.kind === 'visitor') return 'unauthenticated';
    return hasRole(actor, 'admin') ? allow : 'not_owner';
  },

  /** Fetch an uploaded file: public media for all; private files to their owner and admins. */
  readFile(actor: Actor, file: FileFacts | undefined): Decision {
    if (!file) return 'hidden';
    if (file.visibility === 'public') return allow;
    return file.ownerId !== null && ownsOrAdmin(actor, file.ownerId) ? allow : 'hidden';
  },

  /** Decide back-office requests (reseller registrations, subscription cancellations): admins only. */
  decideRequests(actor: Actor): Decision {
    if (actor.kind === 'visitor') return 'unauthenticated';
    return hasRole(actor, 'admin') ? allow : 'not_owner';
  },

  /** Search and open any order, resend its receipt and refund it (issue 21): admins only. */
  manageOrders(actor: Actor): Decision {
    if (actor.kind === 'visitor') return 'unauthenticated';
    return hasRole(actor, 'admin') ? allow : 'not_owner';
  },

  /** See sales totals: the whole shop's to admins; a tutor's own (`tutorId`) to that tutor only. */
  seeSalesTotals(actor: Actor, scope: 'shop' | { tutorId: number }): Decision {
    if (actor.kind === 'visitor') return 'unauthenticated';
    if (scope === 'shop') return hasRole(actor, 'admin') ? allow : 'not_owner';
    return hasRole(actor, 'tutor') && isUser(actor, scope.tutorId) ? allow : 'not_owner';
  },

  /** Change or finish an upload: its owner only. */
  changeFile(actor: Actor, file: FileFacts | undefined): Decision {
    if (!file) return 'hidden';
    if (actor.kind === 'visitor') return 'unauthenticated';
    return file.ownerId !== null && isUser(actor, file.ownerId) ? allow : 'hidden';
  },
};

export type AccessPolicy = typeof accessPolicy;
