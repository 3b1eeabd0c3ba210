import { MONTH_NAMES, malaysiaYearMonth, statisticYears } from '@mahir/shared';
import { Group, Select } from '@mantine/core';
import type { ReactNode } from 'react';

const MONTHS = MONTH_NAMES.map((name, i) => ({ value: String(i + 1), label: name }));

/** Month and year selectors (years 2001 to this year), with room for buttons beside them. */
export function MonthYearPicker({
  month,
  year,
  onChange,
  children,
}: {
  month: number;
  year: number;
  onChange: (next: { month: number; year: number }) => void;
  children?: ReactNode;
}) {
  const years = statisticYears(malaysiaYearMonth(new Date()).year).map((y) => ({
    value: String(y),
    label: String(y),
  }));
  return (
    <Group align="flex-end" gap="sm" mb="md">
      <Select
        label="Month"
        data={MONTHS}
        value={String(month)}
        onChange={(v) => v && onChange({ month: Number(v), year })}
        allowDeselect={false}
        w={160}
      />
      <Select
        label="Year"
        data={years}
        value={String(year)}
        onChange={(v) => v && onChange({ month, year: Number(v) })}
        allowDeselect={false}
        w={120}
      />
      {children}
    </Group>
  );
}

/** This month in Malaysia, as the server cuts months, whatever the computer's time zone. */
export function thisMonth(): { month: number; year: number } {
  return malaysiaYearMonth(new Date());
}
