import { DayBarChart } from '@mahir/ui/statistics';
import { Box, Text } from '@mantine/core';
import { chartRows } from './chart-format';

/** New subscribers per day over the last seven days, as bars. */
export function SubscriberChart({ date, total }: { date: string[]; total: number[] }) {
  const data = chartRows(date, total);
  const sum = total.reduce((s, t) => s + t, 0);
  return (
    <Box>
      <DayBarChart
        data={data}
        series="Subscribers"
        label={`New subscribers, last 7 days: ${sum}`}
        everyTick
      />
      <Text size="sm" c="dimmed" ta="center" mt={4} data-testid="weekly-total">
        Last 7 days: {sum} new subscribers
      </Text>
    </Box>
  );
}
