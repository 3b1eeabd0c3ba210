import { Box } from '@mantine/core';
import type { ReactNode } from 'react';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

/**
 * Whole counts per day as the kit's bars (logins of a month, subscribers of a week), inside an image box
 * whose label says the total; recharts loads only with the screens that draw one.
 */
export function DayBarChart({
  data,
  series,
  label,
  height = 300,
  testId,
  everyTick = false,
  dayLabel,
}: {
  data: { day: string; total: number }[];
  /** What a bar counts, in the tooltip ('Login', 'Subscribers'). */
  series: string;
  /** The image's accessible label. */
  label: string;
  height?: number;
  testId?: string;
  /** Every day's tick, for a short range; otherwise the axis keeps its first and last. */
  everyTick?: boolean;
  dayLabel?: (day: ReactNode) => ReactNode;
}) {
  return (
    <Box role="img" aria-label={label} h={height} data-testid={testId}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 8, right: 8, bottom: 8, left: -16 }} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis
            dataKey="day"
            tick={{ fontSize: 12, fill: '#495057' }}
            interval={everyTick ? undefined : 'preserveStartEnd'}
          />
          <YAxis allowDecimals={false} tick={{ fontSize: 12, fill: '#495057' }} />
          <Tooltip formatter={(value) => [value, series]} labelFormatter={dayLabel} />
          <Bar dataKey="total" name={series} fill="var(--mantine-color-mahir-7)" radius={[3, 3, 0, 0]} />
        </BarChart>
      </ResponsiveContainer>
    </Box>
  );
}
