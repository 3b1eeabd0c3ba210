import { HR_TEXT, MONTH_NAMES, routeUrl, statisticYears } from '@mahir/shared';
import { routes } from '@mahir/ui/routes';
import { Button, Group, Select } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';

const MONTH_OPTIONS = MONTH_NAMES.map((name, i) => ({ value: String(i + 1), label: name }));

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
  const years = statisticYears(currentYear).map((y) => ({ value: String(y), label: String(y) }));
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <Select
        label={HR_TEXT.month}
        data={MONTH_OPTIONS}
        value={String(month)}
        onChange={(v) => v && onChange({ month: Number(v), year })}
        allowDeselect={false}
        w={160}
      />
      <Select
        label={HR_TEXT.year}
        data={years}
        value={String(year)}
        onChange={(v) => v && onChange({ month, year: Number(v) })}
        allowDeselect={false}
        w={120}
      />
      <Button
        component="a"
        href={routeUrl(routes.hrStatistics.report, { query: { month, year } })}
        download
        variant="outline"
        leftSection={<IconFileTypePdf size={18} aria-hidden />}
      >
        {HR_TEXT.pdf}
      </Button>
    </Group>
  );
}
