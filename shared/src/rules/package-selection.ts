import type { Role } from '../constants';
import { MSG } from '../messages';

/** Shown when a chosen course is not one the package offers. */
export const PACKAGE_COURSE_NOT_OFFERED = 'The selected course is not available in this package.';

/**
 * Package selection is for visitors, students, and parents buying for one of their children (issue 20);
 * other logged-in roles see the student-only notice.
 */
export function canSelectPackage(roles: readonly Role[] | null): boolean {
  return roles === null || roles.includes('student') || roles.includes('parent');
}

/** True when the buyer pays for a child's package rather than their own: a parent who is not a pupil. */
export function buysForChild(roles: readonly Role[]): boolean {
  return roles.includes('parent') && !roles.includes('student');
}

/** True when the number of ticked courses lets the Next button proceed: 1 up to the package's cap. */
export function isSelectionCountValid(count: number, max: number): boolean {
  return count >= 1 && count <= max;
}

/** True when more courses are ticked than the package allows, which shows the warning. */
export function isOverSelected(count: number, max: number): boolean {
  return count > max;
}

/**
 * Why a selection cannot be accepted, or null when it can: at least one course, at most `max`,
 * every one offered by the package. Duplicates count once.
 */
export function packageSelectionError(
  selected: readonly number[],
  offered: readonly number[],
  max: number,
): string | null {
  const unique = new Set(selected);
  if (unique.size === 0) return MSG.packageCourseRequired;
  if (isOverSelected(unique.size, max)) return MSG.packageTooMany(max);
  const allowed = new Set(offered);
  for (const id of unique) if (!allowed.has(id)) return PACKAGE_COURSE_NOT_OFFERED;
  return null;
}
