import { Box, Text } from '@mantine/core';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { chartRows } from './chart-format';

/** New subscribers per day over the last seven days, as bars. */
export function SubscriberChart({ date, total }: { date: string[]; total: number[] }) {
  const data = chartRows(date, total);
  const sum = total.reduce((s, t) => s + t, 0);
  return (
    <Box>
      <Box role="img" aria-label={`New subscribers, last 7 days: ${sum}`} h={300}>
        <ResponsiveContainer width="100%" height="100%">
          <BarChart
            data={data}
            margin={{ top: 8, right: 8, bottom: 8, left: -16 }}
            accessibilityLayer={false}
          >
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="day" tick={{ fontSize: 12, fill: '#495057' }} />
            <YAxis allowDecimals={false} tick={{ fontSize: 12, fill: '#495057' }} />
            <Tooltip formatter={(value) => [value, 'Subscribers']} />
            <Bar
              dataKey="total"
              name="Subscribers"
              fill="var(--mantine-color-mahir-7)"
              radius={[3, 3, 0, 0]}
            />
          </BarChart>
        </ResponsiveContainer>
      </Box>
      <Text size="sm" c="dimmed" ta="center" mt={4} data-testid="weekly-total">
        Last 7 days: {sum} new subscribers
      </Text>
    </Box>
  );
}
