import type { Db } from '@mahir/db';
import { courseLibraryRepository } from '@mahir/db/repositories/course-library.repository';
import { type MyCourse, moduleProgress } from '@mahir/shared';
import type { UserActor } from '../access/actor';
import { courseKind } from './course-page.service';
import { coursePageUrl, optionalMediaUrl } from './course-urls';

/** The user's subscribed courses with progress, newest first; one row per course. */
export async function myCourses(db: Db, actor: UserActor): Promise<MyCourse[]> {
  const userId = actor.id;
  const rows = await courseLibraryRepository.subscribedCourses(db, userId);
  const seen = new Set<number>();
  const unique = rows.filter((r) => !seen.has(r.course_id) && seen.add(r.course_id));
  const ids = unique.map((r) => r.course_id);
  const [modules, watched] = await Promise.all([
    courseLibraryRepository.moduleCounts(db, ids),
    courseLibraryRepository.watchedCounts(db, userId, ids),
  ]);
  return unique.map((r) => {
    const total = modules.get(r.course_id) ?? 0;
    const done = Math.min(watched.get(r.course_id) ?? 0, total);
    return {
      id: r.course_id,
      hashslug: r.hashslug,
      url: coursePageUrl(r.hashslug),
      title: r.title,
      banner: optionalMediaUrl(r.banner_slug, r.banner_ext),
      kind: courseKind(r.kind),
      category_name: r.category_name,
      is_tutor: r.is_tutor === 1,
      progress: moduleProgress(done, total),
      total_modules: total,
      watched_modules: done,
      status: r.status,
      source: r.source,
      started_at: r.started_at,
      next_payment_date: r.next_payment_date,
    };
  });
}
