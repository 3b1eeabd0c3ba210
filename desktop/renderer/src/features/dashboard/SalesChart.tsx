import { Box, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Area, AreaChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useFormat } from '../../i18n/format';
import { chartRows } from './chart-format';

/** Paid sales per Malaysia day in RM (the API answers sen). */
export function SalesChart({ date, total, label }: { date: string[]; total: number[]; label: string }) {
  const { t } = useTranslation();
  const f = useFormat();
  const data = chartRows(date, total, f.shortDay);
  const sum = total.reduce((s, n) => s + n, 0);
  return (
    <Box>
      <Box role="img" aria-label={t('dashboard.salesLabel', { range: label, sum: f.ringgit(sum) })} h={320}>
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
              tickFormatter={(sen: number) => `RM ${f.number(Math.round(sen / 100))}`}
              width={80}
            />
            <Tooltip formatter={(value) => [f.ringgit(Number(value)), t('dashboard.sales')]} />
            <Area
              type="monotone"
              dataKey="total"
              name={t('dashboard.sales')}
              stroke="var(--mantine-color-mahir-7)"
              fill="var(--mantine-color-mahir-2)"
              strokeWidth={2}
            />
          </AreaChart>
        </ResponsiveContainer>
      </Box>
      <Text size="sm" c="dimmed" ta="center" mt={4} data-testid="chart-total">
        {label}: {f.ringgit(sum)}
      </Text>
    </Box>
  );
}
