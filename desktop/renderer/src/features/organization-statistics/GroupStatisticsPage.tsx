import { malaysiaYearMonth } from '@mahir/shared/rules/malaysia-time';
import { ErrorState } from '@mahir/ui';
import { AddUsersModal, ListedUsersTable, LoginChartCard, StatisticsNotice } from '@mahir/ui/statistics';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../components/ConfirmModal';
import { PageHeader } from '../../components/PageHeader';
import { useFormat } from '../../i18n/format';
import { downloadPdf } from '../../lib/download';
import { GroupFilters } from './GroupFilters';
import {
  type GroupCalls,
  type GroupVariant,
  groupKeys,
  LANGUAGE_COLUMNS,
  listedOf,
  type Period,
  unlistedOf,
  useGroupCalls,
} from './group-calls';

/** The month's chart for the group's listed users, or the one user picked with 'Display Chart'. */
function ChartCard({
  calls,
  groupId,
  period,
  userId,
  onShowAll,
}: {
  calls: GroupCalls;
  groupId: number;
  period: Period;
  userId: number | null;
  onShowAll: () => void;
}) {
  const { t } = useTranslation();
  const f = useFormat();
  const chart = useQuery({
    queryKey: groupKeys.chart(calls.variant, groupId, period, userId),
    queryFn: () => calls.statistics(groupId, period, userId ?? undefined),
    placeholderData: keepPreviousData,
  });
  const user = useQuery({
    queryKey: groupKeys.user(calls.variant, userId ?? 0),
    queryFn: () => calls.userDetail(userId ?? 0),
    enabled: userId !== null,
  });
  const label = `${f.month(period.month)} ${period.year}`;
  const who = userId === null ? t('statistics.allUsers') : (user.data?.name ?? '…');
  return (
    <LoginChartCard
      period={label}
      who={who}
      onShowAll={userId !== null ? onShowAll : null}
      query={chart}
      titleOrder={3}
      withBorder
    />
  );
}

/**
 * The group each variant's screen showed last, for this session: each screen keeps its own choice (an
 * organization's id is no company's id, and the other screen's choice must never be read as one).
 */
const lastChosen = new Map<GroupVariant, number | null>();

/**
 * Organization statistics or company (pm4biz) statistics (spec 002 §7), one screen for both: the group,
 * month and year, logins per day, the listed users with modules watched per language, Add and Remove User,
 * and the A3 PDF report.
 */
export function GroupStatisticsPage({ variant }: { variant: GroupVariant }) {
  const { t } = useTranslation();
  const calls = useGroupCalls(variant);
  const queryClient = useQueryClient();
  const today = malaysiaYearMonth(new Date());
  const [groupId, setChosen] = useState<number | null>(() => lastChosen.get(variant) ?? null);
  const setGroupId = (id: number | null) => {
    lastChosen.set(variant, id);
    setChosen(id);
  };
  const [period, setPeriod] = useState<Period>({ month: today.month, year: today.year });
  const [chartUser, setChartUser] = useState<number | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<{ id: number; name: string } | null>(null);
  const groups = useQuery({ queryKey: groupKeys.lists(variant), queryFn: () => calls.lists() });

  const refresh = () => queryClient.invalidateQueries({ queryKey: groupKeys.all(variant) });
  const remove = useMutation({
    mutationFn: (userId: number) => calls.removeUser(groupId ?? 0, userId),
    onSuccess: (message, userId) => {
      if (chartUser === userId) setChartUser(null);
      setNotice(message ?? t('statistics.userRemoved'));
      setRemoving(null);
      void refresh();
    },
    onError: (err) => console.error('statistic/remove_user failed', err),
  });
  const pdf = useMutation({
    mutationFn: (p: { id: number; period: Period }) =>
      downloadPdf(calls.reportUrl(p.id, p.period), calls.reportName(p.id, p.period)),
    onError: (err) => console.error('statistic report failed', err),
  });

  const reset = () => {
    setPeriod({ month: today.month, year: today.year });
    setGroupId(null);
    setChartUser(null);
    setNotice(null);
  };

  return (
    <>
      <PageHeader title={calls.title} />
      <GroupFilters
        calls={calls}
        groups={groups.data ?? []}
        groupId={groupId}
        period={period}
        currentYear={today.year}
        downloading={pdf.isPending}
        onGroup={(id) => {
          setGroupId(id);
          setChartUser(null);
          setNotice(null);
        }}
        onPeriod={setPeriod}
        onReset={reset}
        onPdf={() => groupId !== null && pdf.mutate({ id: groupId, period })}
      />
      {groups.isError && <ErrorState error={groups.error} onRetry={() => groups.refetch()} />}
      <StatisticsNotice notice={notice} mb="md" onClose={() => setNotice(null)} />
      {groupId === null ? (
        <Text c="dimmed" data-testid="pick-group">
          {calls.placeholder}
        </Text>
      ) : (
        <Stack gap="lg">
          <ChartCard
            calls={calls}
            groupId={groupId}
            period={period}
            userId={chartUser}
            onShowAll={() => setChartUser(null)}
          />
          <Card padding="lg" withBorder>
            <Group justify="space-between" mb="md" wrap="wrap">
              <Title order={3} fz="lg">
                {t('statistics.listedTitle')}
              </Title>
              <Button leftSection={<IconUserPlus size={18} aria-hidden />} onClick={() => setAdding(true)}>
                {t('statistics.addUser')}
              </Button>
            </Group>
            <ListedUsersTable
              source={listedOf(calls, groupId, period)}
              extraColumns={LANGUAGE_COLUMNS}
              minWidth={820}
              onDisplayChart={({ id }) => {
                setChartUser(id);
                window.scrollTo({ top: 0, behavior: 'smooth' });
              }}
              onRemove={setRemoving}
            />
          </Card>
          <AddUsersModal
            key={groupId}
            source={unlistedOf(calls, groupId)}
            opened={adding}
            onClose={() => setAdding(false)}
            onAdded={(message) => {
              setNotice(message);
              void refresh();
            }}
          />
        </Stack>
      )}
      <ConfirmModal
        opened={removing !== null}
        title={t('statistics.removeUser')}
        message={removing ? t('statistics.confirmRemove', { name: removing.name }) : ''}
        loading={remove.isPending}
        onYes={() => removing && remove.mutate(removing.id)}
        onClose={() => setRemoving(null)}
      />
    </>
  );
}
