import type { CatalogueSlug } from '@mahir/shared';
import { type CatalogueState, catalogueCalls } from '@mahir/shared/rules/catalogue-state';
import { EmptyState, ErrorState, LoadingState, useApiQuery } from '@mahir/ui';
import { AppPagination } from '@mahir/ui/AppPagination';
import { routes } from '@mahir/ui/routes';
import { Center, Group, Loader, Stack, Title } from '@mantine/core';
import { keepPreviousData } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/i18n';
import { CourseGrid } from './CourseGrid';

/**
 * One page of cards for a catalogue state. The page starts it together with the category call, so the cards
 * (and their banners, the largest paint) do not wait for the category to answer first.
 */
export function useCatalogueSearch(category: CatalogueSlug, state: CatalogueState, enabled = true) {
  return useApiQuery(routes.catalogue.search, catalogueCalls(category, state).search, {
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** The card grid of a catalogue page with its count and server-side pagination. */
export function CatalogueResults({
  category,
  state,
  onPage,
}: {
  category: CatalogueSlug;
  state: CatalogueState;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  const { formatNumber } = useLanguage();
  const query = useCatalogueSearch(category, state);
  if (query.isPending) return <LoadingState />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => query.refetch()} />;
  const result = query.data;
  return (
    <Stack
      gap="md"
      component="section"
      aria-labelledby="catalogue-results-heading"
      aria-busy={query.isFetching}
    >
      <Group justify="space-between">
        <Title order={2} fz="lg" id="catalogue-results-heading">
          {t('catalogue.resultCount', { count: formatNumber(result.total) })}
        </Title>
        {query.isFetching && <Loader size="sm" role="status" aria-label={t('catalogue.loading')} />}
      </Group>
      {result.data.length === 0 ? (
        <EmptyState />
      ) : (
        <CourseGrid cards={result.data} perMonth={category === 'tutor'} />
      )}
      {result.last_page > 1 && (
        <Center component="nav" aria-label={t('catalogue.pages')}>
          <AppPagination
            total={result.last_page}
            value={Math.min(state.page, result.last_page)}
            onChange={onPage}
            siblings={1}
            boundaries={1}
          />
        </Center>
      )}
    </Stack>
  );
}
