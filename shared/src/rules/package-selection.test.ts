import { describe, expect, it } from 'vitest';
import { MSG } from '../messages';
import {
  buysForChild,
  canSelectPackage,
  isOverSelected,
  isSelectionCountValid,
  PACKAGE_COURSE_NOT_OFFERED,
  packageSelectionError,
} from './package-selection';

describe('package selection', () => {
  it('is open to visitors, students and parents buying for a child only', () => {
    expect(canSelectPackage(null)).toBe(true);
    expect(canSelectPackage(['student'])).toBe(true);
    expect(canSelectPackage(['parent', 'student'])).toBe(true);
    expect(canSelectPackage(['parent'])).toBe(true);
    expect(canSelectPackage(['tutor'])).toBe(false);
    expect(canSelectPackage(['admin'])).toBe(false);
    expect(canSelectPackage([])).toBe(false);
  });

  it('a parent who is not a pupil buys for a child; a pupil buys for themselves', () => {
    expect(buysForChild(['parent'])).toBe(true);
    expect(buysForChild(['parent', 'student'])).toBe(false);
    expect(buysForChild(['student'])).toBe(false);
  });

  it('lets Next proceed for 1 up to the cap', () => {
    expect(isSelectionCountValid(0, 3)).toBe(false);
    expect(isSelectionCountValid(1, 3)).toBe(true);
    expect(isSelectionCountValid(3, 3)).toBe(true);
    expect(isSelectionCountValid(4, 3)).toBe(false);
    expect(isOverSelected(3, 3)).toBe(false);
    expect(isOverSelected(4, 3)).toBe(true);
  });

  it('explains a refused selection with the spec messages', () => {
    expect(packageSelectionError([], [1, 2, 3], 2)).toBe(MSG.packageCourseRequired);
    expect(packageSelectionError([1, 2, 3], [1, 2, 3], 2)).toBe('You have selected more than 2 courses');
    expect(packageSelectionError([1, 9], [1, 2, 3], 2)).toBe(PACKAGE_COURSE_NOT_OFFERED);
    expect(packageSelectionError([1, 1, 2], [1, 2, 3], 2)).toBeNull();
    expect(packageSelectionError([3], [1, 2, 3], 2)).toBeNull();
  });
});
