import { Button, SegmentedControl } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from './PageHeader';

/** The status a list is filtered to, or all of them; a new choice goes back to the first page. */
export function useStatusFilter<S extends string>(list: { setPage: (page: number) => void }) {
  const [status, setStatus] = useState<'all' | S>('all');
  return {
    status,
    /** What the list route's `status` query takes: undefined for all. */
    only: status === 'all' ? undefined : status,
    choose: (next: 'all' | S) => {
      setStatus(next);
      list.setPage(1);
    },
  };
}

/** A status-filtered list's heading (title and Refresh) above the statuses to choose from, All first. */
export function StatusListHeader<S extends string>({
  title,
  statuses,
  filter,
  query,
}: {
  title: string;
  statuses: readonly S[];
  filter: ReturnType<typeof useStatusFilter<S>>;
  query: { isFetching: boolean; refetch: () => unknown };
}) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={title}>
        <Button variant="default" loading={query.isFetching} onClick={() => void query.refetch()}>
          {t('common.refresh')}
        </Button>
      </PageHeader>
      <SegmentedControl
        aria-label={t('common.status')}
        w="fit-content"
        value={filter.status}
        onChange={(v) => filter.choose(v as 'all' | S)}
        data={['all' as const, ...statuses].map((f) => ({
          value: f,
          label: f === 'all' ? t('common.all') : t(`status.${f}`),
        }))}
      />
    </>
  );
}
