import { Box, Text } from '@mantine/core';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

/** Total logins per day of the month as bars (recharts loads only with the statistics screens). */
export function LoginChart({
  date,
  total,
  label,
  height = 300,
}: {
  date: string[];
  total: number[];
  label: string;
  height?: number;
}) {
  const data = date.map((day, i) => ({ day, total: total[i] ?? 0 }));
  const sum = data.reduce((s, d) => s + d.total, 0);
  return (
    <Box>
      <Box role="img" aria-label={`${label}: ${sum} logins`} h={height} data-testid="login-chart">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart
            data={data}
            margin={{ top: 8, right: 8, bottom: 8, left: -16 }}
            accessibilityLayer={false}
          >
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="day" tick={{ fontSize: 12, fill: '#495057' }} interval="preserveStartEnd" />
            <YAxis allowDecimals={false} tick={{ fontSize: 12, fill: '#495057' }} />
            <Tooltip formatter={(value) => [value, 'Login']} labelFormatter={(day) => `Day ${day}`} />
            <Bar dataKey="total" name="Login" fill="var(--mantine-color-mahir-7)" radius={[3, 3, 0, 0]} />
          </BarChart>
        </ResponsiveContainer>
      </Box>
      <Text size="sm" c="dimmed" ta="center" mt={4} data-testid="chart-total">
        {label}: {sum} logins
      </Text>
    </Box>
  );
}
