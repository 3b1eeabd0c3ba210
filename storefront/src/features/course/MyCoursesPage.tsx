import { EmptyState, LoadingState, QueryState, useApiQuery, useSession } from '@mahir/ui';
import { routes } from '@mahir/ui/routes';
import { Button, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { MyCertificates } from '../certificates';
import { MyCourseCard } from './MyCourseCard';

const LOGIN = '/login?redirect=/my/courses';

/** `/my/courses`: the logged-in user's subscribed courses with their progress; visitors log in first. */
export function MyCoursesPage() {
  const { t } = useTranslation();
  const { user, isLoading } = useSession();
  const [, navigate] = useLocation();
  const query = useApiQuery(routes.coursePage.myCourses, {}, { enabled: user !== null });

  useEffect(() => {
    if (!isLoading && !user) navigate(LOGIN, { replace: true });
  }, [isLoading, user, navigate]);

  if (isLoading || !user) return <LoadingState />;
  return (
    <Container size="xl" py="xl">
      <Stack gap={4} mb="lg">
        <Title order={1}>{t('myCourses.title')}</Title>
        <Text c="dimmed">{t('myCourses.intro')}</Text>
      </Stack>
      <QueryState
        query={query}
        isEmpty={(data) => data.courses.length === 0}
        empty={
          <EmptyState>
            <Button component={Link} href="/kursus/all" variant="light">
              {t('course.seeAll')}
            </Button>
          </EmptyState>
        }
      >
        {(data) => (
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
            {data.courses.map((course) => (
              <MyCourseCard key={course.id} course={course} />
            ))}
          </SimpleGrid>
        )}
      </QueryState>
      {/* Once the courses are in: placed before, the certificates were pushed down as the cards arrived (a 0.19 layout shift). */}
      {!query.isPending && <MyCertificates />}
    </Container>
  );
}
