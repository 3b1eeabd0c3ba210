import { Box, Card, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useFormat } from '../../i18n/format';

/** Commission per day of the month as bars; amounts arrive in sen and show in RM. */
export function DailyEarningsChart({
  title,
  labels,
  totals,
}: {
  title: string;
  labels: string[];
  totals: number[];
}) {
  const { t } = useTranslation();
  const f = useFormat();
  const data = labels.map((day, i) => ({ day, rm: (totals[i] ?? 0) / 100 }));
  const sum = totals.reduce((s, v) => s + v, 0);
  return (
    <Card padding="md" mb="md">
      <Text fw={600} mb="xs">
        {title}
      </Text>
      <Box role="img" aria-label={`${title}: ${f.ringgit(sum)}`} h={260}>
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data} margin={{ top: 8, right: 8, bottom: 8, left: 0 }} accessibilityLayer={false}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="day" tick={{ fontSize: 11, fill: '#495057' }} interval="preserveStartEnd" />
            <YAxis tick={{ fontSize: 11, fill: '#495057' }} />
            <Tooltip
              formatter={(value) => [f.ringgit(Math.round(Number(value) * 100)), t('partner.commission')]}
            />
            <Bar
              dataKey="rm"
              name={t('partner.commission')}
              fill="var(--mantine-color-mahir-7)"
              radius={[3, 3, 0, 0]}
            />
          </BarChart>
        </ResponsiveContainer>
      </Box>
    </Card>
  );
}
