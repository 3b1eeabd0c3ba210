import type { HrListedUser } from '@mahir/shared';
import { routeKey, useApi, useApiMutation } from '@mahir/ui';
import { routes } from '@mahir/ui/routes';
import { type ListedUsersSource, ListedUsersTable } from '@mahir/ui/statistics';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../components/ConfirmModal';

type User = { id: number; name: string };

/** The listed users of the HR user's company for the month, with Remove User behind a confirmation. */
export function CompanyUsersTable({
  month,
  year,
  onDisplayChart,
  onRemoved,
}: {
  month: number;
  year: number;
  onDisplayChart: (user: User) => void;
  onRemoved: (userId: number, message: string) => void;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const [removing, setRemoving] = useState<User | null>(null);
  const source = useMemo((): ListedUsersSource<HrListedUser> => {
    const input = (page: number, search: string) => ({
      query: { page },
      body: { search: search || undefined, month, year },
    });
    return {
      queryKey: (page, search) => routeKey(routes.hrStatistics.listed, input(page, search)),
      load: (page, search) => api.data(routes.hrStatistics.listed, input(page, search)),
    };
  }, [api, month, year]);
  const remove = useApiMutation(routes.hrStatistics.removeUser, {
    onSuccess: ({ message }, { body }) => onRemoved(Number(body.user_id), message ?? t('hr.removed')),
    // Spec 001 §8: statistics failures go to the console only.
    onError: (err) => console.error('statistic/remove_user failed', err),
  });
  return (
    <>
      <ListedUsersTable source={source} onDisplayChart={onDisplayChart} onRemove={setRemoving} />
      <ConfirmModal
        opened={removing !== null}
        onClose={() => setRemoving(null)}
        title={t('hr.removeUser')}
        message={removing ? t('hr.confirmRemove', { name: removing.name }) : ''}
        onConfirm={() => removing && remove.mutate({ body: { user_id: removing.id } })}
      />
    </>
  );
}
