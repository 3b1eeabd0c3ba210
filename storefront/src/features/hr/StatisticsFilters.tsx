import { routeUrl } from '@mahir/shared';
import { MonthYearSelects } from '@mahir/ui/MonthYearSelects';
import { routes } from '@mahir/ui/routes';
import { Button, Group } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Month and year selectors and the PDF button that downloads the A3 report of that month. */
export function StatisticsFilters({
  month,
  year,
  currentYear,
  onChange,
}: {
  month: number;
  year: number;
  currentYear: number;
  onChange: (next: { month: number; year: number }) => void;
}) {
  const { t } = useTranslation();
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <MonthYearSelects value={{ month, year }} currentYear={currentYear} onChange={onChange} />
      <Button
        component="a"
        href={routeUrl(routes.hrStatistics.report, { query: { month, year } })}
        download
        variant="outline"
        leftSection={<IconFileTypePdf size={18} aria-hidden />}
      >
        {t('hr.pdf')}
      </Button>
    </Group>
  );
}
