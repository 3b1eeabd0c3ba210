import { Pagination, type PaginationProps } from '@mantine/core';
import { useUiLanguage } from './language';

/** Mantine pagination with names on every button, so screen readers can tell the pages apart. */
export function AppPagination(props: Omit<PaginationProps, 'getItemProps' | 'getControlProps'>) {
  const { t } = useUiLanguage();
  return (
    <Pagination
      {...props}
      getItemProps={(n) => ({ 'aria-label': t('pagination.page', { page: n }) })}
      getControlProps={(control) => ({
        'aria-label':
          control === 'previous'
            ? t('pagination.previous')
            : control === 'next'
              ? t('pagination.next')
              : control === 'first'
                ? t('pagination.first')
                : t('pagination.last'),
      })}
    />
  );
}
