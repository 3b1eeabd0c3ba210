import { tutorDashboardContract as api } from '@mahir/shared/contract/tutor-dashboard.contract';
import { QueryState, useApiQuery } from '@mahir/ui';
import { Card, SimpleGrid, Stack, Title } from '@mantine/core';
import { IconBooks, IconCoin, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/PageHeader';
import { useFormat } from '../../i18n/format';
import { StatCard } from './StatCard';
import { SubscriberChart } from './SubscriberChart';

function WeeklySubscribers() {
  const query = useApiQuery(api.subscriberWeekly, {}, { staleTime: 30_000 });
  return <QueryState query={query}>{(w) => <SubscriberChart date={w.date} total={w.total} />}</QueryState>;
}

/** Tutor dashboard (spec 002 §2): their commission, courses and students, and new subscribers this week. */
export function TutorDashboard() {
  const query = useApiQuery(api.summary, {}, { staleTime: 30_000 });
  const { t } = useTranslation();
  const f = useFormat();
  return (
    <>
      <PageHeader title={t('dashboard.title')} />
      <Stack>
        <QueryState query={query}>
          {(d) => (
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <StatCard
                label={t('dashboard.totalCommissions')}
                value={f.ringgit(d.total_commissions)}
                icon={IconCoin}
              />
              <StatCard
                label={t('dashboard.totalCourses')}
                value={f.number(d.total_courses)}
                icon={IconBooks}
              />
              <StatCard
                label={t('dashboard.totalStudents')}
                value={f.number(d.total_students)}
                icon={IconUsers}
              />
            </SimpleGrid>
          )}
        </QueryState>
        <Card withBorder padding="md">
          <Title order={3} fz="lg" mb="sm">
            {t('dashboard.weeklySubscribers')}
          </Title>
          <WeeklySubscribers />
        </Card>
      </Stack>
    </>
  );
}
