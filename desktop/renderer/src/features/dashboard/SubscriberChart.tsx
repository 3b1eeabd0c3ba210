import { DayBarChart } from '@mahir/ui/statistics';
import { Box, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../i18n/format';
import { chartRows } from './chart-format';

/** New subscribers per day over the last seven days, as bars. */
export function SubscriberChart({ date, total }: { date: string[]; total: number[] }) {
  const { t } = useTranslation();
  const f = useFormat();
  const data = chartRows(date, total, f.shortDay);
  const count = f.number(total.reduce((s, n) => s + n, 0));
  return (
    <Box>
      <DayBarChart
        data={data}
        series={t('dashboard.subscribers')}
        label={t('dashboard.subscribersLabel', { count })}
        everyTick
      />
      <Text size="sm" c="dimmed" ta="center" mt={4} data-testid="weekly-total">
        {t('dashboard.subscribersTotal', { count })}
      </Text>
    </Box>
  );
}
