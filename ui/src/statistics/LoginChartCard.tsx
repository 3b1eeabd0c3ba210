import { Button, Card, Group, Text, Title, type TitleOrder } from '@mantine/core';
import { IconArrowBackUp } from '@tabler/icons-react';
import { useUiLanguage } from '../language';
import { ErrorState, LoadingState } from '../StateViews';
import { LoginChart } from './LoginChart';

/**
 * The month's login chart of a statistics screen, for every listed user or the one picked through
 * 'Display Chart' (then 'Show all users' goes back).
 */
export function LoginChartCard({
  period,
  who,
  onShowAll,
  query,
  titleOrder = 2,
  height,
  withBorder,
}: {
  /** 'January 2026'. */
  period: string;
  who: string;
  /** Given while one user is charted. */
  onShowAll: (() => void) | null;
  query: {
    isPending: boolean;
    isError: boolean;
    error: unknown;
    data: { date: string[]; total: number[] } | undefined;
    refetch: () => unknown;
  };
  titleOrder?: TitleOrder;
  height?: number;
  withBorder?: boolean;
}) {
  const { t } = useUiLanguage();
  return (
    <Card padding="lg" withBorder={withBorder}>
      <Group justify="space-between" mb="sm" wrap="wrap">
        <div>
          <Title order={titleOrder} fz="lg">
            {t('statistics.chartTitle')}
          </Title>
          <Text size="sm" c="dimmed" data-testid="chart-scope">
            {period} · {who}
          </Text>
        </div>
        {onShowAll && (
          <Button
            variant="subtle"
            leftSection={<IconArrowBackUp size={16} aria-hidden />}
            onClick={onShowAll}
          >
            {t('statistics.showAllUsers')}
          </Button>
        )}
      </Group>
      {query.isPending ? (
        <LoadingState />
      ) : query.isError || !query.data ? (
        <ErrorState error={query.error} onRetry={() => query.refetch()} />
      ) : (
        <LoginChart
          date={query.data.date}
          total={query.data.total}
          label={`${period}, ${who}`}
          height={height}
        />
      )}
    </Card>
  );
}
