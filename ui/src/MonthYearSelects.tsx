import { statisticYears } from '@mahir/shared/rules/calendar';
import { monthNames } from '@mahir/shared/rules/long-date';
import { Select } from '@mantine/core';
import { useUiLanguage } from './language';

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
  const { lang, t } = useUiLanguage();
  const months = monthNames(lang).map((name, i) => ({ value: String(i + 1), label: name }));
  const years = statisticYears(currentYear).map((y) => ({ value: String(y), label: String(y) }));
  return (
    <>
      <Select
        label={t('statistics.month')}
        data={months}
        value={String(value.month)}
        onChange={(v) => v && onChange({ ...value, month: Number(v) })}
        allowDeselect={false}
        w={widths?.[0]}
      />
      <Select
        label={t('statistics.year')}
        data={years}
        value={String(value.year)}
        onChange={(v) => v && onChange({ ...value, year: Number(v) })}
        allowDeselect={false}
        w={widths?.[1]}
      />
    </>
  );
}
