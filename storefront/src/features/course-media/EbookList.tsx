import { type CoursePageData, routeUrl, type VodEbookComponent } from '@mahir/shared';
import { offlineEbookType } from '@mahir/shared/offline/offline-file-type';
import { isPdf } from '@mahir/shared/rules/media-file';
import { routes } from '@mahir/ui/routes';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconBook, IconDownload, IconEye } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OfflineSaveButton } from '../offline';
import { FileTitle, LockIcon } from './MediaRowIcons';
import { type PdfDocument, PdfModal } from './PdfModal';

function EbookRow({
  course,
  ebook,
  onView,
}: {
  course: { id: number; title: string };
  ebook: VodEbookComponent;
  onView: (doc: PdfDocument) => void;
}) {
  const { t } = useTranslation();
  const viewable = ebook.url !== null && isPdf(ebook.extension);
  return (
    <Group justify="space-between" wrap="wrap" gap="sm" py={8} data-testid="ebook-row">
      <FileTitle icon={IconBook} title={ebook.title} extension={ebook.extension} sizeName={ebook.size_name} />
      {ebook.url ? (
        <Group gap="xs">
          {viewable && (
            <Button
              size="xs"
              variant="default"
              leftSection={<IconEye size={14} aria-hidden />}
              onClick={() => ebook.url && onView({ url: ebook.url, title: ebook.title })}
              aria-label={t('media.previewOf', { title: ebook.title })}
            >
              {t('media.preview')}
            </Button>
          )}
          <Button
            size="xs"
            component="a"
            href={routeUrl(routes.media.ebookDownload, { params: { hashslug: ebook.hashslug } })}
            leftSection={<IconDownload size={14} aria-hidden />}
            aria-label={t('media.downloadNamed', { title: ebook.title })}
          >
            {t('media.download')}
          </Button>
          {/* Offline a PDF opens in the same viewer; an EPUB or a ZIP is saved to the device from Downloads. */}
          {offlineEbookType(ebook.extension) && (
            <OfflineSaveButton
              course={course}
              item={{ kind: 'ebook', hashslug: ebook.hashslug, title: ebook.title }}
            />
          )}
        </Group>
      ) : (
        <LockIcon label={t('media.lockedRead')} />
      )}
    </Group>
  );
}

/**
 * 'Senarai Ebook': each ebook with a preview and a download for subscribers, a lock for others. Everyone may
 * open the course's own preview PDF, when the tutor uploaded one.
 */
export function EbookList({ page, ebooks }: { page: CoursePageData; ebooks: VodEbookComponent[] }) {
  const { t } = useTranslation();
  const [doc, setDoc] = useState<PdfDocument | null>(null);
  const preview = page.course.preview_url;
  return (
    <Card padding="lg" component="section" aria-labelledby="ebook-list-title">
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h4" id="ebook-list-title">
          {t('media.ebookList')}
        </Title>
        {preview && isPdf(preview) && (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconEye size={14} aria-hidden />}
            onClick={() =>
              setDoc({ url: preview, title: t('media.previewOf', { title: page.course.title }) })
            }
          >
            {t('media.ebookPreview')}
          </Button>
        )}
      </Group>
      <Stack gap={0}>
        {ebooks.length === 0 ? (
          <Text c="dimmed">{t('media.noRecord')}</Text>
        ) : (
          ebooks.map((ebook) => (
            <EbookRow key={ebook.hashslug} course={page.course} ebook={ebook} onView={setDoc} />
          ))
        )}
      </Stack>
      <PdfModal doc={doc} onClose={() => setDoc(null)} />
    </Card>
  );
}
