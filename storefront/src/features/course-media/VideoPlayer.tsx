import type { VodVideoQuality } from '@mahir/shared';
import { formatPlayerTime } from '@mahir/shared/rules/resume-position';
import { defaultQualityIndex } from '@mahir/shared/rules/video-quality';
import { AspectRatio, Box, Button, Center, Group, Menu, Stack, Text } from '@mantine/core';
import { IconCheck, IconPlayerPlay, IconSettings } from '@tabler/icons-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { GUARDED_VIDEO } from '../../lib/guarded-media';

/** What the player shows: a module or the course preview. */
export interface PlayerSource {
  url: string;
  title: string;
  /** Modules start at once (the user clicked play); the course preview waits for the user. */
  autoPlay?: boolean;
  /** The qualities the module really has (its renditions, or its own file), from the watch call. */
  qualities?: readonly VodVideoQuality[];
  /** Where this viewer stopped last time (the watch answer's `position`): offered, never forced. */
  resumeAt?: number | null;
  /** Keeps the viewer's position: every 10 s of playback, on pause, on leaving the module or the page. */
  onPosition?: (seconds: number, leaving: boolean) => void;
}

/** Seconds of playback between two position reports. */
const REPORT_EVERY_SECONDS = 10;

/**
 * The course video player: HTML5 video with controls, no download and no context menu, and the spec's quality
 * menu narrowed to the renditions the module really has (1080p by default). One `<video>` element lives for
 * the page: a new source is loaded into it, never a rebuilt player, and a play request always starts playback,
 * even when that source is already loaded. A module the viewer left part-way offers "Sambung dari 12:34"
 * (resume) beside the title, and the position is reported back while it plays.
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
  const video = useRef<HTMLVideoElement>(null);
  // The menu offers the heights the module really has; an unknown height is not a choice.
  const offered = (source?.qualities ?? []).filter(
    (r): r is { quality: number; url: string } => r.quality !== null,
  );
  const [chosen, setChosen] = useState<number | null>(null);
  const quality =
    offered.find((r) => r.quality === chosen)?.quality ??
    offered[defaultQualityIndex(offered.map((r) => r.quality))]?.quality ??
    null;
  const url = offered.find((r) => r.quality === quality)?.url ?? source?.url;
  const [offer, setOffer] = useState<number | null>(null);
  // The source on screen, whose onPosition the reports go to (a new module's arrives before its video loads).
  const shown = useRef<PlayerSource | null>(null);
  // The shown source's playback time, kept here so a report can still be made once the element is gone.
  const time = useRef(0);
  const lastReport = useRef(0);

  const report = useCallback((leaving: boolean) => {
    const current = shown.current;
    if (!current?.onPosition || !(time.current > 0) || time.current === lastReport.current) return;
    lastReport.current = time.current;
    current.onPosition(time.current, leaving);
  }, []);

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
    const el = video.current;
    if (!el || !source || !url) return;
    if (el.getAttribute('src') !== url) {
      // Keep the position when only the quality changed.
      const sameSource = el.getAttribute('data-source') === source.url;
      const resumeAt = sameSource ? el.currentTime : 0;
      if (!sameSource) {
        // The module left: keep where the viewer stopped in it, then offer the new one's kept position.
        report(true);
        shown.current = source;
        time.current = 0;
        lastReport.current = 0;
        setOffer(source.resumeAt ?? null);
      }
      el.setAttribute('src', url);
      el.setAttribute('data-source', source.url);
      el.load();
      if (resumeAt > 0) el.currentTime = resumeAt;
    }
    if (source.autoPlay) el.play().catch(() => undefined);
  }, [source, url, report]);
  return (
    <Stack gap={6}>
      <AspectRatio ratio={16 / 9}>
        <Box bg="dark.8" style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}>
          {source ? (
            // Tutors upload lessons without caption tracks.
            <video
              ref={video}
              poster={poster ?? undefined}
              {...GUARDED_VIDEO}
              onEnded={() => {
                setOffer(null);
                onEnded?.();
              }}
              onPause={() => report(false)}
              onTimeUpdate={(e) => {
                time.current = e.currentTarget.currentTime;
                if (Math.abs(time.current - lastReport.current) >= REPORT_EVERY_SECONDS) report(false);
              }}
              aria-label={`Video: ${source.title}`}
              data-quality={quality ?? undefined}
              data-testid="course-video"
              style={{ width: '100%', height: '100%', background: '#000' }}
            />
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
                  Pilih modul untuk mula menonton
                </Text>
              </Group>
            </Center>
          )}
        </Box>
      </AspectRatio>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text size="sm" fw={600} lineClamp={1} data-testid="now-playing">
          {source ? source.title : ''}
        </Text>
        {quality !== null && (
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <Button
                size="compact-sm"
                variant="default"
                leftSection={<IconSettings size={14} aria-hidden />}
                aria-label={`Kualiti video: ${quality}p`}
                style={{ flexShrink: 0 }}
              >
                {quality}p
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Label>Kualiti video</Menu.Label>
              {offered.map(({ quality: q }) => (
                <Menu.Item
                  key={q}
                  onClick={() => setChosen(q)}
                  rightSection={q === quality ? <IconCheck size={14} aria-label="Dipilih" /> : null}
                  aria-current={q === quality ? 'true' : undefined}
                >
                  {q}p
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
        )}
      </Group>
      {offer !== null && (
        <Group gap={6} data-testid="resume-offer">
          <Button
            size="compact-sm"
            leftSection={<IconPlayerPlay size={14} aria-hidden />}
            onClick={() => {
              const el = video.current;
              if (el) {
                el.currentTime = offer;
                el.play().catch(() => undefined);
              }
              setOffer(null);
            }}
            title={`Resume at ${formatPlayerTime(offer)}`}
          >
            Sambung dari {formatPlayerTime(offer)}
          </Button>
          <Button
            size="compact-sm"
            variant="subtle"
            onClick={() => setOffer(null)}
            title="Start from the beginning"
          >
            Mula dari awal
          </Button>
        </Group>
      )}
    </Stack>
  );
}
