import { ActionIcon, Group, Image, Stack, UnstyledButton } from '@mantine/core';
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
    <Stack gap="xs" aria-roledescription="carousel" aria-label={`Galeri ${name}`}>
      <Group wrap="nowrap" gap="xs" align="center">
        <ActionIcon
          variant="light"
          aria-label={t('merchandise.previous')}
          onClick={() => go(-1)}
          disabled={photos.length < 2}
        >
          <IconChevronLeft size={18} />
        </ActionIcon>
        <Image
          src={photo?.url}
          alt={`${name} (${current + 1}/${photos.length})`}
          radius="md"
          h={360}
          fit="contain"
          // Without minWidth the picture's own width keeps it from shrinking, and the next arrow falls off a phone.
          style={{ flex: 1, minWidth: 0 }}
        />
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
            aria-label={`Gambar ${i + 1}`}
            aria-current={i === current || undefined}
            style={{
              outline: i === current ? '2px solid var(--mantine-color-mahir-6)' : undefined,
              borderRadius: 6,
            }}
          >
            <Image src={p.url} alt="" w={64} h={64} radius="sm" />
          </UnstyledButton>
        ))}
      </Group>
    </Stack>
  );
}
