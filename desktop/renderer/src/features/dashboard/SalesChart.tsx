import { formatRM } from '@mahir/shared';
import { Box, Text } from '@mantine/core';
import { Area, AreaChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { chartRows } from './chart-format';

/** Paid sales per Malaysia day in RM (the API answers sen). */
export function SalesChart({ date, total, label }: { date: string[]; total: number[]; label: string }) {
  const data = chartRows(date, total);
  const sum = total.reduce((s, t) => s + t, 0);
  return (
    <Box>
      <Box role="img" aria-label={`Sales, ${label}: ${formatRM(sum)}`} h={320}>
        <ResponsiveContainer width="100%" height="100%">
          <AreaChart
            data={data}
            margin={{ top: 8, right: 12, bottom: 8, left: 8 }}
            accessibilityLayer={false}
          >
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis
              dataKey="day"
              tick={{ fontSize: 12, fill: '#495057' }}
              interval="preserveStartEnd"
              minTickGap={16}
            />
            <YAxis
              tick={{ fontSize: 12, fill: '#495057' }}
              tickFormatter={(sen: number) => `RM ${Math.round(sen / 100).toLocaleString('en-MY')}`}
              width={80}
            />
            <Tooltip formatter={(value) => [formatRM(Number(value)), 'Sales']} />
            <Area
              type="monotone"
              dataKey="total"
              name="Sales"
              stroke="var(--mantine-color-mahir-7)"
              fill="var(--mantine-color-mahir-2)"
              strokeWidth={2}
            />
          </AreaChart>
        </ResponsiveContainer>
      </Box>
      <Text size="sm" c="dimmed" ta="center" mt={4} data-testid="chart-total">
        {label}: {formatRM(sum)}
      </Text>
    </Box>
  );
}
