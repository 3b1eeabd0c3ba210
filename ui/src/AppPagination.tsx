import { Pagination, type PaginationProps } from '@mantine/core';

/** Mantine pagination with names on every button, so screen readers can tell the pages apart. */
export function AppPagination(props: Omit<PaginationProps, 'getItemProps' | 'getControlProps'>) {
  return (
    <Pagination
      {...props}
      getItemProps={(n) => ({ 'aria-label': `Halaman ${n}` })}
      getControlProps={(control) => ({
        'aria-label':
          control === 'previous'
            ? 'Halaman sebelumnya'
            : control === 'next'
              ? 'Halaman seterusnya'
              : control === 'first'
                ? 'Halaman pertama'
                : 'Halaman terakhir',
      })}
    />
  );
}
