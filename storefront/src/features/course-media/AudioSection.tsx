import { type CoursePageData, formatDuration, type VodAudioComponent } from '@mahir/shared';
import { formatPlayerTime } from '@mahir/shared/rules/resume-position';
import { Accordion, Button, Card, Group, Image, Stack, Text, Title } from '@mantine/core';
import { IconHeadphones, IconPlayerPlay } from '@tabler/icons-react';
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OfflineSaveButton } from '../offline';
import { AudioModal, type AudioTrack } from './AudioModal';
import { LessonAudio } from './LessonAudio';
import { LockIcon, PlayButton } from './MediaRowIcons';
import { ChapterControl } from './ModuleAccordion';
import { useAudioPositionReport } from './useCourseMedia';

interface Track extends AudioTrack {
  key: string;
  /** Where this listener stopped in the part (course info `position`): offered, never forced. */
  resumeAt: number | null;
}

/** Seconds of listening between two position reports. */
const REPORT_EVERY_SECONDS = 10;

/**
 * Keeps the listener's position in the part playing (every 10 s, on pause, on another part, on leaving the
 * page) and holds the resume offer of the part just opened.
 */
function useKeptAudioPosition(courseId: number, track: Track | null) {
  const report = useAudioPositionReport(courseId);
  const shown = useRef<Track | null>(null);
  const time = useRef(0);
  const last = useRef(0);
  const [offer, setOffer] = useState<number | null>(null);
  const send = useCallback(
    (leaving: boolean) => {
      const current = shown.current;
      if (!current || !(time.current > 0) || time.current === last.current) return;
      last.current = time.current;
      report(current.key, time.current, leaving);
    },
    [report],
  );
  useEffect(() => {
    if (shown.current === track) return;
    send(true);
    shown.current = track;
    time.current = 0;
    last.current = 0;
    setOffer(track?.resumeAt ?? null);
  }, [track, send]);
  useEffect(() => {
    const leave = () => send(true);
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      send(true);
    };
  }, [send]);
  return {
    offer,
    dismiss: () => setOffer(null),
    onPause: () => send(false),
    onTimeUpdate: (seconds: number) => {
      time.current = seconds;
      if (Math.abs(seconds - last.current) >= REPORT_EVERY_SECONDS) send(false);
    },
  };
}

function PlayerCard({
  page,
  track,
  canPlay,
  audioRef,
  onPreview,
  kept,
}: {
  page: CoursePageData;
  track: Track | null;
  canPlay: boolean;
  audioRef: RefObject<HTMLAudioElement | null>;
  onPreview: (() => void) | null;
  kept: ReturnType<typeof useKeptAudioPosition>;
}) {
  const { t } = useTranslation();
  return (
    <Card padding="md" data-testid="audio-player-card">
      <Group wrap="nowrap" align="center" gap="md">
        {page.course.banner && (
          <Image
            src={page.course.banner}
            alt=""
            w={{ base: 72, sm: 120 }}
            h={{ base: 72, sm: 90 }}
            radius="sm"
            fit="cover"
          />
        )}
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <Group gap={6} wrap="nowrap">
            <IconHeadphones size={16} aria-hidden color="var(--mantine-color-mahir-7)" />
            <Text size="sm" fw={600} lineClamp={1} data-testid="now-playing">
              {track ? track.title : page.course.title}
            </Text>
          </Group>
          {track ? (
            <LessonAudio
              ref={audioRef}
              key={track.key}
              src={track.url}
              title={track.title}
              testId="course-audio"
              onPause={kept.onPause}
              onTimeUpdate={kept.onTimeUpdate}
            />
          ) : (
            <Text size="xs" c="dimmed">
              {canPlay ? t('media.pickSubtopic') : t('media.subscribeListen')}
            </Text>
          )}
          {kept.offer !== null && (
            <Group gap={6} data-testid="resume-offer">
              <Button
                size="compact-sm"
                leftSection={<IconPlayerPlay size={14} aria-hidden />}
                title={t('media.resumeAt', { time: formatPlayerTime(kept.offer) })}
                onClick={() => {
                  const el = audioRef.current;
                  if (el && kept.offer !== null) {
                    el.currentTime = kept.offer;
                    el.play().catch(() => undefined);
                  }
                  kept.dismiss();
                }}
              >
                Sambung dari {formatPlayerTime(kept.offer)}
              </Button>
              <Button
                size="compact-sm"
                variant="subtle"
                title={t('media.fromStartTitle')}
                onClick={kept.dismiss}
              >
                {t('media.fromStart')}
              </Button>
            </Group>
          )}
          {onPreview && (
            <Button
              size="xs"
              variant="light"
              w="fit-content"
              leftSection={<IconPlayerPlay size={14} aria-hidden />}
              onClick={onPreview}
            >
              {t('media.listenPreview')}
            </Button>
          )}
        </Stack>
      </Group>
    </Card>
  );
}

