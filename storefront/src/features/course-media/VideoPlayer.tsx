import type { VodVideoQuality, WatchCaption } from '@mahir/shared';
import { formatPlayerTime } from '@mahir/shared/rules/resume-position';
import { AspectRatio, Box, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import type { MediaPlayerInstance } from '@vidstack/react';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The Vidstack player and its styles load with the first lesson played, not with the course page. */
const LessonPlayer = lazy(() => import('./LessonPlayer'));

/** What the player shows: a module or the course preview. */
export interface PlayerSource {
  url: string;
  title: string;
  /** Modules start at once (the user clicked play); the course preview waits for the user. */
  autoPlay?: boolean;
  /** The module's adaptive master playlist (watch answer `hls`), played before the MP4 qualities. */
  hls?: string | null;
  /** The qualities the module really has (its renditions, or its own file): the fallback sources. */
  qualities?: readonly VodVideoQuality[];
  /** The module's caption tracks (WebVTT), offered in the player's captions menu. */
  captions?: readonly WatchCaption[];
  /** Where this viewer stopped last time (the watch answer's `position`): offered, never forced. */
  resumeAt?: number | null;
  /** Keeps the viewer's position: every 10 s of playback, on pause, on leaving the module or the page. */
  onPosition?: (seconds: number, leaving: boolean) => void;
}

/** Seconds of playback between two position reports. */
const REPORT_EVERY_SECONDS = 10;

/**
 * The course video player: the lesson on Vidstack (adaptive HLS with MP4 fallback, captions, speed,
 * shortcuts, picture-in-picture), the title under it, and for a module the viewer left part-way the offer
 * "Sambung dari 12:34" (resume). The position is reported back while it plays. Rendered after hydration only:
 * the player is a browser thing.
 */
export function VideoPlayer({
  source,
  poster,
  onEnded,
}: {
  source: PlayerSource | null;
  poster: string | null;
  onEnded?: () => void;
}) {
  const { t } = useTranslation();
  const player = useRef<MediaPlayerInstance>(null);
  const [mounted, setMounted] = useState(false);
  const [offer, setOffer] = useState<number | null>(null);
  // The source on screen, whose onPosition the reports go to.
  const shown = useRef<PlayerSource | null>(null);
  // The shown source's playback time, kept here so a report can still be made once the player is gone.
  const time = useRef(0);
  const lastReport = useRef(0);

  const report = useCallback((leaving: boolean) => {
    const current = shown.current;
    if (!current?.onPosition || !(time.current > 0) || time.current === lastReport.current) return;
    lastReport.current = time.current;
    current.onPosition(time.current, leaving);
  }, []);

  useEffect(() => setMounted(true), []);
  useEffect(() => {
    const leave = () => report(true);
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      // Leaving the course page within the app unmounts the player.
      report(true);
    };
  }, [report]);

  useEffect(() => {
    if (!source || shown.current === source) return;
    // The module left: keep where the viewer stopped in it, then offer the new one's kept position.
    report(true);
    shown.current = source;
    time.current = 0;
    lastReport.current = 0;
    setOffer(source.resumeAt ?? null);
    // Played again while already on screen: start it.
    if (source.autoPlay) player.current?.play().catch(() => undefined);
  }, [source, report]);

  return (
    <Stack gap={6}>
      <AspectRatio ratio={16 / 9}>
        <Box bg="dark.8" style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}>
          {source && mounted ? (
            <Suspense
              fallback={
                <Center h="100%">
                  <Loader color="gray" role="status" aria-label={t('media.loadingPlayer')} />
                </Center>
              }
            >
              <LessonPlayer
                key={source.hls ?? source.url}
                media={source}
                poster={poster}
                autoPlay={Boolean(source.autoPlay)}
                playerRef={player}
                onTime={(seconds) => {
                  time.current = seconds;
                  if (Math.abs(time.current - lastReport.current) >= REPORT_EVERY_SECONDS) report(false);
                }}
                onPause={() => report(false)}
                onEnded={() => {
                  setOffer(null);
                  onEnded?.();
                }}
              />
            </Suspense>
          ) : (
            <Center
              h="100%"
              style={{
                backgroundImage: poster ? `url(${poster})` : undefined,
                backgroundSize: 'cover',
                backgroundPosition: 'center',
              }}
            >
              <Group
                gap="xs"
                px="md"
                py="xs"
                bg="rgba(0,0,0,0.72)"
                style={{ borderRadius: 'var(--mantine-radius-md)' }}
              >
                <IconPlayerPlay size={18} color="white" aria-hidden />
                <Text c="white" size="sm" fw={600}>
                  {t('media.pickModule')}
                </Text>
              </Group>
            </Center>
          )}
        </Box>
      </AspectRatio>
      <Text size="sm" fw={600} lineClamp={1} data-testid="now-playing">
        {source ? source.title : ''}
      </Text>
      {offer !== null && (
        <Group gap={6} data-testid="resume-offer">
          <Button
            size="compact-sm"
            leftSection={<IconPlayerPlay size={14} aria-hidden />}
            onClick={() => {
              const p = player.current;
              if (p) {
                p.currentTime = offer;
                p.play().catch(() => undefined);
              }
              setOffer(null);
            }}
            title={t('media.resumeAt', { time: formatPlayerTime(offer) })}
          >
            Sambung dari {formatPlayerTime(offer)}
          </Button>
          <Button
            size="compact-sm"
            variant="subtle"
            onClick={() => setOffer(null)}
            title={t('media.fromStartTitle')}
          >
            {t('media.fromStart')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
