import type { CoursePageData } from '@mahir/shared';
import { QueryState } from '@mahir/ui';
import { Alert, Stack, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OfflineDownloadPanel } from '../offline';
import { QuizModal } from '../quiz';
import { CourseProgress } from './CourseProgress';
import { preloadHls, startHls } from './hls-library';
import { ModuleAccordion } from './ModuleAccordion';
import {
  useChapters,
  usePositionReport,
  useRefreshChapterQuizzes,
  useWatch,
  useWatched,
} from './useCourseMedia';
import { type PlayerSource, VideoPlayer } from './VideoPlayer';

interface Playing extends PlayerSource {
  moduleId: number;
}

/** A video course: progress, the player, the watch error and the 'Modul' accordion with its quizzes. */
export function VideoCourseSection({ page }: { page: CoursePageData }) {
  const { t } = useTranslation();
  const { course, viewer } = page;
  const chapters = useChapters(page);
  const watch = useWatch();
  const watched = useWatched(page);
  const refreshChapterQuizzes = useRefreshChapterQuizzes(page);
  const reportPosition = usePositionReport(course.id);
  const player = useRef<HTMLDivElement>(null);
  const [playing, setPlaying] = useState<Playing | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [quizId, setQuizId] = useState<number | null>(null);
  const [pendingId, setPendingId] = useState<number | null>(null);
  const subscriberId = viewer.subscription?.subscriberId;
  const preview =
    course.preview_url && (course.preview_mime ?? '').startsWith('video/')
      ? { url: course.preview_url, title: t('media.previewOf', { title: course.title }) }
      : null;

  // HLS is offered to signed-in viewers only: hls.js comes while they look at the page, not after their click.
  useEffect(() => {
    if (viewer.logged_in) preloadHls();
  }, [viewer.logged_in]);

  const play = (module: { id: number; title: string }) => {
    setPendingId(module.id);
    if (viewer.logged_in) startHls();
    watch.mutate(
      { body: { course_id: course.id, subscriber_id: subscriberId, id: module.id } },
      {
        onSuccess: ({ data, message }) => {
          if (data.error || !data.url) {
            setError(message ?? t('media.notSubscribed'));
            return;
          }
          setError(null);
          setPlaying({
            moduleId: module.id,
            url: data.url,
            title: module.title,
            autoPlay: true,
            qualities: data.qualities,
            hls: data.hls,
            captions: data.captions,
            resumeAt: data.position,
            // Positions are kept per signed-in viewer; a visitor's preview keeps none.
            onPosition: viewer.logged_in
              ? (seconds, leaving) => reportPosition(module.id, seconds, leaving)
              : undefined,
          });
          player.current?.scrollIntoView({ behavior: 'smooth', block: 'nearest' });
        },
        onError: (err) => setError(err.message),
        onSettled: () => setPendingId(null),
      },
    );
  };

  const ended = () => {
    if (!playing || !viewer.can_play || subscriberId === undefined) return;
    watched.mutate({
      body: { course_id: course.id, subscriber_id: subscriberId, module_id: playing.moduleId },
    });
  };

  return (
    <Stack gap="md">
      {viewer.is_subscriber && chapters.data && <CourseProgress value={chapters.data.progress} />}
      <div ref={player} style={{ scrollMarginTop: 80 }}>
        <VideoPlayer source={playing ?? preview} poster={course.banner} onEnded={ended} />
      </div>
      {error && (
        <Alert
          color="red"
          icon={<IconAlertCircle size={18} />}
          role="alert"
          withCloseButton
          closeButtonLabel="Tutup"
          onClose={() => setError(null)}
          data-testid="watch-error"
        >
          {error}
        </Alert>
      )}
      <Title order={2} size="h3">
        {t('media.modules')}
      </Title>
      <QueryState query={chapters} isEmpty={(d) => d.chapters.length === 0}>
        {(data) => (
          <ModuleAccordion
            chapters={data.chapters}
            canPlay={viewer.can_play}
            isSubscriber={viewer.is_subscriber}
            currentModuleId={playing?.moduleId ?? null}
            pendingModuleId={pendingId}
            onPlay={play}
            onOpenQuiz={setQuizId}
          />
        )}
      </QueryState>
      {viewer.is_subscriber && viewer.can_play && chapters.data && (
        <OfflineDownloadPanel
          course={course}
          chapters={chapters.data.chapters}
          subscriberId={subscriberId ?? null}
        />
      )}
      {quizId !== null && (
        <QuizModal
          page={page}
          quizId={quizId}
          opened
          onClose={() => setQuizId(null)}
          onSubmitted={() => {
            const chapter = chapters.data?.chapters.find((c) => c.quizs.some((q) => q.quiz_id === quizId));
            if (chapter) void refreshChapterQuizzes(chapter.id);
          }}
        />
      )}
    </Stack>
  );
}
