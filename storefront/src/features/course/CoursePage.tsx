import { ApiError, type CoursePageData } from '@mahir/shared';
import { ErrorState, LoadingState, useApiQuery } from '@mahir/ui';
import { routes } from '@mahir/ui/routes';
import { Box, Button, Container, Grid, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'wouter';
import { RelatedCourses } from '../catalogue';
import { CourseMediaSection } from '../course-media';
import { FeedbackSection } from '../feedback';
import { QnaSection } from '../qna';
import { QuizScores } from '../quiz';
import { UnsubscribeBox } from '../subscription';
import { WishlistToggle } from '../wishlist';
import { MODULES_ANCHOR } from './AccessAction';
import { CourseAbout } from './CourseAbout';
import { CourseHeader } from './CourseHeader';
import { PricingBox } from './PricingBox';
import { TutorInfoCard } from './TutorInfoCard';

/** Marks a section another area renders, without adding a box to the layout. */
function Area({ name, children }: { name: string; children: ReactNode }) {
  return (
    <div data-area={name} style={{ display: 'contents' }}>
      {children}
    </div>
  );
}

function CourseLayout({ page }: { page: CoursePageData }) {
  const { viewer } = page;
  return (
    <>
      <CourseHeader page={page} />
      <Container size="xl" py="xl">
        <Grid gutter="xl">
          {/* On phones the pricing box comes first, right under the header; on desktop it is the sidebar. */}
          <Grid.Col span={{ base: 12, md: 4 }} order={{ base: 1, md: 2 }}>
            <Stack gap="md">
              <PricingBox page={page} />
              {viewer.logged_in && viewer.can_wishlist && (
                <Area name="wishlist">
                  <WishlistToggle courseId={page.course.id} initial={viewer.wishlist_status} />
                </Area>
              )}
              <TutorInfoCard tutor={page.tutor} />
              <Area name="subscription">
                <UnsubscribeBox page={page} />
              </Area>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 2, md: 1 }}>
            <Stack gap="xl">
              <Box id={MODULES_ANCHOR} data-area="course-media" style={{ scrollMarginTop: 80 }}>
                <CourseMediaSection page={page} />
              </Box>
              <CourseAbout course={page.course} />
              <Area name="quiz">
                <QuizScores page={page} />
              </Area>
              <Area name="qna">
                <QnaSection page={page} />
              </Area>
              <Area name="feedback">
                <FeedbackSection page={page} />
              </Area>
              <Area name="catalogue">
                <RelatedCourses page={page} />
              </Area>
            </Stack>
          </Grid.Col>
        </Grid>
      </Container>
    </>
  );
}

/** `/course/:hashslug`: the course page with its sections, pricing box and tutor card. */
export function CoursePage() {
  const { t } = useTranslation();
  const { hashslug = '' } = useParams<{ hashslug: string }>();
  const query = useApiQuery(routes.coursePage.page, { params: { hashslug } }, { retry: false });
  const title = query.data?.course.title;

  useEffect(() => {
    if (!title) return;
    const previous = document.title;
    document.title = `${title} | Mahir`;
    return () => {
      document.title = previous;
    };
  }, [title]);

  if (query.isPending) return <LoadingState />;
  if (query.error instanceof ApiError && query.error.status === 404)
    return (
      <Container size="sm" py={64}>
        <Stack align="center" gap="md">
          <Title order={1} size="h2">
            {t('course.notFound')}
          </Title>
          <Text c="dimmed" ta="center">
            {t('course.notFoundText')}
          </Text>
          <Button component={Link} href="/kursus/all" variant="light">
            {t('course.seeAll')}
          </Button>
        </Stack>
      </Container>
    );
  if (query.isError)
    return (
      <Container size="sm" py="xl">
        <ErrorState error={query.error} onRetry={() => query.refetch()} />
      </Container>
    );
  return <CourseLayout page={query.data} />;
}
