import { ApiError, CATALOGUE_SLUGS, type CatalogueSlug } from '@mahir/shared';
import {
  type CatalogueState,
  catalogueCalls,
  catalogueSearchParams,
  readCatalogueState,
} from '@mahir/shared/rules/catalogue-state';
import { EmptyState, ErrorState, LoadingState, useApiQuery } from '@mahir/ui';
import { routes } from '@mahir/ui/routes';
import { Button, Container, Stack } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'wouter';
import { CatalogueHero } from './CatalogueHero';
import { CatalogueResults, useCatalogueSearch } from './CatalogueResults';
import { CatalogueSearchForm } from './CatalogueSearchForm';
import { PartnersStrip } from './PartnersStrip';
import { SubCategoryFilter } from './SubCategoryFilter';

/**
 * `/kursus/:category`: the catalogue of one category (spec 001 §2) with its hero, keyword search, filter row,
 * card grid and pagination. Keyword, filter and page live in the URL so back and forward replay them.
 */
export function CataloguePage() {
  const { t } = useTranslation();
  const { category = '' } = useParams<{ category: string }>();
  const [params, setParams] = useSearchParams();
  const state = readCatalogueState(params);
  const query = useApiQuery(
    routes.catalogue.category,
    catalogueCalls(category as CatalogueSlug, state).category,
    { staleTime: 5 * 60_000, retry: (count, err) => err.status !== 404 && count < 1 },
  );
  const known = (CATALOGUE_SLUGS as readonly string[]).includes(category);
  useCatalogueSearch(category as CatalogueSlug, state, known);
  const title = query.data?.category.title;
  useEffect(() => {
    if (title) document.title = `${title} · Mahir`;
  }, [title]);

  if (query.isPending) return <LoadingState />;
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404)
      return (
        <EmptyState message={t('catalogue.unknownCategory')}>
          <Button component={Link} href="/kursus/all" variant="light">
            {t('catalogue.allCourses')}
          </Button>
        </EmptyState>
      );
    return (
      <Container size="xl" py="xl">
        <ErrorState error={query.error} onRetry={() => query.refetch()} />
      </Container>
    );
  }

  const { category: cat } = query.data;
  const go = (next: Partial<CatalogueState>) => setParams(catalogueSearchParams({ ...state, ...next }));
  return (
    <>
      <CatalogueHero category={cat}>
        <CatalogueSearchForm
          keyword={state.keyword}
          subCategory={state.subCategory}
          onSearch={(keyword) => go({ keyword, page: 1 })}
        />
      </CatalogueHero>
      <Container size="xl" py="xl">
        <Stack gap="xl">
          {cat.sub_category.length > 0 && (
            <SubCategoryFilter
              filters={cat.sub_category}
              value={state.subCategory}
              onChange={(subCategory) => go({ subCategory, page: 1 })}
            />
          )}
          <CatalogueResults
            category={cat.slug}
            state={state}
            onPage={(page) => {
              go({ page });
              window.scrollTo({ top: 0, behavior: 'smooth' });
            }}
          />
          {cat.partners.length > 0 && <PartnersStrip partners={cat.partners} />}
        </Stack>
      </Container>
    </>
  );
}
