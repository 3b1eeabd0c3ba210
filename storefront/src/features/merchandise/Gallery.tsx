import { ResponsiveImage } from '@mahir/ui/ResponsiveImage';
import { ActionIcon, Group, Stack, UnstyledButton } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A small gallery carousel: the current photo, previous/next and thumbnails. */
export function Gallery({ photos, name }: { photos: Array<{ url: string; index: number }>; name: string }) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState(0);
  if (photos.length === 0) return null;
  const photo = photos[current] ?? photos[0];
  const go = (step: number) => setCurrent((c) => (c + step + photos.length) % photos.length);
  return (
    <Stack gap="xs" aria-roledescription="carousel" aria-label={t('merchandise.gallery', { name })}>
      <Group wrap="nowrap" gap="xs" align="center">
        <ActionIcon
          variant="light"
          aria-label={t('merchandise.previous')}
          onClick={() => go(-1)}
          disabled={photos.length < 2}
        >
          <IconChevronLeft size={18} />
        </ActionIcon>
        <div style={{ flex: 1, minWidth: 0 }}>
          {/* Without minWidth the picture's own width keeps it from shrinking, and the next arrow falls off a phone. */}
          <ResponsiveImage
            key={photo?.url}
            src={photo?.url ?? ''}
            alt={`${name} (${current + 1}/${photos.length})`}
            sizes="(min-width: 62em) 560px, calc(100vw - 96px)"
            maxWidth={640}
            height={360}
            fit="contain"
            radius="var(--mantine-radius-md)"
            eager={current === 0}
          />
        </div>
        <ActionIcon
          variant="light"
          aria-label={t('merchandise.next')}
          onClick={() => go(1)}
          disabled={photos.length < 2}
        >
          <IconChevronRight size={18} />
        </ActionIcon>
      </Group>
      <Group gap="xs" justify="center">
        {photos.map((p, i) => (
          <UnstyledButton
            key={p.url + p.index}
            onClick={() => setCurrent(i)}
            aria-label={t('merchandise.image', { n: i + 1 })}
            aria-current={i === current || undefined}
            style={{
              outline: i === current ? '2px solid var(--mantine-color-mahir-6)' : undefined,
              borderRadius: 6,
            }}
          >
            <ResponsiveImage
              src={p.url}
              alt=""
              sizes="64px"
              maxWidth={64}
              height={64}
              radius="var(--mantine-radius-sm)"
              style={{ width: 64 }}
            />
          </UnstyledButton>
        ))}
      </Group>
    </Stack>
  );
}
