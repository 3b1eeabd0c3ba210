import { tutorCourseContract as api } from '@mahir/shared/contract/tutor-course.contract';
import { Button, SimpleGrid } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BannerUploadField, UploadField } from '../../../components/UploadField';
import { VideoModal } from '../../../components/VideoModal';
import { useUpload } from '../../../lib/use-upload';
import type { CourseFormValues } from '../course-form';
import type { SectionProps } from '../section-props';

/** The course banner (resolution) and preview video (duration, play button). */
export function CourseMediaFields({ form, readOnly }: SectionProps<CourseFormValues>) {
  const v = form.getValues();
  const [playing, setPlaying] = useState<string | null>(null);
  const { t } = useTranslation();
  const banner = useUpload(api.uploadBanner, {
    fields: { preview: 1 },
    onAccepted: (a) =>
      form.setValues({
        preview_banner: a.url ?? null,
        banner_full_url: a.full_url ?? null,
        banner_resolution: a.resolution ?? '',
      }),
    onRejected: () => form.setValues({ preview_banner: null, banner_full_url: null, banner_resolution: '' }),
  });
  const preview = useUpload(api.uploadVideo, {
    fields: { preview: 1 },
    resumable: true,
    onAccepted: (a) =>
      form.setValues({
        preview_url: a.url ?? null,
        preview_full_url: a.full_url ?? null,
        preview_duration: a.duration ?? '',
      }),
    onRejected: () => form.setValues({ preview_url: null, preview_full_url: null, preview_duration: '' }),
  });
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} mt="md">
      <BannerUploadField label={t('course.banner')} upload={banner} values={v} disabled={readOnly} />
      <UploadField
        label={t('course.previewVideo')}
        accept="video/mp4"
        state={preview.state}
        detail={v.preview_duration || (v.preview_url ? t('editor.uploaded') : '')}
        onFile={(f) => void preview.start(f)}
        disabled={readOnly}
        action={
          v.preview_full_url ? (
            <Button
              size="xs"
              variant="light"
              leftSection={<IconPlayerPlay size={14} />}
              onClick={() => setPlaying(v.preview_full_url)}
            >
              {t('editor.play')}
            </Button>
          ) : null
        }
      />
      <VideoModal url={playing} onClose={() => setPlaying(null)} />
    </SimpleGrid>
  );
}
