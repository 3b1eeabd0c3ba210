import { monthNames } from '@mahir/shared/rules/long-date';
import { malaysiaYearMonth } from '@mahir/shared/rules/malaysia-time';
import { LoadingState, routeKey, useApi, useApiQuery } from '@mahir/ui';
import { routes } from '@mahir/ui/routes';
import {
  AddUsersModal,
  LoginChartCard,
  StatisticsNotice,
  type UnlistedUsersSource,
} from '@mahir/ui/statistics';
import { Alert, Button, Card, Container, Group, Stack, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconUserPlus } from '@tabler/icons-react';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/i18n';
import { useLoginRedirect } from '../../lib/use-login-redirect';
import { CompanyUsersTable } from './CompanyUsersTable';
import { StatisticsFilters } from './StatisticsFilters';

type ChartUser = { id: number; name: string };

/** The month's chart, for every listed user or the one picked through 'Display Chart'. */
function ChartCard({
  month,
  year,
  user,
  onShowAll,
}: {
  month: number;
  year: number;
  user: ChartUser | null;
  onShowAll: () => void;
}) {
  const { lang } = useLanguage();
  const { t } = useTranslation();
  const query = useApiQuery(
    routes.hrStatistics.statistics,
    { body: { month, year, user_id: user?.id } },
    { placeholderData: keepPreviousData },
  );
  const period = `${monthNames(lang)[month - 1]} ${year}`;
  const who = user ? user.name : t('hr.allUsers');
  return (
    <LoginChartCard
      period={period}
      who={who}
      onShowAll={user ? onShowAll : null}
      query={query}
      height={320}
    />
  );
}

/** The HR user's company members not yet listed, for the 'Add User' modal. */
function useCompanyUnlisted(): UnlistedUsersSource {
  const api = useApi();
  return useMemo(() => {
    const input = (modal_keyword: string) => ({ body: { modal_keyword } });
    return {
      queryKey: (keyword) => routeKey(routes.hrStatistics.unlisted, input(keyword)),
      load: (keyword) => api.data(routes.hrStatistics.unlisted, input(keyword)),
      add: async (ids) => (await api.call(routes.hrStatistics.addUser, { body: { ids } })).message,
    };
  }, [api]);
}

/** `/hr/statistics`: login statistics of the business plan's listed employees (HR users only). */
export function HrStatisticsPage() {
  const { t } = useTranslation();
  const session = useLoginRedirect();
  const queryClient = useQueryClient();
  const unlisted = useCompanyUnlisted();
  const today = malaysiaYearMonth(new Date());
  const [period, setPeriod] = useState(today);
  const [chartUser, setChartUser] = useState<ChartUser | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [adding, addModal] = useDisclosure(false);

  if (session.isLoading || !session.user) return <LoadingState />;
  if (!session.user.roles.includes('hr'))
    return (
      <Container size="sm" py="xl">
        <Alert color="red.9" role="alert">
          {t('hr.forbidden')}
        </Alert>
      </Container>
    );

  const refresh = () =>
    Promise.all(
      [routes.hrStatistics.listed, routes.hrStatistics.statistics, routes.hrStatistics.unlisted].map((r) =>
        queryClient.invalidateQueries({ queryKey: routeKey(r) }),
      ),
    );

  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            {t('hr.pageTitle')}
          </Title>
          <StatisticsFilters
            month={period.month}
            year={period.year}
            currentYear={today.year}
            onChange={setPeriod}
          />
        </Group>
        <StatisticsNotice notice={notice} onClose={() => setNotice(null)} />
        <ChartCard
          month={period.month}
          year={period.year}
          user={chartUser}
          onShowAll={() => setChartUser(null)}
        />
        <Card padding="lg">
          <Group justify="space-between" mb="md" wrap="wrap">
            <Title order={2} fz="lg">
              {t('hr.listedTitle')}
            </Title>
            <Button leftSection={<IconUserPlus size={18} aria-hidden />} onClick={addModal.open}>
              {t('hr.addUser')}
            </Button>
          </Group>
          <CompanyUsersTable
            month={period.month}
            year={period.year}
            onDisplayChart={(user) => {
              setChartUser(user);
              window.scrollTo({ top: 0, behavior: 'smooth' });
            }}
            onRemoved={(userId, message) => {
              if (chartUser?.id === userId) setChartUser(null);
              setNotice(message);
              void refresh();
            }}
          />
        </Card>
      </Stack>
      <AddUsersModal
        source={unlisted}
        opened={adding}
        onClose={addModal.close}
        onAdded={(message) => {
          setNotice(message);
          void refresh();
        }}
      />
    </Container>
  );
}
