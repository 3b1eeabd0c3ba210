import type { CoursePageData, VodAudioComponent, VodCourseInfo, VodEbookComponent } from '@mahir/shared';
import { QueryState } from '@mahir/ui';
import { Stack } from '@mantine/core';
import { AttachmentList } from './AttachmentList';
import { AudioSection } from './AudioSection';
import { EbookList } from './EbookList';
import { PhotoGallery } from './PhotoGallery';
import { useCourseInfo } from './useCourseMedia';
import { VideoCourseSection } from './VideoCourseSection';

function KindSection({ page, info }: { page: CoursePageData; info: VodCourseInfo }) {
  const parts = info.digital_asset_components;
  switch (page.course.kind) {
    case 'audio':
      return (
        <AudioSection page={page} topics={parts.filter((c): c is VodAudioComponent => c.type === 'audio')} />
      );
    case 'ebook':
      return (
        <EbookList page={page} ebooks={parts.filter((c): c is VodEbookComponent => c.type === 'ebook')} />
      );
    case 'photo':
      return <PhotoGallery page={page} info={info} />;
    default:
      return null;
  }
}

/**
 * The course page's media: the player and 'Modul' accordion (video and audio), the ebook list, the stock
 * photo preview and list, and the attachments, each locked or open by the viewer's subscription.
 */
export function CourseMediaSection({ page }: { page: CoursePageData }) {
  const info = useCourseInfo(page);
  return (
    <Stack gap="lg" data-testid="course-media" data-area="course-media">
      {/* The video section loads its own chapters, so it does not wait for the info. */}
      {page.course.kind === 'video' && <VideoCourseSection page={page} />}
      <QueryState query={info}>
        {(data) => (
          <>
            <KindSection page={page} info={data} />
            <AttachmentList attachments={data.course_attachments} />
          </>
        )}
      </QueryState>
    </Stack>
  );
}
