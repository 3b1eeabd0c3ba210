import { MONTH_NAMES, statisticYears } from '@mahir/shared/rules/calendar';
import { Select } from '@mantine/core';

const MONTH_OPTIONS = MONTH_NAMES.map((name, i) => ({ value: String(i + 1), label: name }));

/** A month of a year, as the statistics and commission screens pick it. */
export interface MonthYear {
  month: number;
  year: number;
}

/**
 * 'Month' and 'Year' selects (years from 2001 to `currentYear`); a chosen value cannot be cleared. Widths
 * are the selects' own unless `widths` is null (they then take the width the layout gives).
 */
export function MonthYearSelects({
  value,
  currentYear,
  onChange,
  widths = [160, 120],
}: {
  value: MonthYear;
  currentYear: number;
  onChange: (next: MonthYear) => void;
  widths?: [number, number] | null;
}) {
  const years = statisticYears(currentYear).map((y) => ({ value: String(y), label: String(y) }));
  return (
    <>
      <Select
        label="Month"
        data={MONTH_OPTIONS}
        value={String(value.month)}
        onChange={(v) => v && onChange({ ...value, month: Number(v) })}
        allowDeselect={false}
        w={widths?.[0]}
      />
      <Select
        label="Year"
        data={years}
        value={String(value.year)}
        onChange={(v) => v && onChange({ ...value, year: Number(v) })}
        allowDeselect={false}
        w={widths?.[1]}
      />
    </>
  );
}
