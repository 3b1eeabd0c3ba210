import type { CoursePageData } from '@mahir/shared';
import { EmptyState, QueryState, useApiQuery } from '@mahir/ui';
import { routes } from '@mahir/ui/routes';
import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CourseGrid } from './CourseGrid';

/** 'PRODUK BERKAITAN': cards of published courses from the same sub-category (spec 001 §2). */
export function RelatedCourses({ page }: { page: CoursePageData }) {
  const { t } = useTranslation();
  const query = useApiQuery(routes.catalogue.related, {
    params: { hashSlug: page.course.hashslug, subId: page.course.sub_category.id },
  });
  return (
    <Stack gap="md" component="section" aria-labelledby="related-courses-heading">
      <Title order={2} fz="h3" id="related-courses-heading">
        {t('catalogue.related')}
      </Title>
      <QueryState query={query} isEmpty={(cards) => cards.length === 0} empty={<EmptyState />}>
        {(cards) => <CourseGrid cards={cards} compact perMonth={page.course.is_tutor} />}
      </QueryState>
    </Stack>
  );
}
