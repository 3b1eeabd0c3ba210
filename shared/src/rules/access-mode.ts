import type { AccessMode } from '../contract/course-page.contract';
import { MSG } from '../messages';

/** What the course contributes to the pricing-box decision. */
export interface AccessCourseFacts {
  /** Closed course: entry by access code only. */
  specialInvitation: boolean;
  /** Mahir Tutor course: monthly subscription, covered by tutor-plan packages. */
  isTutor: boolean;
}

/** What is known about the viewer for this course. */
export interface AccessViewerFacts {
  loggedIn: boolean;
  /** Holds an active or pending-cancellation subscription to this course. */
  subscribed: boolean;
  /** Business-plan membership: an employee takes courses, an HR user only manages. */
  business: 'employee' | 'hr' | null;
  /**
   * A student's tutor plan for this course: 'includes' when a paid package lists the course,
   * 'covers' when a paid package is for the course's sub-category without listing it.
   */
  tutorPlan: 'includes' | 'covers' | null;
}

/**
 * Which button the pricing and access box shows (spec 001 §2 "Course pricing and access box").
 * Precedence: a subscriber learns; a closed course asks for its code; business-plan members get
 * the access button (disabled for HR); tutor courses follow the tutor plan; everything else is bought.
 * Business plans cover the course catalogue, not Mahir Tutor, which is sold per pupil.
 */
export function accessMode(course: AccessCourseFacts, viewer: AccessViewerFacts): AccessMode {
  if (viewer.loggedIn && viewer.subscribed) return 'open';
  if (course.specialInvitation) return 'access_code';
  if (viewer.loggedIn && !course.isTutor) {
    if (viewer.business === 'employee') return 'business';
    if (viewer.business === 'hr') return 'business_disabled';
  }
  if (course.isTutor) {
    if (!viewer.loggedIn) return 'login';
    if (viewer.tutorPlan === 'includes') return 'student_access';
    if (viewer.tutorPlan === 'covers') return 'student_buy';
    return 'subscribe';
  }
  return 'buy';
}

/** A subscriber may play modules; a Mahir Tutor course must also be active (spec 001 §6). */
export function canPlayModules(subscribed: boolean, isTutor: boolean, isActive: boolean): boolean {
  return subscribed && (!isTutor || isActive);
}

/**
 * The buy button's words: a course that costs nothing is taken, not bought, so it says 'AKSES SEKARANG'
 * from the course page on, as its checkout does (spec 000 §4), rather than 'Beli Sekarang'.
 */
export function buyLabel(finalPriceSen: number): string {
  return finalPriceSen === 0 ? MSG.accessNow : MSG.buyNow;
}
