import { describe, expect, it } from 'vitest';
import { statisticYears } from './calendar';
import { moduleProgress, quizScore } from './progress';
import { hasAnyRole, homeFor } from './roles';
import { formatDuration, formatSize, groupThousands, initials, truncateName } from './text';

describe('text', () => {
  it('cuts names over 40 characters to 40 plus an ellipsis', () => {
    const long = 'Nur Aina Sofea binti Mohd Khairul Anuar Abdullah';
    expect(truncateName(long)).toBe(`${long.slice(0, 40)}...`);
    expect(truncateName('Ali')).toBe('Ali');
    expect(truncateName('x'.repeat(40))).toBe('x'.repeat(40));
  });
  it('takes the first two characters for initials', () => {
    expect(initials('siti aminah')).toBe('SI');
    expect(initials('A')).toBe('A');
  });
  it('formats sizes and durations', () => {
    expect(formatSize(512)).toBe('512 B');
    expect(formatSize(1536)).toBe('1.5 KB');
    expect(formatSize(5 * 1024 * 1024)).toBe('5.0 MB');
    expect(formatDuration(3725)).toBe('01:02:05');
  });
});

describe('calendar', () => {
  it('lists years from the current one down to 2001', () => {
    const years = statisticYears(2026);
    expect(years[0]).toBe(2026);
    expect(years.at(-1)).toBe(2001);
    expect(years).toHaveLength(26);
  });
});

describe('progress', () => {
  it('rounds the watched share to a whole percent', () => {
    expect(moduleProgress(1, 3)).toBe(33);
    expect(moduleProgress(2, 3)).toBe(67);
    expect(moduleProgress(0, 0)).toBe(0);
    expect(moduleProgress(5, 4)).toBe(100);
    expect(quizScore(3, 4)).toBe(75);
  });
});

describe('roles', () => {
  it('sends each role to its home, admin first', () => {
    expect(homeFor(['admin'])).toBe('/backoffice/');
    expect(homeFor(['student'])).toBe('/my/courses');
    expect(homeFor(['hr', 'employee'])).toBe('/hr/statistics');
    expect(homeFor([])).toBe('/');
    expect(hasAnyRole(['tutor'], ['admin', 'tutor'])).toBe(true);
    expect(hasAnyRole(['student'], ['admin'])).toBe(false);
  });
});

describe('groupThousands', () => {
  it('groups whole numbers by threes with commas, as en-MY does', () => {
    for (const n of [0, 7, 999, 1000, 12345, 999999, 1000000, 1234567890, -1234])
      expect(groupThousands(n)).toBe(n.toLocaleString('en-MY'));
    expect(groupThousands(1234.9)).toBe('1,234');
  });
});
