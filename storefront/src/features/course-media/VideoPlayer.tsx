import { DEFAULT_VIDEO_QUALITY, VIDEO_QUALITIES } from '@mahir/shared';
import { AspectRatio, Box, Button, Center, Group, Menu, Stack, Text } from '@mantine/core';
import { IconCheck, IconPlayerPlay, IconSettings } from '@tabler/icons-react';
import { useState } from 'react';

export type VideoQuality = (typeof VIDEO_QUALITIES)[number];

/** What the player shows: a module or the course preview. */
export interface PlayerSource {
  url: string;
  title: string;
  /** Modules start at once (the user clicked play); the course preview waits for the user. */
  autoPlay?: boolean;
}

/**
 * The course video player: HTML5 video with controls, no download and no context menu, and the spec's quality
 * menu (4320p down to 240p, 1080p by default). Each lesson is stored as one rendition today, so every choice
 * plays the best file available; the choice is kept on the player (`data-quality`) for when more exist.
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
  const [quality, setQuality] = useState<VideoQuality>(DEFAULT_VIDEO_QUALITY);
  return (
    <Stack gap={6}>
      <AspectRatio ratio={16 / 9}>
        <Box bg="dark.8" style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}>
          {source ? (
            // biome-ignore lint/a11y/useMediaCaption: tutors upload lessons without caption tracks
            <video
              key={source.url}
              src={source.url}
              poster={poster ?? undefined}
              controls
              autoPlay={source.autoPlay ?? false}
              playsInline
              preload="metadata"
              controlsList="nodownload"
              disablePictureInPicture
              onContextMenu={(e) => e.preventDefault()}
              onEnded={onEnded}
              aria-label={`Video: ${source.title}`}
              data-quality={quality}
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
            {VIDEO_QUALITIES.map((q) => (
              <Menu.Item
                key={q}
                onClick={() => setQuality(q)}
                rightSection={q === quality ? <IconCheck size={14} aria-label="Dipilih" /> : null}
                aria-current={q === quality ? 'true' : undefined}
              >
                {q}p
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      </Group>
    </Stack>
  );
}
