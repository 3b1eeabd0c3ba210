import { type CoursePageData, routeUrl, type VodCourseInfo, type VodPhotoComponent } from '@mahir/shared';
import { routes } from '@mahir/ui/routes';
import { Box, Button, Card, Center, Group, Image, Modal, Stack, Table, Text, Title } from '@mantine/core';
import { IconDownload, IconPhoto, IconZoomIn } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LockIcon } from './MediaRowIcons';
import { ShareButtons } from './ShareButtons';

function PhotoRows({ photos, canDownload }: { photos: VodPhotoComponent[]; canDownload: boolean }) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={420}>
      <Table verticalSpacing="sm" striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('media.colTitle')}</Table.Th>
            <Table.Th>{t('media.colResolution')}</Table.Th>
            <Table.Th ta="right">{t('media.download')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {photos.map((photo) => (
            <Table.Tr key={photo.hashslug} data-testid="photo-row">
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  <IconPhoto size={18} aria-hidden color="var(--mantine-color-mahir-7)" />
                  <Text size="sm" fw={500}>
                    {photo.title}
                  </Text>
                </Group>
              </Table.Td>
              <Table.Td>
                <Text size="sm" ff="monospace">
                  {photo.resolution_width} × {photo.resolution_height}
                </Text>
              </Table.Td>
              <Table.Td>
                <Group justify="flex-end">
                  {canDownload ? (
                    <Button
                      size="xs"
                      component="a"
                      href={routeUrl(routes.media.stockPhotoDownload, {
                        params: { hashslug: photo.hashslug },
                      })}
                      leftSection={<IconDownload size={14} aria-hidden />}
                      aria-label={t('media.downloadNamed', { title: photo.title })}
                    >
                      {t('media.download')}
                    </Button>
                  ) : (
                    <LockIcon label={t('media.lockedDownload')} />
                  )}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * A stock photo pack: the watermarked preview, the 'Lihat Foto' modal (modal-lg, body scrolls at 500px, closes
 * on Escape or a click), share buttons and 'Senarai Foto' with downloads for subscribers.
 */
export function PhotoGallery({ page, info }: { page: CoursePageData; info: VodCourseInfo }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const photos = info.digital_asset_components.filter((c): c is VodPhotoComponent => c.type === 'photo');
  const preview = info.photo_url_watermark;
  const alt = `${photos[0]?.title ?? page.course.title} (pratonton bertanda air)`;
  const canDownload = info.can_download;
  return (
    <Stack gap="md">
      <Card padding="md">
        <Stack gap="sm">
          {preview ? (
            <Image src={preview} alt={alt} radius="sm" mah={420} fit="contain" bg="gray.1" />
          ) : (
            <Center h={200} bg="gray.1">
              <IconPhoto size={48} aria-hidden color="var(--mantine-color-gray-6)" />
            </Center>
          )}
          <Group justify="space-between" wrap="wrap">
            <Button
              leftSection={<IconZoomIn size={16} aria-hidden />}
              onClick={() => setOpened(true)}
              disabled={!preview}
            >
              {t('media.viewPhoto')}
            </Button>
            <ShareButtons path={info.url} title={page.course.title} />
          </Group>
        </Stack>
      </Card>
      <Card padding="lg" component="section" aria-labelledby="photo-list-title">
        <Title order={2} size="h4" id="photo-list-title" mb="xs">
          {t('media.photoList')}
        </Title>
        {photos.length === 0 ? (
          <Text c="dimmed">{t('media.noRecord')}</Text>
        ) : (
          <PhotoRows photos={photos} canDownload={canDownload} />
        )}
      </Card>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        size={800}
        title={page.course.title}
        closeOnEscape
        closeOnClickOutside
        closeButtonProps={{ 'aria-label': t('media.close') }}
      >
        {/* The body scrolls at 500px at most (spec 001); focusable so the keyboard can scroll it too. */}
        <Box mah={500} style={{ overflowY: 'auto' }} tabIndex={0} role="region" aria-label={alt}>
          {preview && (
            <Image
              src={preview}
              alt={alt}
              radius="sm"
              onClick={() => setOpened(false)}
              style={{ cursor: 'zoom-out' }}
              data-testid="photo-modal-image"
            />
          )}
        </Box>
      </Modal>
    </Stack>
  );
}
