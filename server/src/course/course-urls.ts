import { COURSE_ACCESS_PATHS } from '@mahir/shared';
import { publicMediaUrl } from '../media/media-url';

/** The storefront page of a course. */
export function coursePageUrl(hashslug: string): string {
  return `/course/${hashslug}`;
}

/** A public media URL, or null when the course has no such file. */
export function optionalMediaUrl(hashslug: string | null, extension: string | null): string | null {
  return hashslug && extension ? publicMediaUrl(hashslug, extension) : null;
}

/** The catalogue search for a tag (spec 001 §3: tags carry a link). */
export function tagLink(name: string): string {
  return `/kursus/all?keyword=${encodeURIComponent(name)}`;
}

/** The pricing box's routes: the form posts plus the login page that returns to this course. */
export function pricingRoutes(hashslug: string) {
  return { ...COURSE_ACCESS_PATHS, login: `/login?redirect=${coursePageUrl(hashslug)}` };
}