/**
 * An audio course: the banner with the preview (in the audio modal) and the player, then the 'Modul' accordion
 * of topics and sub-topics. Subscribers play a sub-topic inline; others see locks.
 */
export function AudioSection({ page, topics }: { page: CoursePageData; topics: VodAudioComponent[] }) {
  const { t } = useTranslation();
  const { course } = page;
  const preview: AudioTrack | null =
    course.preview_url && (course.preview_mime ?? 'audio/').startsWith('audio/')
      ? { url: course.preview_url, title: t('media.previewOf', { title: course.title }) }
      : null;
  const [track, setTrack] = useState<Track | null>(null);
  const [previewOpen, setPreviewOpen] = useState(false);
  const inline = useRef<HTMLAudioElement>(null);
  const canPlay = topics.some((topic) => topic.sub_components.some((s) => s.url !== null));
  const kept = useKeptAudioPosition(course.id, track);
  return (
    <Stack gap="md">
      <PlayerCard
        page={page}
        track={track}
        canPlay={canPlay}
        audioRef={inline}
        kept={kept}
        onPreview={
          preview
            ? () => {
                inline.current?.pause();
                setPreviewOpen(true);
              }
            : null
        }
      />
      <AudioModal track={previewOpen ? preview : null} onClose={() => setPreviewOpen(false)} />
      <Title order={2} size="h3">
        {t('media.modules')}
      </Title>
      <Accordion multiple variant="separated" defaultValue={topics[0] ? [topics[0].hashslug] : []}>
        {topics.map((topic) => (
          <Accordion.Item key={topic.hashslug} value={topic.hashslug} data-testid="chapter">
            <ChapterControl
              title={topic.title}
              modules={topic.sub_components.length}
              seconds={topic.total_duration_component}
            />
            <Accordion.Panel>
              {topic.sub_components.map((sub) => (
                <Group
                  key={sub.hashslug}
                  justify="space-between"
                  wrap="nowrap"
                  py={6}
                  data-testid="module-row"
                >
                  <Group gap="sm" wrap="nowrap" miw={0}>
                    {sub.url ? (
                      <PlayButton
                        label={t('media.playNamed', { title: sub.sub_title })}
                        active={track?.key === sub.hashslug}
                        onClick={() =>
                          sub.url &&
                          setTrack({
                            url: sub.url,
                            title: sub.sub_title,
                            key: sub.hashslug,
                            resumeAt: sub.position,
                          })
                        }
                      />
                    ) : (
                      <LockIcon />
                    )}
                    <Text size="sm" fw={track?.key === sub.hashslug ? 700 : 400}>
                      {sub.sub_title}
                    </Text>
                  </Group>
                  <Group gap="xs" wrap="nowrap">
                    {sub.url && (
                      <OfflineSaveButton
                        course={course}
                        item={{ kind: 'audio', hashslug: sub.hashslug, title: sub.sub_title }}
                      />
                    )}
                    <Text size="xs" c="dimmed" ff="monospace">
                      {formatDuration(sub.duration)}
                    </Text>
                  </Group>
                </Group>
              ))}
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </Stack>
  );
}
