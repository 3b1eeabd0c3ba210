import type { CoursePageData, RouteData } from '@mahir/shared';
import { readCsrfMeta, routeKey, useApi, useApiMutation, useApiQuery, useSession } from '@mahir/ui';
import { routes } from '@mahir/ui/routes';
import { useQueryClient } from '@tanstack/react-query';
import { queueOffline } from '../offline';

type Chapters = RouteData<typeof routes.media.chapters>;

// Signed URLs in the info live for hours; keeping the answer that long stops players reloading on remount.
const INFO_STALE_MS = 30 * 60_000;

/** The course info (attachments, components, watermarked photo) for the viewer. */
export function useCourseInfo(page: CoursePageData) {
  return useApiQuery(
    routes.media.courseInfo,
    { params: { courseId: page.course.id } },
    { staleTime: INFO_STALE_MS },
  );
}

/** Chapters with modules, quizzes, ticks and progress. */
export function useChapters(page: CoursePageData) {
  return useApiQuery(routes.media.chapters, { params: { courseId: page.course.id } });
}

/** Asks for a module's video URL; the answer may carry the spec's error flag. */
export function useWatch() {
  return useApiMutation(routes.media.watch);
}

/**
 * Reports where the viewer is in a module (`POST /ajax/v2/vod/video/position`). While the page stays, through
 * the API client; when it goes (`leaving`), by `navigator.sendBeacon` with the form's CSRF `_token`, which the
 * browser still sends after the page is gone. Failures are ignored: the next report carries the position again.
 */
export function usePositionReport(courseId: number) {
  const api = useApi();
  const { user } = useSession();
  return (moduleId: number, seconds: number, leaving = false) => {
    if (!Number.isFinite(seconds) || seconds < 0) return;
    const body = { course_id: courseId, id: moduleId, position: Math.floor(seconds) };
    // Offline: queued with its id, sent once when the connection returns (docs/learning.md).
    if (!navigator.onLine && user) {
      void queueOffline(user.id, {
        kind: 'position',
        course_id: courseId,
        module_id: moduleId,
        position: body.position,
      });
      return;
    }
    if (leaving && typeof navigator.sendBeacon === 'function') {
      const form = new URLSearchParams({
        course_id: String(body.course_id),
        id: String(body.id),
        position: String(body.position),
        _token: readCsrfMeta() ?? '',
      });
      if (navigator.sendBeacon(routes.media.position.path, form)) return;
    }
    api.call(routes.media.position, { body }).catch(() => undefined);
  };
}

/** Keeps where the listener stopped in a part of an audio course, as `usePositionReport` does for modules. */
export function useAudioPositionReport(courseId: number) {
  const api = useApi();
  return (hashslug: string, seconds: number, leaving = false) => {
    if (!Number.isFinite(seconds) || seconds < 0) return;
    const body = { course_id: courseId, hashslug, position: Math.floor(seconds) };
    if (leaving && typeof navigator.sendBeacon === 'function') {
      const form = new URLSearchParams({
        course_id: String(body.course_id),
        hashslug,
        position: String(body.position),
        _token: readCsrfMeta() ?? '',
      });
      if (navigator.sendBeacon(routes.media.audioPosition.path, form)) return;
    }
    api.call(routes.media.audioPosition, { body }).catch(() => undefined);
  };
}

/** Marks a module watched, then shows the tick and the new progress without refetching the list. */
export function useWatched(page: CoursePageData) {
  const client = useQueryClient();
  const key = routeKey(routes.media.chapters, { params: { courseId: page.course.id } });
  return useApiMutation(routes.media.watched, {
    onSuccess: ({ data }, input) => {
      client.setQueryData<Chapters>(key, (old) =>
        old
          ? {
              progress: data.progress,
              chapters: old.chapters.map((chapter) => ({
                ...chapter,
                modules: chapter.modules.map((m) =>
                  m.id === input.body.module_id ? { ...m, is_watched: data.is_watched } : m,
                ),
              })),
            }
          : old,
      );
      // The course page shows the progress too.
      void client.invalidateQueries({ queryKey: routeKey(routes.coursePage.page) });
    },
  });
}

/**
 * After a quiz is submitted, asks for its chapter's quizzes (`POST /ajax/v2/vod/quizs`, spec 001 §7) and puts
 * their ticks into the chapter list, so the submitted quiz shows its tick and is not reopened.
 */
export function useRefreshChapterQuizzes(page: CoursePageData) {
  const client = useQueryClient();
  const api = useApi();
  const key = routeKey(routes.media.chapters, { params: { courseId: page.course.id } });
  return async (chapterId: number) => {
    const { quizs } = await api.data(routes.learning.chapterQuizzes, {
      body: { course_id: page.course.id, chapter_id: chapterId },
    });
    const submitted = new Map(quizs.map((q) => [q.quiz_id, q.submitted]));
    client.setQueryData<Chapters>(key, (old) =>
      old
        ? {
            ...old,
            chapters: old.chapters.map((chapter) =>
              chapter.id === chapterId
                ? {
                    ...chapter,
                    quizs: chapter.quizs.map((q) => ({
                      ...q,
                      submitted: submitted.get(q.quiz_id) ?? q.submitted,
                    })),
                  }
                : chapter,
            ),
          }
        : old,
    );
  };
}
