import { malaysiaYearMonth } from '@mahir/shared';
import { MonthYearSelects } from '@mahir/ui/MonthYearSelects';
import { Group } from '@mantine/core';
import type { ReactNode } from 'react';

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
  return (
    <Group align="flex-end" gap="sm" mb="md">
      <MonthYearSelects
        value={{ month, year }}
        currentYear={malaysiaYearMonth(new Date()).year}
        onChange={onChange}
      />
      {children}
    </Group>
  );
}

/** This month in Malaysia, as the server cuts months, whatever the computer's time zone. */
export function thisMonth(): { month: number; year: number } {
  return malaysiaYearMonth(new Date());
}
