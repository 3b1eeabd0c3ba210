import { type CoursePageData, formatDuration } from '@mahir/shared';
import { StarRating } from '@mahir/ui';
import { ResponsiveImage } from '@mahir/ui/ResponsiveImage';
import {
  Anchor,
  Badge,
  Box,
  Breadcrumbs,
  Button,
  Container,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconClock, IconListDetails, IconMessages, IconPlayerPlay, IconUsers } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { PreviewModal } from './PreviewModal';

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Group gap={6} wrap="nowrap">
      {icon}
      <Text size="sm">{children}</Text>
    </Group>
  );
}

/** The course page's header: breadcrumb, title, tags, rating, counts, banner and the preview button. */
export function CourseHeader({ page }: { page: CoursePageData }) {
  const { t } = useTranslation();
  const { course } = page;
  const [previewOpen, preview] = useDisclosure(false);
  const hasVideoPreview = course.preview_url !== null && (course.preview_mime ?? '').startsWith('video/');
  const iconProps = { size: 18, stroke: 1.6, 'aria-hidden': true } as const;

  return (
    <Box bg="mahir.0" py={{ base: 'lg', md: 40 }}>
      <Container size="xl">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl" verticalSpacing="lg">
          <Stack gap="sm">
            <Breadcrumbs separator="›" aria-label={t('course.breadcrumb')} style={{ flexWrap: 'wrap' }}>
              <Anchor component={Link} href="/" size="sm">
                {t('course.home')}
              </Anchor>
              <Anchor component={Link} href={`/kursus/${course.category.slug}`} size="sm">
                {course.category.name}
              </Anchor>
              <Text size="sm" c="dimmed">
                {course.sub_category.name}
              </Text>
            </Breadcrumbs>
            <Title order={1} fz={{ base: 26, md: 34 }} style={{ overflowWrap: 'anywhere' }}>
              {course.title}
            </Title>
            <Group gap="xs" align="center">
              <Text fw={700} size="sm">
                {course.feedback_rate.toFixed(1)}
              </Text>
              <StarRating value={course.feedback_rate} size={14} />
              <Text size="sm" c="dimmed">
                {t('course.reviewsCount', { count: course.feedback_count })}
              </Text>
            </Group>
            <Group gap="md">
              <Fact icon={<IconUsers {...iconProps} />}>
                {t('course.subscribersCount', { count: course.all_subscribers })}
              </Fact>
              <Fact icon={<IconMessages {...iconProps} />}>
                {t('course.discussionsCount', { count: course.all_discussions })}
              </Fact>
              {course.total_modules > 0 && (
                <Fact icon={<IconListDetails {...iconProps} />}>
                  {t('course.modulesCount', { count: course.total_modules })}
                </Fact>
              )}
              {course.course_duration > 0 && (
                <Fact icon={<IconClock {...iconProps} />}>{formatDuration(course.course_duration)}</Fact>
              )}
            </Group>
            {course.tags.length > 0 && (
              <Group gap={6} aria-label={t('course.tags')}>
                {course.tags.map((tag) => (
                  <Badge
                    key={tag.name}
                    component={Link}
                    href={tag.link}
                    variant="outline"
                    color="mahir.8"
                    radius="sm"
                    tt="none"
                    style={{ cursor: 'pointer' }}
                  >
                    {tag.name}
                  </Badge>
                ))}
              </Group>
            )}
            {hasVideoPreview && (
              <Group>
                <Button leftSection={<IconPlayerPlay size={18} aria-hidden />} onClick={preview.open}>
                  {t('course.preview')}
                </Button>
              </Group>
            )}
          </Stack>
          {course.banner && (
            <ResponsiveImage
              src={course.banner}
              alt=""
              sizes="(min-width: 48em) 50vw, 100vw"
              maxWidth={640}
              aspectRatio="16 / 9"
              radius="var(--mantine-radius-md)"
              eager
            />
          )}
        </SimpleGrid>
      </Container>
      {hasVideoPreview && course.preview_url && (
        <PreviewModal
          opened={previewOpen}
          onClose={preview.close}
          src={course.preview_url}
          title={course.title}
        />
      )}
    </Box>
  );
}
