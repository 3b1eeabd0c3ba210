import { Box, Text } from '@mantine/core';
import { useUiLanguage } from '../language';
import { DayBarChart } from './DayBarChart';

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
  const { t } = useUiLanguage();
  const data = date.map((day, i) => ({ day, total: total[i] ?? 0 }));
  const sum = data.reduce((s, d) => s + d.total, 0);
  return (
    <Box>
      <DayBarChart
        data={data}
        series="Login"
        label={t('statistics.logins', { label, sum })}
        height={height}
        testId="login-chart"
        dayLabel={(day) => t('statistics.day', { day: String(day) })}
      />
      <Text size="sm" c="dimmed" ta="center" mt={4} data-testid="chart-total">
        {t('statistics.logins', { label, sum })}
      </Text>
    </Box>
  );
}
