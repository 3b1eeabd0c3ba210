import { tutorDashboardContract as api } from '@mahir/shared/contract/tutor-dashboard.contract';
import { formatRM } from '@mahir/shared/money/ringgit';
import { QueryState, useApiQuery } from '@mahir/ui';
import { Card, SimpleGrid, Stack, Title } from '@mantine/core';
import { IconBooks, IconCoin, IconUsers } from '@tabler/icons-react';
import { PageHeader } from '../../components/PageHeader';
import { StatCard } from './StatCard';
import { SubscriberChart } from './SubscriberChart';

function WeeklySubscribers() {
  const query = useApiQuery(api.subscriberWeekly, {}, { staleTime: 30_000 });
  return <QueryState query={query}>{(w) => <SubscriberChart date={w.date} total={w.total} />}</QueryState>;
}

/** Tutor dashboard (spec 002 §2): their commission, courses and students, and new subscribers this week. */
export function TutorDashboard() {
  const query = useApiQuery(api.summary, {}, { staleTime: 30_000 });
  return (
    <>
      <PageHeader title="Dashboard" />
      <Stack>
        <QueryState query={query}>
          {(d) => (
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <StatCard label="Total Commissions" value={formatRM(d.total_commissions)} icon={IconCoin} />
              <StatCard label="Total Courses" value={String(d.total_courses)} icon={IconBooks} />
              <StatCard
                label="Total Students"
                value={d.total_students.toLocaleString('en-MY')}
                icon={IconUsers}
              />
            </SimpleGrid>
          )}
        </QueryState>
        <Card withBorder padding="md">
          <Title order={3} fz="lg" mb="sm">
            Weekly Subscribers
          </Title>
          <WeeklySubscribers />
        </Card>
      </Stack>
    </>
  );
}
